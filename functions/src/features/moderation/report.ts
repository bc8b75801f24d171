import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type ReportInput, targetKeyOf } from '../../model/moderation';
import { actsForTx } from '../../shared/identities';
import { runTransaction } from '../../shared/transactions';
import { readTarget } from './report-target';
import { type ReportDoc, reportId } from './schema';
import { alreadyReported, ownTarget } from './service';
import { type Reporter, moderationRefs } from './store';

/** A new report, as a use-case (`POST /home/reports`): 404 when the reporter cannot see the
 * target, 409 `own_target` or `already_reported`. */
export const createReport =
  (db: Firestore) =>
  async (reporter: Reporter, input: ReportInput, date: Date): Promise<{ id: string }> => {
    const refs = moderationRefs(db);
    const targetKey = targetKeyOf(input.target);
    const ref = refs.reports.doc(reportId(targetKey, reporter.accountId));
    return runTransaction(db, async (tx) => {
      const facts = await readTarget(db, tx, input.target, reporter);
      // One's own is whatever the person can act as, not only the identity they report as.
      if (await actsForTx(db, tx, reporter.uid, facts.accountId)) throw ownTarget();
      const [existing, reporterAccount] = await tx.getAll(
        ref,
        refs.accounts.doc(reporter.accountId),
      );
      if (existing?.exists) throw alreadyReported();
      const name: unknown = reporterAccount?.get('name');
      const doc: ReportDoc = {
        target: input.target,
        targetKey,
        targetTitle: facts.title,
        targetText: facts.text,
        targetAccountId: facts.accountId,
        targetUid: facts.uid,
        exhibitId: facts.exhibitId,
        reason: input.reason,
        text: input.text,
        reporterAccountId: reporter.accountId,
        reporterUid: reporter.uid,
        reporterName: typeof name === 'string' ? name : '',
        status: 'open',
        outcome: null,
        createdAt: Timestamp.fromDate(date),
        resolvedAt: null,
        auditId: null,
      };
      tx.create(ref, doc);
      return { id: ref.id };
    });
  };
