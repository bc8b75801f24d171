/**
 * Reports, moderation and blocks on the wire (docs/moderation.md), dates as ISO 8601 strings. Plain
 * constants and types (no zod, no Firebase): the moderation feature and the web app import this
 * module; the zod schemas are in `moderation.ts`.
 */

/** What a signed-in user may report. */
export const REPORT_TARGET_KINDS = [
  'exhibit',
  'share_exhibit',
  'comment',
  'message',
  'account',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The reasons a report picks from (the web words them); `other` wants the free text. */
export const REPORT_REASONS = [
  'spam',
  'prohibited_item',
  'offensive',
  'harassment',
  'fraud',
  'personal_info',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest free text of a report and of a moderator's reason. */
export const REPORT_TEXT_MAX = 1000;
export const MODERATION_REASON_MAX = 500;
/** The longest suspension, in days. */
export const SUSPENSION_DAYS_MAX = 365;
/** The most accounts one account blocks. */
export const BLOCKS_MAX = 200;

/**
 * A reported thing. A comment names its exhibit; a chat message its contact (trade); an exhibit or
 * share listing its id; an account its id (a user's uid or a group's id).
 */
export type ReportTarget =
  | { kind: 'exhibit'; exhibitId: string }
  | { kind: 'share_exhibit'; exhibitId: string }
  | { kind: 'comment'; exhibitId: string; commentId: string }
  | { kind: 'message'; contactId: string; messageId: string }
  | { kind: 'account'; accountId: string };

/** `POST /api/v1/home/reports` (signed in, with a profile, as the current identity). */
export interface ReportInput {
  target: ReportTarget;
  reason: ReportReason;
  /** Free text, 0 to REPORT_TEXT_MAX characters; at least one character when `reason` is other. */
  text: string;
}

/** The answer to a report: 201. A second report of the same target by the same account: 409. */
export interface ReportCreatedResponse {
  report: { id: string; createdAt: string };
}

/**
 * What a moderator does with a report (and every open report of the same target):
 * - `hide`: a comment or chat message; kept, shown as "removed by the moderators";
 * - `unpublish`: an exhibit or share listing; the owner sees the reason and cannot publish it
 *   again until a moderator reverts the action;
 * - `suspend`: the user behind the target (the account, the comment's or message's author, a
 *   personal exhibit's owner) for `days`; no writes until then;
 * - `dismiss`: nothing to do.
 */
export const MODERATION_ACTIONS = ['hide', 'unpublish', 'suspend', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The actions that fit a target kind (`dismiss` fits all). */
export const ACTIONS_OF_TARGET: Record<ReportTargetKind, readonly ModerationAction[]> = {
  exhibit: ['unpublish', 'suspend', 'dismiss'],
  share_exhibit: ['unpublish', 'suspend', 'dismiss'],
  comment: ['hide', 'suspend', 'dismiss'],
  message: ['hide', 'suspend', 'dismiss'],
  account: ['suspend', 'dismiss'],
};

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A report as the moderators' queue shows it. */
export interface ModerationReport {
  id: string;
  target: ReportTarget;
  /** The exhibit's or listing's title, the account's name, or the title the comment or chat is on. */
  targetTitle: string;
  /** The reported text as it was when reported: the comment or message body, the exhibit's description. */
  targetText: string;
  /** The account the target belongs to (owner or author), and its name (null once withdrawn). */
  targetAccountId: string;
  targetAccountName: string | null;
  reason: ReportReason;
  text: string;
  /** The reporting account; only moderators see it, never the target's owner. */
  reporterAccountId: string;
  reporterName: string | null;
  status: ReportStatus;
  /** The action that resolved it (null while open). */
  outcome: ModerationAction | null;
  createdAt: string;
  resolvedAt: string | null;
}

/** `GET /api/v1/home/moderation/reports?status=open|resolved&limit&offset` (role moderator). */
export interface ModerationReportsResponse {
  reports: ModerationReport[];
  total: number;
}

/** `POST /api/v1/home/moderation/reports/{id}/actions` (role moderator). */
export interface ModerationActionInput {
  action: ModerationAction;
  /** Shown to the owner or author (unpublish, hide, suspend) and kept in the audit; 1 to MODERATION_REASON_MAX. */
  reason: string;
  /** Suspend only: 1 to SUSPENSION_DAYS_MAX. */
  days?: number;
}

/** One moderator action (and its revert) in the audit log. */
export interface ModerationAuditEntry {
  id: string;
  action: ModerationAction;
  target: ReportTarget;
  targetTitle: string;
  reason: string;
  /** The suspended user and until when (suspend only). */
  suspendedUid: string | null;
  suspendedUntil: string | null;
  /** The reports the action resolved. */
  reportIds: string[];
  moderatorUid: string;
  moderatorName: string;
  at: string;
  /** When a moderator reverted it (unhide, publishable again, suspension lifted), and who. */
  revertedAt: string | null;
  revertedBy: string | null;
}

/** The answer to an action: the report as resolved and the audit entry. */
export interface ModerationActionResponse {
  report: ModerationReport;
  entry: ModerationAuditEntry;
}

/** `GET /api/v1/home/moderation/audit?limit&offset` (role moderator), newest first. */
export interface ModerationAuditResponse {
  entries: ModerationAuditEntry[];
  total: number;
}

/** `POST /api/v1/home/moderation/audit/{id}/revert` (role moderator): 409 when already reverted. */
export interface ModerationRevertResponse {
  entry: ModerationAuditEntry;
}

/** A suspension as the suspended user sees it (`GET /home/me` `suspension`). */
export interface SuspensionBody {
  until: string;
  reason: string;
}

/** A moderator's unpublish as the owner sees it on the exhibit or listing. */
export interface ModerationHoldBody {
  reason: string;
  at: string;
}

/** One account the current identity blocks. */
export interface BlockRow {
  accountId: string;
  /** Null once the user withdrew. */
  name: string | null;
  kind: 'user' | 'group';
  createdAt: string;
}

/** `GET /api/v1/home/blocks`: every account the current identity blocks, newest first. */
export interface BlocksResponse {
  blocks: BlockRow[];
}

/** `PUT /api/v1/home/blocks/{accountId}` (idempotent); `DELETE` answers 204. */
export interface BlockResponse {
  block: BlockRow;
}
