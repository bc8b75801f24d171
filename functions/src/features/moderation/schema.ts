import { z } from 'zod';
import { idSchema } from '../../model/primitives';
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_STATUSES } from '../../model/moderation-types';
import { reportTargetSchema } from '../../model/moderation';
import { pageFields } from '../../http/paging';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

export type {
  ModerationActionResponse,
  ModerationAuditEntry,
  ModerationAuditResponse,
  ModerationReport,
  ModerationReportsResponse,
  ModerationRevertResponse,
  ReportCreatedResponse,
} from '../../model/moderation-types';

/**
 * Reports and the moderators' audit (docs/moderation.md). Only the API reads and writes them.
 *
 * `reports/{targetKey}~{reporterAccountId}`: one per reporter and target (so a second report is a
 * 409), with what the target was when reported. `moderationAudit/{id}`: one per action, with what a
 * revert needs (`undo`).
 */
export const REPORTS = 'reports';
export const MODERATION_AUDIT = 'moderationAudit';

export const reportId = (targetKey: string, reporterAccountId: string): string =>
  `${targetKey}~${reporterAccountId}`;

export const reportDocSchema = z.object({
  target: reportTargetSchema,
  targetKey: z.string(),
  targetTitle: z.string(),
  targetText: z.string(),
  /** The owner or author account, and the user behind the target (null: a group account). */
  targetAccountId: z.string(),
  targetUid: z.string().nullable(),
  /** The exhibit (or listing) the target is, or is on; '' for an account. For notices' links. */
  exhibitId: z.string(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  reporterAccountId: z.string(),
  reporterUid: z.string(),
  reporterName: z.string(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(MODERATION_ACTIONS).nullable(),
  createdAt: timestamp,
  resolvedAt: timestamp.nullable(),
  auditId: z.string().nullable(),
});
export type ReportDoc = z.infer<typeof reportDocSchema>;

/** What reverting an action needs back. */
export const undoSchema = z.object({
  /** A hidden comment's or message's text (and the message's kind). */
  body: z.string().optional(),
  messageKind: z.enum(['text', 'system']).optional(),
  /** Whether an unpublished exhibit or listing was published. */
  wasPublished: z.boolean().optional(),
});
export type Undo = z.infer<typeof undoSchema>;

export const auditDocSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  target: reportTargetSchema,
  targetKey: z.string(),
  targetTitle: z.string(),
  reason: z.string(),
  suspendedUid: z.string().nullable(),
  suspendedUntil: timestamp.nullable(),
  reportIds: z.array(z.string()),
  moderatorUid: z.string(),
  moderatorName: z.string(),
  at: timestamp,
  revertedAt: timestamp.nullable(),
  revertedBy: z.string().nullable(),
  undo: undoSchema,
});
export type AuditDoc = z.infer<typeof auditDocSchema>;

export const reportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  ...pageFields(),
});
/** A report's id: a target key, `~` and an account id (see `reportId`). */
export const reportParams = z.object({
  id: z
    .string()
    .regex(/^[a-z_]+:[A-Za-z0-9_:-]{1,300}~[A-Za-z0-9_-]{1,128}$/, 'Expected a report id'),
});
export const auditParams = z.object({ id: idSchema });
