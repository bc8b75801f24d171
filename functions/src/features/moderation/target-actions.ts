import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ModerationActionInput } from '../../model/moderation';
import { parseDoc } from '../../shared/firestore-docs';
import { readExhibitTx, readSmallCategories, withDerived, writeSearchEntryTx } from '../exhibits';
import { messageDocSchema } from '../contacts';
import { shareExhibitDocSchema } from '../share-exhibits';
import type { AuditDoc, ReportDoc, Undo } from './schema';
import { actionNotApplicable, suspensionEnd, targetNotFound } from './service';
import { type Moderator, moderationRefs } from './store';

/**
 * What a moderator's action does to its target, and its undoing (docs/moderation.md): each reads
 * in the use-case's transaction and answers the writes to make after every read.
 */

/**
 * Applies `action` to the report's target (its reads first, then its writes; Firestore wants all
 * reads of a transaction before its writes, so this returns the writes to make). Returns what a
 * revert needs and the suspension made.
 */
export async function applyAction(
  db: Firestore,
  tx: Transaction,
  report: ReportDoc,
  input: ModerationActionInput,
  moderator: Moderator,
  date: Date,
): Promise<{ undo: Undo; suspended: { uid: string; until: Date } | null; write: () => void }> {
  const refs = moderationRefs(db);
  const now = Timestamp.fromDate(date);
  const { target } = report;
  const hold = { reason: input.reason, at: now, byUid: moderator.uid };
  switch (input.action) {
    case 'dismiss':
      return { undo: {}, suspended: null, write: () => undefined };
    case 'hide': {
      if (target.kind === 'comment') {
        const ref = refs.comment(target.exhibitId, target.commentId);
        const snap = await tx.get(ref);
        if (!snap.exists) throw targetNotFound();
        const body = String(snap.get('body'));
        return {
          undo: { body },
          suspended: null,
          write: () => tx.update(ref, { body: '', removedAt: now }),
        };
      }
      if (target.kind === 'message') {
        const ref = refs.message(target.contactId, target.messageId);
        const snap = await tx.get(ref);
        if (!snap.exists) throw targetNotFound();
        const message = parseDoc(messageDocSchema, snap);
        const messageKind = message.kind === 'system' ? 'system' : 'text';
        return {
          undo: { body: message.body, messageKind },
          suspended: null,
          write: () => tx.update(ref, { kind: 'removed', body: '' }),
        };
      }
      throw actionNotApplicable(input.action, target.kind);
    }
    case 'unpublish': {
      if (target.kind === 'exhibit') {
        const smallCategories = await readSmallCategories(db);
        const { ref, doc, items } = await readExhibitTx(db, tx, target.exhibitId);
        const changes = { published: false, moderation: hold, updatedAt: now };
        const next = withDerived(doc, changes, items, smallCategories);
        return {
          undo: { wasPublished: doc.published },
          suspended: null,
          write: () => {
            tx.set(ref, next);
            writeSearchEntryTx(db, tx, target.exhibitId, doc, next, now);
          },
        };
      }
      if (target.kind === 'share_exhibit') {
        const ref = refs.listings.doc(target.exhibitId);
        const snap = await tx.get(ref);
        if (!snap.exists) throw targetNotFound();
        const listing = parseDoc(shareExhibitDocSchema, snap);
        return {
          undo: { wasPublished: listing.published },
          suspended: null,
          write: () => tx.update(ref, { published: false, moderation: hold, updatedAt: now }),
        };
      }
      throw actionNotApplicable(input.action, target.kind);
    }
    case 'suspend': {
      const uid = report.targetUid;
      if (uid === null) throw actionNotApplicable(input.action, 'account');
      const ref = refs.profiles.doc(uid);
      const snap = await tx.get(ref);
      if (!snap.exists) throw targetNotFound();
      const until = suspensionEnd(date, input.days ?? 1);
      return {
        undo: {},
        suspended: { uid, until },
        write: () =>
          tx.update(ref, {
            suspension: { until: Timestamp.fromDate(until), reason: input.reason },
          }),
      };
    }
  }
}

/** Undoes an action on its target, if the target is still there (reads, then the write). */
export async function undoAction(
  db: Firestore,
  tx: Transaction,
  entry: AuditDoc,
  date: Date,
): Promise<() => void> {
  const refs = moderationRefs(db);
  const now = Timestamp.fromDate(date);
  const { target, undo } = entry;
  const nothing = () => undefined;
  switch (entry.action) {
    case 'dismiss':
      throw actionNotApplicable('dismiss', target.kind);
    case 'hide': {
      const ref =
        target.kind === 'comment'
          ? refs.comment(target.exhibitId, target.commentId)
          : target.kind === 'message'
            ? refs.message(target.contactId, target.messageId)
            : null;
      if (ref === null || !(await tx.get(ref)).exists) return nothing;
      return target.kind === 'comment'
        ? () => tx.update(ref, { body: undo.body ?? '', removedAt: null })
        : () => tx.update(ref, { body: undo.body ?? '', kind: undo.messageKind ?? 'text' });
    }
    case 'unpublish': {
      if (target.kind === 'exhibit') {
        const smallCategories = await readSmallCategories(db);
        const { ref, doc, items } = await readExhibitTx(db, tx, target.exhibitId);
        // Published again only if it was, and still may be (approved, not cancelled).
        const published =
          undo.wasPublished === true &&
          doc.approvalStatus === 'approved' &&
          doc.cancelledAt === null;
        const next = withDerived(
          doc,
          {
            published,
            moderation: null,
            updatedAt: now,
            ...(published && !doc.published && { publishedAt: now }),
          },
          items,
          smallCategories,
        );
        return () => {
          tx.set(ref, next);
          writeSearchEntryTx(db, tx, target.exhibitId, doc, next, now);
        };
      }
      if (target.kind === 'share_exhibit') {
        const ref = refs.listings.doc(target.exhibitId);
        if (!(await tx.get(ref)).exists) return nothing;
        return () =>
          tx.update(ref, {
            published: undo.wasPublished === true,
            moderation: null,
            updatedAt: now,
          });
      }
      return nothing;
    }
    case 'suspend': {
      if (entry.suspendedUid === null) return nothing;
      const ref = refs.profiles.doc(entry.suspendedUid);
      if (!(await tx.get(ref)).exists) return nothing;
      return () => tx.update(ref, { suspension: null });
    }
  }
}
