import { type AppError, conflict, forbidden, notFound } from '../../http/errors';
import {
  ACTION_NOT_APPLICABLE,
  ALREADY_REPORTED,
  ALREADY_RESOLVED,
  OWN_MODERATION_TARGET,
  OWN_TARGET,
} from '../../model/error-codes';
import {
  ACTIONS_OF_TARGET,
  type ModerationAction,
  type ModerationAuditEntry,
  type ModerationReport,
  type ReportTargetKind,
} from '../../model/moderation-types';
import type { ModerationNoticeKind } from '../../model/notice-types';
import type { NoticeDraft } from '../../shared/notices';
import type { AuditDoc, ReportDoc } from './schema';

/** Rules of reports and moderation (docs/moderation.md); no Firestore in here. */

export const reportNotFound = (): AppError => notFound('Report not found');
export const auditEntryNotFound = (): AppError => notFound('Audit entry not found');
export const targetNotFound = (): AppError => notFound('The reported content does not exist');
export const alreadyReported = (): AppError =>
  conflict(ALREADY_REPORTED, 'You reported this already; the moderators will look at it');
export const ownTarget = (): AppError => conflict(OWN_TARGET, 'This is your own');
/** 403: separation of duties, as for the back office's `own_application` (docs/moderation.md). */
export const ownModerationTarget = (): AppError =>
  forbidden(
    OWN_MODERATION_TARGET,
    'A moderator never acts on a report about themself or a group they belong to',
  );
export const alreadyResolved = (): AppError =>
  conflict(ALREADY_RESOLVED, 'This was dealt with already');
export const actionNotApplicable = (action: ModerationAction, kind: ReportTargetKind): AppError =>
  conflict(ACTION_NOT_APPLICABLE, `The action ${action} does not apply to a ${kind}`);

/** 409 unless `action` fits the target kind (`ACTIONS_OF_TARGET`). */
export function assertActionFits(action: ModerationAction, kind: ReportTargetKind): void {
  if (!ACTIONS_OF_TARGET[kind].includes(action)) throw actionNotApplicable(action, kind);
}

const DAY = 24 * 60 * 60_000;

/** When a suspension of `days` days from `now` ends. */
export const suspensionEnd = (now: Date, days: number): Date =>
  new Date(now.getTime() + days * DAY);

/** The notice kind the target's owner or author gets for an action (none for dismiss). */
const OWNER_NOTICE: Record<ModerationAction, ModerationNoticeKind | null> = {
  hide: 'content_hidden',
  unpublish: 'exhibit_unpublished',
  suspend: 'account_suspended',
  dismiss: null,
};

export interface OutcomeInput {
  /** The report acted on, and the other open reports of its target. */
  reports: readonly ReportDoc[];
  action: ModerationAction;
  reason: string;
  /** The suspended user and until when (suspend only). */
  suspended: { uid: string; until: Date } | null;
  now: Date;
}

/**
 * The notices of an action: every reporter of the target learns the outcome (once per reporting
 * account, without the reason, which is for the owner); the owner or author learns what was done
 * and why (the suspended user, for a suspension). Nobody learns who reported.
 */
export function outcomeNotices(input: OutcomeInput): NoticeDraft[] {
  const { reports, action, reason, suspended, now } = input;
  const first = reports[0];
  if (first === undefined) return [];
  const about = {
    exhibitId: first.exhibitId,
    exhibitTitle: first.targetTitle,
    favorite: null,
    comment: null,
    createdAt: now,
    confirmedAt: null,
  } as const;
  const targetKind = first.target.kind;
  const reporters = [...new Set(reports.map((r) => r.reporterAccountId))];
  const notices: NoticeDraft[] = reporters.map((accountId) => ({
    ...about,
    accountId,
    role: 'customer',
    kind: action === 'dismiss' ? 'report_dismissed' : 'report_actioned',
    moderation: { reason: '', until: null, targetKind },
  }));
  const ownerKind = OWNER_NOTICE[action];
  if (ownerKind !== null) {
    const accountId =
      action === 'suspend' && suspended !== null ? suspended.uid : first.targetAccountId;
    notices.push({
      ...about,
      accountId,
      role: action === 'unpublish' ? 'owner' : 'customer',
      kind: ownerKind,
      moderation: { reason, until: suspended?.until ?? null, targetKind },
    });
  }
  return notices;
}

/** A report as the queue shows it, with the target account's current name. */
export function toModerationReport(
  id: string,
  doc: ReportDoc,
  names: ReadonlyMap<string, string | null>,
): ModerationReport {
  return {
    id,
    target: doc.target,
    targetTitle: doc.targetTitle,
    targetText: doc.targetText,
    targetAccountId: doc.targetAccountId,
    targetAccountName: names.has(doc.targetAccountId)
      ? (names.get(doc.targetAccountId) ?? null)
      : null,
    reason: doc.reason,
    text: doc.text,
    reporterAccountId: doc.reporterAccountId,
    reporterName: names.has(doc.reporterAccountId)
      ? (names.get(doc.reporterAccountId) ?? null)
      : doc.reporterName,
    status: doc.status,
    outcome: doc.outcome,
    createdAt: doc.createdAt.toDate().toISOString(),
    resolvedAt: doc.resolvedAt?.toDate().toISOString() ?? null,
  };
}

export function toAuditEntry(id: string, doc: AuditDoc): ModerationAuditEntry {
  return {
    id,
    action: doc.action,
    target: doc.target,
    targetTitle: doc.targetTitle,
    reason: doc.reason,
    suspendedUid: doc.suspendedUid,
    suspendedUntil: doc.suspendedUntil?.toDate().toISOString() ?? null,
    reportIds: doc.reportIds,
    moderatorUid: doc.moderatorUid,
    moderatorName: doc.moderatorName,
    at: doc.at.toDate().toISOString(),
    revertedAt: doc.revertedAt?.toDate().toISOString() ?? null,
    revertedBy: doc.revertedBy,
  };
}
