import {
  MODERATION_REASON_MAX,
  SUSPENSION_DAYS_MAX,
  type ModerationAction,
  type ModerationActionInput,
} from '@campus/model/moderation-types';
import { textProblem, toLineFeeds } from '@campus/model/text';

/** The action dialog's rules, as the server's `moderationActionInputSchema` has them. */
export { MODERATION_REASON_MAX, SUSPENSION_DAYS_MAX };

/** A suspension's length unless the moderator says otherwise. */
export const DEFAULT_SUSPENSION_DAYS = 7;

export interface ActionValues {
  /** Shown to the owner or author (but for a dismissal) and kept in the audit log. */
  reason: string;
  /** A number input's text; used by `suspend` only. */
  days: string;
}

export const initialActionValues = (): ActionValues => ({
  reason: '',
  days: String(DEFAULT_SUSPENSION_DAYS),
});

export type ActionField = keyof ActionValues;
export type ActionProblem = 'reasonRequired' | 'reasonMax' | 'textInvalid' | 'daysInvalid';

const reasonOf = (values: ActionValues) => toLineFeeds(values.reason).trim();

/** What keeps the values from being sent for `action`, per field (empty when they may be). */
export function actionProblems(
  action: ModerationAction,
  values: ActionValues,
): Partial<Record<ActionField, ActionProblem>> {
  const found: Partial<Record<ActionField, ActionProblem>> = {};
  const reason = reasonOf(values);
  if (textProblem(reason, true) !== null) found.reason = 'textInvalid';
  else if (reason === '') found.reason = 'reasonRequired';
  else if (reason.length > MODERATION_REASON_MAX) found.reason = 'reasonMax';
  if (action === 'suspend') {
    const days = values.days.trim();
    if (!/^\d{1,4}$/.test(days) || Number(days) < 1 || Number(days) > SUSPENSION_DAYS_MAX) {
      found.days = 'daysInvalid';
    }
  }
  return found;
}

/** The request body (days only for a suspension); call it once `actionProblems` found nothing. */
export function toActionInput(
  action: ModerationAction,
  values: ActionValues,
): ModerationActionInput {
  return {
    action,
    reason: reasonOf(values),
    ...(action === 'suspend' && { days: Number(values.days.trim()) }),
  };
}
