import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ModerationAuditEntry } from '../../model/moderation-types';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { auditDocSchema, reportDocSchema } from './schema';
import { alreadyResolved, auditEntryNotFound, toAuditEntry } from './service';
import { type Moderator, assertNotAbout, moderationRefs } from './store';
import { undoAction } from './target-actions';

/** Undoes an action (not a dismissal), once, as a use-case; not one about the moderator (403). */
export const createRevert =
  (db: Firestore) =>
  async (id: string, moderator: Moderator, date: Date): Promise<ModerationAuditEntry> => {
    const refs = moderationRefs(db);
    const now = Timestamp.fromDate(date);
    return runTransaction(db, async (tx) => {
      const ref = refs.auditLog.doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) throw auditEntryNotFound();
      const entry = parseDoc(auditDocSchema, snap);
      const firstReport = entry.reportIds[0];
      const reportSnap =
        firstReport === undefined ? null : await tx.get(refs.reports.doc(firstReport));
      if (reportSnap?.exists) {
        await assertNotAbout(db, tx, moderator.uid, parseDoc(reportDocSchema, reportSnap));
      }
      if (entry.revertedAt !== null) throw alreadyResolved();
      const write = await undoAction(db, tx, entry, date);
      write();
      const reverted = { revertedAt: now, revertedBy: moderator.name };
      tx.update(ref, reverted);
      return toAuditEntry(id, { ...entry, ...reverted });
    });
  };
