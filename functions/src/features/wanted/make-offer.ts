import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { WantedOfferInput } from '../../model/wanted-types';
import { parseDoc } from '../../shared/firestore-docs';
import { actsForTx } from '../../shared/identities';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { assertNotBlockedTx } from '../blocks';
import { ownExhibit } from '../contacts';
import { exhibitDocSchema, notExhibitOwner } from '../exhibits';
import { exhibitNotFound } from '../search';
import { type OfferDoc, OFFERS, WANTED, wantedDocSchema } from './schema';
import { alreadyOffered, isOpen, wantedClosed, wantedNotFound, wantedNotice } from './service';
import type { StoredOffer, WantedActor } from './store';

/**
 * Offers one of the actor's published exhibits to an open post: one offer per exhibit and post,
 * not to a post of an identity the actor acts as, not across a block. The poster is told
 * (`wanted_offered`) and the post counts it, in the same transaction.
 */
export function createMakeOffer(db: Firestore) {
  return async (
    id: string,
    actor: WantedActor,
    input: WantedOfferInput,
    date: Date,
  ): Promise<StoredOffer> => {
    const postRef = db.collection(WANTED).doc(id);
    const offerRef = postRef.collection(OFFERS).doc(input.exhibitId);
    return runTransaction(db, async (tx) => {
      const [postSnap, exhibitSnap, existing] = await tx.getAll(
        postRef,
        db.collection('exhibits').doc(input.exhibitId),
        offerRef,
      );
      if (!postSnap?.exists) throw wantedNotFound();
      const post = parseDoc(wantedDocSchema, postSnap);
      if (!exhibitSnap?.exists) throw exhibitNotFound();
      const exhibit = parseDoc(exhibitDocSchema, exhibitSnap);
      if (exhibit.ownerId !== actor.accountId) throw notExhibitOwner();
      if (!exhibit.searchable) throw exhibitNotFound();
      // One person on both sides: her exhibit to a post of any identity she acts as.
      if (await actsForTx(db, tx, actor.uid, post.accountId)) throw ownExhibit();
      if (!isOpen(post, date)) throw wantedClosed();
      if (existing?.exists) throw alreadyOffered();
      await assertNotBlockedTx(db, tx, actor.accountId, post.accountId);
      const doc: OfferDoc = {
        exhibitId: input.exhibitId,
        exhibitTitle: exhibit.title,
        accountId: actor.accountId,
        uid: actor.uid,
        message: input.message,
        status: 'pending',
        contactId: null,
        decidedAt: null,
        createdAt: Timestamp.fromDate(date),
      };
      tx.create(offerRef, doc);
      tx.update(postRef, { offerCount: FieldValue.increment(1) });
      const notice = wantedNotice(
        'wanted_offered',
        { id, accountId: post.accountId, title: post.title },
        { id: input.exhibitId, title: exhibit.title },
        input.message,
        date,
      );
      tx.create(db.collection('notices').doc(), noticeDoc(notice));
      return { id: offerRef.id, doc };
    });
  };
}
