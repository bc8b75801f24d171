import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ModerationActionInput, ReportInput, ReportTarget } from '../../model/moderation';
import { targetKeyOf } from '../../model/moderation';
import type { ReportStatus } from '../../model/moderation-types';
import { accountDocSchema, COLLECTIONS } from '../../shared/identity-docs';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { actsForTx } from '../../shared/identities';
import { runTransaction } from '../../shared/transactions';
import { readExhibitTx, readSmallCategories, withDerived, writeSearchEntryTx } from '../exhibits';
import { assertViewable, createExhibitsReadStore, ownerNameOf, toExhibitRecord } from '../search';
import { contactDocSchema, messageDocSchema } from '../contacts';
import { shareExhibitDocSchema } from '../share-exhibits';
import {
  type AuditDoc,
  auditDocSchema,
  MODERATION_AUDIT,
  type ReportDoc,
  reportDocSchema,
  reportId,
  REPORTS,
  type Undo,
} from './schema';
import {
  actionNotApplicable,
  alreadyReported,
  alreadyResolved,
  assertActionFits,
  auditEntryNotFound,
  outcomeNotices,
  ownModerationTarget,
  ownTarget,
  reportNotFound,
  suspensionEnd,
  targetNotFound,
  toAuditEntry,
  toModerationReport,
} from './service';
import type {
  ModerationActionResponse,
  ModerationAuditResponse,
  ModerationReportsResponse,
} from './schema';
import type { ModerationAuditEntry } from '../../model/moderation-types';

/** Who reports: the signed-in user and the identity they act as. */
export interface Reporter {
  uid: string;
  accountId: string;
}

/** A moderator as the audit names them. */
export interface Moderator {
  uid: string;
  name: string;
}

/** What a report stores of its target, read when it is made. */
interface TargetFacts {
  title: string;
  text: string;
  accountId: string;
  uid: string | null;
  exhibitId: string;
}

/** All Firestore access of reports and the moderators' actions (docs/moderation.md). */
export interface ModerationStore {
  /** A new report (404 when the reporter cannot see the target, 409 own or repeated). */
  report(reporter: Reporter, input: ReportInput, now: Date): Promise<{ id: string }>;
  list(status: ReportStatus, limit: number, offset: number): Promise<ModerationReportsResponse>;
  /**
   * Acts on the report's target and resolves every open report of it, in one transaction (403
   * `own_moderation_target` when the report is about the moderator).
   */
  act(
    id: string,
    moderator: Moderator,
    input: ModerationActionInput,
    now: Date,
  ): Promise<ModerationActionResponse>;
  audit(limit: number, offset: number): Promise<ModerationAuditResponse>;
  /** Undoes an action (not a dismissal), once; not one about the moderator (403). */
  revert(id: string, moderator: Moderator, now: Date): Promise<ModerationAuditEntry>;
  /** The moderator's name for the audit (the uid without a profile). */
  moderatorName(uid: string): Promise<string>;
}

