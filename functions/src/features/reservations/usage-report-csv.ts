import { tokyoText } from '../../model/tokyo-time';
import { toCsv } from '../../shared/csv';
import type { StoredReservation } from './booking-tx';
import { amountOf, type AccountNames } from './schema';
import { billedRangeOf, reportBodyOf, type UsageReportDoc } from './usage-report-docs';

/**
 * The fiscal year's sessions of a lender's devices that ask for usage reports, one row each, in
 * the shape shared-facility programme offices collect (docs/share-mode.md): the user and their
 * affiliation ('' on campus) and rate class, frozen when booked (issue 33, part 4), the
 * fund, the hours used (as billed: the report once it stands, else the check-in record, else the
 * booking), the samples, what it cost in all, the report's state and words, and the device's
 * acknowledgement text.
 */
export const USAGE_REPORT_COLUMNS = [
  'reservation_id',
  'device',
  'user',
  'user_id',
  'affiliation',
  'rate_class',
  'fund',
  'project_code',
  'start',
  'end',
  'hours',
  'samples',
  'fee_yen',
  'report_state',
  'filed_at',
  'work',
  'results',
  'acknowledgement',
] as const;

const HOUR = 60 * 60 * 1000;

export function usageReportsCsv(
  sessions: readonly { reservation: StoredReservation; report: UsageReportDoc | null }[],
  names: AccountNames,
  acknowledgements: ReadonlyMap<string, string>,
  now: Date,
): string {
  return toCsv(
    USAGE_REPORT_COLUMNS,
    sessions.map(({ reservation: { id, doc }, report }) => {
      const used = billedRangeOf(doc, report);
      const hours = Math.round(((used.end.getTime() - used.start.getTime()) / HOUR) * 100) / 100;
      return [
        id,
        doc.deviceName,
        names.get(doc.userId) ?? '',
        doc.userId,
        doc.affiliation,
        doc.rateClass,
        doc.fund?.name ?? '',
        doc.fund?.projectCode ?? '',
        tokyoText(used.start),
        tokyoText(used.end),
        hours,
        report?.samples ?? '',
        amountOf(doc),
        reportBodyOf(doc, now)?.state ?? '',
        report === null ? '' : tokyoText(report.filedAt.toDate()),
        report?.work ?? '',
        report?.results ?? '',
        acknowledgements.get(doc.deviceId) ?? '',
      ];
    }),
  );
}
