import { z } from 'zod';
import { idSchema, multilineText, requiredMultilineText } from './primitives';
import {
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  SUSPENSION_DAYS_MAX,
  type ReportTarget,
} from './moderation-types';

export * from './moderation-types';

/** The request schemas of reports and moderation (docs/moderation.md). */

export const reportTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('exhibit'), exhibitId: idSchema }),
  z.strictObject({ kind: z.literal('share_exhibit'), exhibitId: idSchema }),
  z.strictObject({ kind: z.literal('comment'), exhibitId: idSchema, commentId: idSchema }),
  z.strictObject({ kind: z.literal('message'), contactId: idSchema, messageId: idSchema }),
  z.strictObject({ kind: z.literal('account'), accountId: idSchema }),
]) satisfies z.ZodType<ReportTarget>;

export const reportInputSchema = z
  .strictObject({
    target: reportTargetSchema,
    reason: z.enum(REPORT_REASONS),
    text: multilineText(REPORT_TEXT_MAX).default(''),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && input.text.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Say what is wrong' });
    }
  });

export const moderationActionInputSchema = z
  .strictObject({
    action: z.enum(MODERATION_ACTIONS),
    reason: requiredMultilineText(MODERATION_REASON_MAX),
    days: z.number().int().min(1).max(SUSPENSION_DAYS_MAX).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'suspend' && input.days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Say for how many days' });
    }
    if (input.action !== 'suspend' && input.days !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Only a suspension has days' });
    }
  });

/**
 * The key of a target in document ids: its kind and ids joined by `:` (ids never hold one), so a
 * report's id says who reported what, and the open reports of one target share it.
 */
export function targetKeyOf(target: ReportTarget): string {
  switch (target.kind) {
    case 'exhibit':
    case 'share_exhibit':
      return `${target.kind}:${target.exhibitId}`;
    case 'comment':
      return `comment:${target.exhibitId}:${target.commentId}`;
    case 'message':
      return `message:${target.contactId}:${target.messageId}`;
    case 'account':
      return `account:${target.accountId}`;
  }
}
