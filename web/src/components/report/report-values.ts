import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportInput,
  type ReportReason,
  type ReportTarget,
} from '@campus/model/moderation-types';
import { textProblem, toLineFeeds } from '@campus/model/text';
import { errorKeys } from '../../lib/error-keys';

/** The report dialog's rules, as the server's `reportInputSchema` has them. */
export { REPORT_REASONS, REPORT_TEXT_MAX };

export interface ReportValues {
  /** '' until a reason is chosen. */
  reason: ReportReason | '';
  text: string;
}

export const INITIAL_REPORT_VALUES: ReportValues = { reason: '', text: '' };

export type ReportField = keyof ReportValues;
export type ReportProblem = 'reasonRequired' | 'textRequired' | 'textMax' | 'textInvalid';

export const isReportReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/** What keeps the values from being sent, per field (empty when they may be). */
export function reportProblems(values: ReportValues): Partial<Record<ReportField, ReportProblem>> {
  const found: Partial<Record<ReportField, ReportProblem>> = {};
  if (!isReportReason(values.reason)) found.reason = 'reasonRequired';
  const text = toLineFeeds(values.text).trim();
  if (textProblem(text, true) !== null) found.text = 'textInvalid';
  else if (text.length > REPORT_TEXT_MAX) found.text = 'textMax';
  else if (values.reason === 'other' && text === '') found.text = 'textRequired';
  return found;
}

/** The request body for `target` (call it once `reportProblems` found nothing). */
export function toReportInput(target: ReportTarget, values: ReportValues): ReportInput {
  return {
    target,
    reason: values.reason === '' ? 'other' : values.reason,
    text: toLineFeeds(values.text).trim(),
  };
}

/** The message of a refused report: the API's codes the dialog explains, else the general one. */
export const reportErrorKey = errorKeys({
  already_reported: 'moderation.report.alreadyReported',
  own_target: 'moderation.report.ownTarget',
});
