import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { ReportStatus } from '../../model/moderation-types';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { actsForTx } from '../../shared/identities';
import { COLLECTIONS } from '../../shared/identity-docs';
import { createExhibitsReadStore, ownerNameOf } from '../search';
import {
  type ModerationAuditResponse,
  type ModerationReportsResponse,
  type ReportDoc,
  auditDocSchema,
  MODERATION_AUDIT,
  reportDocSchema,
  REPORTS,
} from './schema';
import { ownModerationTarget, toAuditEntry, toModerationReport } from './service';

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

/** The collections and documents moderation reads and writes. */
export function moderationRefs(db: Firestore) {
  const exhibits = db.collection('exhibits');
  const contacts = db.collection('contacts');
  return {
    reports: db.collection(REPORTS),
    auditLog: db.collection(MODERATION_AUDIT),
    accounts: db.collection(COLLECTIONS.accounts),
    profiles: db.collection(COLLECTIONS.profiles),
    exhibits,
    listings: db.collection('shareExhibits'),
    contacts,
    notices: db.collection('notices'),
    comment: (exhibitId: string, commentId: string) =>
      exhibits.doc(exhibitId).collection('comments').doc(commentId),
    message: (contactId: string, messageId: string) =>
      contacts.doc(contactId).collection('messages').doc(messageId),
  };
}

/**
 * 403 when the report is about the moderator: its target is an account they can act as (their own,
 * or a group they belong to), or they are the user behind it (who a suspension would suspend).
 */
export async function assertNotAbout(
  db: Firestore,
  tx: Transaction,
  uid: string,
  subject: Pick<ReportDoc, 'targetAccountId' | 'targetUid'>,
): Promise<void> {
  if (subject.targetUid === uid || (await actsForTx(db, tx, uid, subject.targetAccountId))) {
    throw ownModerationTarget();
  }
}

/** The current names of accounts (null once withdrawn; absent when unknown). */
export async function namesOf(
  db: Firestore,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const found = await createExhibitsReadStore(db).getAccounts(ids);
  return new Map([...found].map(([id, account]) => [id, ownerNameOf(account)]));
}

/** All Firestore access of reports and the moderators' actions (docs/moderation.md). */
/**
 * The reads of moderation (docs/moderation.md): the queue, the audit, a moderator's name. Every
 * change is a use-case of its own (`report.ts`, `act.ts`, `revert.ts`).
 */
export interface ModerationStore {
  list(status: ReportStatus, limit: number, offset: number): Promise<ModerationReportsResponse>;
  audit(limit: number, offset: number): Promise<ModerationAuditResponse>;
  /** The moderator's name for the audit (the uid without a profile). */
  moderatorName(uid: string): Promise<string>;
}

export function createModerationStore(db: Firestore): ModerationStore {
  const refs = moderationRefs(db);
  return {
    async list(status, limit, offset) {
      const query = refs.reports.where('status', '==', status);
      const { docs, total } =
        status === 'open'
          ? await readPage(query, 'createdAt', 'asc', { limit, offset })
          : await readPage(query, 'resolvedAt', 'desc', { limit, offset });
      const parsed = docs.map((d) => ({ id: d.id, doc: parseDoc(reportDocSchema, d) }));
      const names = await namesOf(
        db,
        parsed.flatMap(({ doc }) => [doc.targetAccountId, doc.reporterAccountId]),
      );
      return {
        reports: parsed.map(({ id, doc }) => toModerationReport(id, doc, names)),
        total,
      };
    },

    async audit(limit, offset) {
      const { docs, total } = await readPage(refs.auditLog, 'at', 'desc', { limit, offset });
      return {
        entries: docs.map((d) => toAuditEntry(d.id, parseDoc(auditDocSchema, d))),
        total,
      };
    },

    async moderatorName(uid) {
      const snap = await refs.profiles.doc(uid).get();
      const name: unknown = snap.get('name');
      return typeof name === 'string' && name !== '' ? name : uid;
    },
  };
}
