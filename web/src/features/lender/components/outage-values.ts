import { DATE_TIME_YEARS, inYears } from '@campus/model/dates';
import { textProblem, toLineFeeds } from '@campus/model/text';
import { isYmd, tokyoInstant, toTokyoIso } from '../../../lib/share-mode/tokyo-grid';
import { OUTAGE_DAYS_MAX, OUTAGE_REASON_MAX, type OutageInput } from '../api/schedule-outage';

/**
 * The form that schedules an outage: a Tokyo start and end, each a date and a time of day on the
 * 15-minute grid, and the reason (required). Checked here as the server checks them
 * (`outageInputSchema` and `outageProblems` in functions); the times go out with `+09:00`.
 */

export { OUTAGE_DAYS_MAX, OUTAGE_REASON_MAX };

export interface OutageValues {
  /** `YYYY-MM-DD` (date inputs), '' until chosen. */
  start: string;
  /** Minutes after Tokyo midnight, as the select's value (`'540'`). */
  startTime: string;
  end: string;
  endTime: string;
  reason: string;
}

export type OutageField = keyof OutageValues;
export type OutageProblem =
  'dateRequired' | 'order' | 'past' | 'tooLong' | 'reasonRequired' | 'reasonMax' | 'textInvalid';

export const initialOutageValues = (): OutageValues => ({
  start: '',
  startTime: String(9 * 60),
  end: '',
  endTime: String(18 * 60),
  reason: '',
});

const DAY = 24 * 60 * 60_000;

/** A chosen date and time as an instant, or null while the date is not a real one. */
function instantOf(date: string, time: string): Date | null {
  if (!isYmd(date) || !inYears(date, DATE_TIME_YEARS)) return null;
  const minute = Number(time);
  if (!Number.isInteger(minute) || minute < 0 || minute >= 24 * 60) return null;
  return tokyoInstant(date, minute);
}

/** What keeps the values from being sent at `now`, per field (empty when they may be). */
export function outageProblems(
  values: OutageValues,
  now: Date,
): Partial<Record<OutageField, OutageProblem>> {
  const found: Partial<Record<OutageField, OutageProblem>> = {};
  const start = instantOf(values.start, values.startTime);
  const end = instantOf(values.end, values.endTime);
  if (start === null) found.start = 'dateRequired';
  if (end === null) found.end = 'dateRequired';
  else if (start !== null) {
    const length = end.getTime() - start.getTime();
    if (length <= 0) found.end = 'order';
    else if (end.getTime() <= now.getTime()) found.end = 'past';
    else if (length > OUTAGE_DAYS_MAX * DAY) found.end = 'tooLong';
  }
  const reason = toLineFeeds(values.reason).trim();
  if (textProblem(reason, true) !== null) found.reason = 'textInvalid';
  else if (reason === '') found.reason = 'reasonRequired';
  else if (reason.length > OUTAGE_REASON_MAX) found.reason = 'reasonMax';
  return found;
}

/** The request body (call it once `outageProblems` found nothing). */
export function toOutageInput(values: OutageValues): OutageInput {
  return {
    start: toTokyoIso(tokyoInstant(values.start, Number(values.startTime))),
    end: toTokyoIso(tokyoInstant(values.end, Number(values.endTime))),
    reason: toLineFeeds(values.reason).trim(),
  };
}
