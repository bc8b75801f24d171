import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { WantedAcceptInput } from '../../model/wanted-types';
import { parseDoc } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { type ContactDoc, openContactTx } from '../contacts';
import { exhibitDocSchema, itemDocSchema } from '../exhibits';
import { type OfferDoc, offerDocSchema, OFFERS, WANTED } from './schema';
import { offerDeclinedNotice, offerDecided, offeredItems, offerNotFound } from './service';
import { readOwnPostTx, type StoredOffer, type WantedActor } from './store';

/** The poster's decision on an offer: take it (a contact opens) or turn it down. */

/** The poster's post and one of its offers still waiting (404, 403 not the poster, 409 decided). */
async function readPendingOfferTx(
  db: Firestore,
  tx: Transaction,
  id: string,
  offerId: string,
  actor: WantedActor,
) {
  const post = await readOwnPostTx(db, tx, id, actor);
  const offerRef = db.collection(WANTED).doc(id).collection(OFFERS).doc(offerId);
  const snap = await tx.get(offerRef);
  if (!snap.exists) throw offerNotFound();
  const offer = parseDoc(offerDocSchema, snap);
  if (offer.status !== 'pending') throw offerDecided();
  return { post, offer, offerRef };
}

/**
 * The poster takes an offer: a contact opens through the contacts feature (its rules, limits and
 * to-dos) and the offer records it, in one transaction. 403 for anyone but the poster's identity,
 * 409 `offer_decided` once decided, `offer_unavailable` once the exhibit is off display.
 */
export function createAcceptOffer(db: Firestore) {
  return async (
    id: string,
    offerId: string,
    actor: WantedActor,
    input: WantedAcceptInput,
    date: Date,
  ): Promise<{ offer: StoredOffer; contact: { id: string; doc: ContactDoc } }> => {
    return runTransaction(db, async (tx) => {
      const { post, offer, offerRef } = await readPendingOfferTx(db, tx, id, offerId, actor);
      const exhibitRef = db.collection('exhibits').doc(offer.exhibitId);
      const exhibitSnap = await tx.get(exhibitRef);
      const itemsSnap = await tx.get(exhibitRef.collection('items'));
      const exhibit = exhibitSnap.exists ? parseDoc(exhibitDocSchema, exhibitSnap) : undefined;
      const items = offeredItems(
        exhibit && {
          searchable: exhibit.searchable,
          cancelled: exhibit.cancelledAt !== null,
          expiresAt: exhibit.expiresAt.toDate(),
        },
        itemsSnap.docs.map((d) => ({ itemId: d.id, stock: parseDoc(itemDocSchema, d).stock })),
        date,
      );
      const contact = await openContactTx(
        db,
        tx,
        { uid: actor.uid, accountId: post.accountId },
        offer.exhibitId,
        { ...input, items },
        date,
      );
      const doc: OfferDoc = {
        ...offer,
        status: 'accepted',
        contactId: contact.id,
        decidedAt: Timestamp.fromDate(date),
      };
      tx.set(offerRef, doc);
      return { offer: { id: offerId, doc }, contact };
    });
  };
}

/** The poster turns an offer down; its owner gets a `wanted_declined` notice. */
export function createDeclineOffer(db: Firestore) {
  return async (
    id: string,
    offerId: string,
    actor: WantedActor,
    date: Date,
  ): Promise<StoredOffer> => {
    return runTransaction(db, async (tx) => {
      const { post, offer, offerRef } = await readPendingOfferTx(db, tx, id, offerId, actor);
      const doc: OfferDoc = { ...offer, status: 'declined', decidedAt: Timestamp.fromDate(date) };
      tx.set(offerRef, doc);
      const notice = offerDeclinedNotice(offer, { id, title: post.title }, date);
      tx.create(
        db.collection('notices').doc(`wanted_declined_${id}_${offerId}`),
        noticeDoc(notice),
      );
      return { id: offerId, doc };
    });
  };
}
