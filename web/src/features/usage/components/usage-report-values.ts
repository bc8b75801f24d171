import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { UsageReportInput } from '@campus/model/device';
import { USAGE_REPORT_LIMITS } from '@campus/model/limits';
import type { UsageReportResponse } from '@campus/model/share-types';
import { boundedText, DATE_TIME_YEARS, yearsBounded } from '../../../lib/text-rules';
import { isoToLocalInput, localInputToIso } from '../../../lib/time-input';

/**
 * The values of the usage report form and their yup rules, mirroring the server's
 * `usageReportInputSchema` (`functions/src/model/device.ts`; the parity test runs both): the time
 * actually used as `datetime-local` values read in Asia/Tokyo (sent with `+09:00`), the number of
 * samples as the text typed, what was done, and the results to acknowledge the facility in.
 */

export { USAGE_REPORT_LIMITS };

export interface UsageReportValues {
  start: string;
  end: string;
  samples: string;
  work: string;
  results: string;
}

/** The form's fields as the server names them (`applyServerErrors`). */
export const USAGE_REPORT_FIELD_NAMES = ['start', 'end', 'samples', 'work', 'results'] as const;

/** The form of a report: the one filed (to amend it), else the check-in record or the booking. */
export function usageReportValuesOf({ report, prefill }: UsageReportResponse): UsageReportValues {
  return {
    start: isoToLocalInput(report?.start ?? prefill.start),
    end: isoToLocalInput(report?.end ?? prefill.end),
    samples: report === null ? '' : String(report.samples),
    work: report?.work ?? '',
    results: report?.results ?? '',
  };
}

const WHOLE = /^\d+$/;

/** The request body of valid values: times with Tokyo's offset, trimmed texts. */
export function toUsageReportInput(values: UsageReportValues): UsageReportInput {
  const samples = values.samples.trim();
  return {
    start: localInputToIso(values.start) ?? values.start,
    end: localInputToIso(values.end) ?? values.end,
    samples: WHOLE.test(samples) ? Number(samples) : Number.NaN,
    work: values.work.trim(),
    results: values.results.trim(),
  };
}

/** A Tokyo date and time as a `datetime-local` value, in the server's years. */
function dateTime(t: TFunction) {
  return yearsBounded(
    yup
      .string()
      .default('')
      .required(t('usage.report.errors.required'))
      .test('datetime', t('usage.report.errors.dateTime'), (v) => localInputToIso(v) !== null),
    t,
    DATE_TIME_YEARS,
  );
}

const instantOf = (value: string | undefined) => {
  const iso = localInputToIso(value ?? '');
  return iso === null ? null : Date.parse(iso);
};

export function usageReportSchema(t: TFunction) {
  const max = (count: number) => t('usage.report.errors.max', { count });
  const { samplesMax, workMax, resultsMax } = USAGE_REPORT_LIMITS;
  return yup.object({
    start: dateTime(t),
    end: dateTime(t).test('order', t('usage.report.errors.order'), function order(end) {
      const from = instantOf((this.parent as UsageReportValues).start);
      const until = instantOf(end);
      return from === null || until === null || from < until;
    }),
    samples: yup
      .string()
      .default('')
      .trim()
      .required(t('usage.report.errors.required'))
      .matches(WHOLE, t('usage.report.errors.whole'))
      .test('range', t('usage.report.errors.samplesMax', { max: samplesMax }), (v) => {
        return Number(v) <= samplesMax;
      }),
    work: boundedText(t, workMax, max(workMax), true).required(t('usage.report.errors.required')),
    results: boundedText(t, resultsMax, max(resultsMax), true),
  });
}