export function createModerationStore(db: Firestore): ModerationStore {
  const reports = db.collection(REPORTS);
  const auditLog = db.collection(MODERATION_AUDIT);
  const accounts = db.collection(COLLECTIONS.accounts);
  const profiles = db.collection(COLLECTIONS.profiles);
  const exhibits = db.collection('exhibits');
  const listings = db.collection('shareExhibits');
  const contacts = db.collection('contacts');
  const notices = db.collection('notices');
  const commentRef = (exhibitId: string, commentId: string) =>
    exhibits.doc(exhibitId).collection('comments').doc(commentId);
  const messageRef = (contactId: string, messageId: string) =>
    contacts.doc(contactId).collection('messages').doc(messageId);

  /** The user behind an account: itself for a user, `fallback` (its creator) or null for a group. */
  async function userBehind(
    tx: Transaction,
    accountId: string,
    fallback: string | null,
  ): Promise<string | null> {
    const snap = await tx.get(accounts.doc(accountId));
    if (snap.exists && snap.get('kind') === 'group') return fallback;
    return accountId;
  }

  /** What the reporter reports, if they can see it (404 otherwise). */
  async function readTarget(
    tx: Transaction,
    target: ReportTarget,
    reporter: Reporter,
  ): Promise<TargetFacts> {
    switch (target.kind) {
      case 'exhibit':
      case 'comment': {
        const snap = await tx.get(exhibits.doc(target.exhibitId));
        if (!snap.exists) throw targetNotFound();
        const exhibit = toExhibitRecord(snap);
        assertViewable(exhibit, reporter.accountId);
        if (target.kind === 'exhibit') {
          const createdBy: unknown = snap.get('createdBy');
          return {
            title: exhibit.title,
            text: exhibit.description,
            accountId: exhibit.ownerId,
            uid: await userBehind(tx, exhibit.ownerId, String(createdBy)),
            exhibitId: exhibit.id,
          };
        }
        const comment = await tx.get(commentRef(target.exhibitId, target.commentId));
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
        const snap = await tx.get(listings.doc(target.exhibitId));
        if (!snap.exists) throw targetNotFound();
        const listing = parseDoc(shareExhibitDocSchema, snap);
        if (!listing.published && listing.ownerId !== reporter.accountId) throw targetNotFound();
        return {
          title: listing.title,
          text: listing.description,
          accountId: listing.ownerId,
          uid: await userBehind(tx, listing.ownerId, listing.createdBy),
          exhibitId: target.exhibitId,
        };
      }
      case 'message': {
        const snap = await tx.get(contacts.doc(target.contactId));
        if (!snap.exists) throw targetNotFound();
        const contact = parseDoc(contactDocSchema, snap);
        if (![contact.ownerId, contact.customerId].includes(reporter.accountId)) {
          throw targetNotFound();
        }
        const messageSnap = await tx.get(messageRef(target.contactId, target.messageId));
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
        const snap = await tx.get(accounts.doc(target.accountId));
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

  /**
   * 403 when the report is about the moderator: its target is an account they can act as (their own,
   * or a group they belong to), or they are the user behind it (who a suspension would suspend).
   */
  async function assertNotAbout(
    tx: Transaction,
    uid: string,
    subject: Pick<ReportDoc, 'targetAccountId' | 'targetUid'>,
  ): Promise<void> {
    if (subject.targetUid === uid || (await actsForTx(db, tx, uid, subject.targetAccountId))) {
      throw ownModerationTarget();
    }
  }

  /** The current names of accounts (null once withdrawn; absent when unknown). */
  async function namesOf(ids: readonly string[]): Promise<Map<string, string | null>> {
    const found = await createExhibitsReadStore(db).getAccounts(ids);
    return new Map([...found].map(([id, account]) => [id, ownerNameOf(account)]));
  }

  /**
   * Applies `action` to the report's target (its reads first, then its writes; Firestore wants all
   * reads of a transaction before its writes, so this returns the writes to make). Returns what a
   * revert needs and the suspension made.
   */
  async function applyAction(
    tx: Transaction,
    report: ReportDoc,
    input: ModerationActionInput,
    moderator: Moderator,
    date: Date,
  ): Promise<{ undo: Undo; suspended: { uid: string; until: Date } | null; write: () => void }> {
    const now = Timestamp.fromDate(date);
    const { target } = report;
    const hold = { reason: input.reason, at: now, byUid: moderator.uid };
    switch (input.action) {
      case 'dismiss':
        return { undo: {}, suspended: null, write: () => undefined };
      case 'hide': {
        if (target.kind === 'comment') {
          const ref = commentRef(target.exhibitId, target.commentId);
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
          const ref = messageRef(target.contactId, target.messageId);
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
          const ref = listings.doc(target.exhibitId);
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
        const ref = profiles.doc(uid);
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
  async function undoAction(tx: Transaction, entry: AuditDoc, date: Date): Promise<() => void> {
    const now = Timestamp.fromDate(date);
    const { target, undo } = entry;
    const nothing = () => undefined;
    switch (entry.action) {
      case 'dismiss':
        throw actionNotApplicable('dismiss', target.kind);
      case 'hide': {
        const ref =
          target.kind === 'comment'
            ? commentRef(target.exhibitId, target.commentId)
            : target.kind === 'message'
              ? messageRef(target.contactId, target.messageId)
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
          const ref = listings.doc(target.exhibitId);
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
        const ref = profiles.doc(entry.suspendedUid);
        if (!(await tx.get(ref)).exists) return nothing;
        return () => tx.update(ref, { suspension: null });
      }
    }
  }

  return {
    async report(reporter, input, date) {
      const targetKey = targetKeyOf(input.target);
      const ref = reports.doc(reportId(targetKey, reporter.accountId));
      return runTransaction(db, async (tx) => {
        const facts = await readTarget(tx, input.target, reporter);
        // One's own is whatever the person can act as, not only the identity they report as.
        if (await actsForTx(db, tx, reporter.uid, facts.accountId)) throw ownTarget();
        const [existing, reporterAccount] = await tx.getAll(ref, accounts.doc(reporter.accountId));
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
    },

    async list(status, limit, offset) {
      const query = reports.where('status', '==', status);
      const { docs, total } =
        status === 'open'
          ? await readPage(query, 'createdAt', 'asc', { limit, offset })
          : await readPage(query, 'resolvedAt', 'desc', { limit, offset });
      const parsed = docs.map((d) => ({ id: d.id, doc: parseDoc(reportDocSchema, d) }));
      const names = await namesOf(
        parsed.flatMap(({ doc }) => [doc.targetAccountId, doc.reporterAccountId]),
      );
      return {
        reports: parsed.map(({ id, doc }) => toModerationReport(id, doc, names)),
        total,
      };
    },

    async act(id, moderator, input, date) {
      const now = Timestamp.fromDate(date);
      const result = await runTransaction(db, async (tx) => {
        const snap = await tx.get(reports.doc(id));
        if (!snap.exists) throw reportNotFound();
        const report = parseDoc(reportDocSchema, snap);
        await assertNotAbout(tx, moderator.uid, report);
        if (report.status !== 'open') throw alreadyResolved();
        assertActionFits(input.action, report.target.kind);
        const openSnap = await tx.get(
          reports.where('targetKey', '==', report.targetKey).where('status', '==', 'open'),
        );
        const open = openSnap.docs.map((d) => ({ ref: d.ref, doc: parseDoc(reportDocSchema, d) }));
        const { undo, suspended, write } = await applyAction(tx, report, input, moderator, date);

        write();
        const auditRef = auditLog.doc();
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
        for (const notice of drafts) tx.create(notices.doc(), noticeDoc(notice));
        return {
          report: { ...report, ...resolved, status: 'resolved' as const },
          entry: { id: auditRef.id, doc: entry },
        };
      });
      const names = await namesOf([result.report.targetAccountId, result.report.reporterAccountId]);
      return {
        report: toModerationReport(id, result.report, names),
        entry: toAuditEntry(result.entry.id, result.entry.doc),
      };
    },

    async audit(limit, offset) {
      const { docs, total } = await readPage(auditLog, 'at', 'desc', { limit, offset });
      return {
        entries: docs.map((d) => toAuditEntry(d.id, parseDoc(auditDocSchema, d))),
        total,
      };
    },

    async revert(id, moderator, date) {
      const now = Timestamp.fromDate(date);
      return runTransaction(db, async (tx) => {
        const ref = auditLog.doc(id);
        const snap = await tx.get(ref);
        if (!snap.exists) throw auditEntryNotFound();
        const entry = parseDoc(auditDocSchema, snap);
        const firstReport = entry.reportIds[0];
        const reportSnap =
          firstReport === undefined ? null : await tx.get(reports.doc(firstReport));
        if (reportSnap?.exists) {
          await assertNotAbout(tx, moderator.uid, parseDoc(reportDocSchema, reportSnap));
        }
        if (entry.revertedAt !== null) throw alreadyResolved();
        const write = await undoAction(tx, entry, date);
        write();
        const reverted = { revertedAt: now, revertedBy: moderator.name };
        tx.update(ref, reverted);
        return toAuditEntry(id, { ...entry, ...reverted });
      });
    },

    async moderatorName(uid) {
      const snap = await profiles.doc(uid).get();
      const name: unknown = snap.get('name');
      return typeof name === 'string' && name !== '' ? name : uid;
    },
  };
}
