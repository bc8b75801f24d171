import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { ReportTarget } from '../../model/moderation';
import { parseDoc } from '../../shared/firestore-docs';
import { accountDocSchema } from '../../shared/identity-docs';
import { contactDocSchema, messageDocSchema } from '../contacts';
import { assertViewable, toExhibitRecord } from '../search';
import { shareExhibitDocSchema } from '../share-exhibits';
import { targetNotFound } from './service';
import { type Reporter, moderationRefs } from './store';

/** What a report stores of its target, read when it is made. */
export interface TargetFacts {
  title: string;
  text: string;
  accountId: string;
  uid: string | null;
  exhibitId: string;
}

/** The user behind an account: itself for a user, `fallback` (its creator) or null for a group. */
async function userBehind(
  db: Firestore,
  tx: Transaction,
  accountId: string,
  fallback: string | null,
): Promise<string | null> {
  const snap = await tx.get(moderationRefs(db).accounts.doc(accountId));
  if (snap.exists && snap.get('kind') === 'group') return fallback;
  return accountId;
}

/** What the reporter reports, if they can see it (404 otherwise). */
export async function readTarget(
  db: Firestore,
  tx: Transaction,
  target: ReportTarget,
  reporter: Reporter,
): Promise<TargetFacts> {
  const refs = moderationRefs(db);
  switch (target.kind) {
    case 'exhibit':
    case 'comment': {
      const snap = await tx.get(refs.exhibits.doc(target.exhibitId));
      if (!snap.exists) throw targetNotFound();
      const exhibit = toExhibitRecord(snap);
      assertViewable(exhibit, reporter.accountId);
      if (target.kind === 'exhibit') {
        const createdBy: unknown = snap.get('createdBy');
        return {
          title: exhibit.title,
          text: exhibit.description,
          accountId: exhibit.ownerId,
          uid: await userBehind(db, tx, exhibit.ownerId, String(createdBy)),
          exhibitId: exhibit.id,
        };
      }
      const comment = await tx.get(refs.comment(target.exhibitId, target.commentId));
      if (!comment.exists || comment.get('removedAt') != null) throw targetNotFound();
      return {
        title: exhibit.title,
        text: String(comment.get('body')),
        accountId: String(comment.get('accountId')),
        uid: String(comment.get('uid')),
        exhibitId: exhibit.id,
      };
    }
    case 'share_exhibit': {
      const snap = await tx.get(refs.listings.doc(target.exhibitId));
      if (!snap.exists) throw targetNotFound();
      const listing = parseDoc(shareExhibitDocSchema, snap);
      if (!listing.published && listing.ownerId !== reporter.accountId) throw targetNotFound();
      return {
        title: listing.title,
        text: listing.description,
        accountId: listing.ownerId,
        uid: await userBehind(db, tx, listing.ownerId, listing.createdBy),
        exhibitId: target.exhibitId,
      };
    }
    case 'message': {
      const snap = await tx.get(refs.contacts.doc(target.contactId));
      if (!snap.exists) throw targetNotFound();
      const contact = parseDoc(contactDocSchema, snap);
      if (![contact.ownerId, contact.customerId].includes(reporter.accountId)) {
        throw targetNotFound();
      }
      const messageSnap = await tx.get(refs.message(target.contactId, target.messageId));
      if (!messageSnap.exists) throw targetNotFound();
      const message = parseDoc(messageDocSchema, messageSnap);
      if (message.kind !== 'text' || message.side === null) throw targetNotFound();
      return {
        title: contact.exhibitTitle,
        text: message.body,
        accountId: message.side === 'owner' ? contact.ownerId : contact.customerId,
        uid: message.byUid,
        exhibitId: contact.exhibitId,
      };
    }
    case 'account': {
      const snap = await tx.get(refs.accounts.doc(target.accountId));
      if (!snap.exists) throw targetNotFound();
      const account = parseDoc(accountDocSchema, snap);
      if (account.withdrawn) throw targetNotFound();
      return {
        title: account.name,
        text: '',
        accountId: target.accountId,
        uid: account.kind === 'user' ? target.accountId : null,
        exhibitId: '',
      };
    }
  }
}
