import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ModerationActionInput } from '../../model/moderation';
import { parseDoc } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { type AuditDoc, type ModerationActionResponse, reportDocSchema } from './schema';
import {
  alreadyResolved,
  assertActionFits,
  outcomeNotices,
  reportNotFound,
  toAuditEntry,
  toModerationReport,
} from './service';
import { type Moderator, assertNotAbout, moderationRefs, namesOf } from './store';
import { applyAction } from './target-actions';

/**
 * A moderator's action on a report's target, as a use-case: it acts on the target and resolves
 * every open report of it, with the audit entry and the notices, in one transaction (403
 * `own_moderation_target` when the report is about the moderator).
 */
export const createAct =
  (db: Firestore) =>
  async (
    id: string,
    moderator: Moderator,
    input: ModerationActionInput,
    date: Date,
  ): Promise<ModerationActionResponse> => {
    const refs = moderationRefs(db);
    const now = Timestamp.fromDate(date);
    const result = await runTransaction(db, async (tx) => {
      const snap = await tx.get(refs.reports.doc(id));
      if (!snap.exists) throw reportNotFound();
      const report = parseDoc(reportDocSchema, snap);
      await assertNotAbout(db, tx, moderator.uid, report);
      if (report.status !== 'open') throw alreadyResolved();
      assertActionFits(input.action, report.target.kind);
      const openSnap = await tx.get(
        refs.reports.where('targetKey', '==', report.targetKey).where('status', '==', 'open'),
      );
      const open = openSnap.docs.map((d) => ({ ref: d.ref, doc: parseDoc(reportDocSchema, d) }));
      const { undo, suspended, write } = await applyAction(db, tx, report, input, moderator, date);

      write();
      const auditRef = refs.auditLog.doc();
      const entry: AuditDoc = {
        action: input.action,
        target: report.target,
        targetKey: report.targetKey,
        targetTitle: report.targetTitle,
        reason: input.reason,
        suspendedUid: suspended?.uid ?? null,
        suspendedUntil: suspended ? Timestamp.fromDate(suspended.until) : null,
        reportIds: open.map((r) => r.ref.id),
        moderatorUid: moderator.uid,
        moderatorName: moderator.name,
        at: now,
        revertedAt: null,
        revertedBy: null,
        undo,
      };
      tx.create(auditRef, entry);
      const resolved = {
        status: 'resolved',
        outcome: input.action,
        resolvedAt: now,
        auditId: auditRef.id,
      };
      for (const r of open) tx.update(r.ref, resolved);
      const drafts = outcomeNotices({
        reports: open.map((r) => r.doc),
        action: input.action,
        reason: input.reason,
        suspended,
        now: date,
      });
      for (const notice of drafts) tx.create(refs.notices.doc(), noticeDoc(notice));
      return {
        report: { ...report, ...resolved, status: 'resolved' as const },
        entry: { id: auditRef.id, doc: entry },
      };
    });
    const names = await namesOf(db, [
      result.report.targetAccountId,
      result.report.reporterAccountId,
    ]);
    return {
      report: toModerationReport(id, result.report, names),
      entry: toAuditEntry(result.entry.id, result.entry.doc),
    };
  };
