import type { ReservationReportBody, UsageReportBody } from '@campus/model/share-types';
import type { UsageReportSession } from '../api/get-usage-reports';

/** How many fiscal years before this one the page offers. */
export const YEARS_BACK = 4;

/** The fiscal year `?year=` names (four digits), else `thisYear`. */
export function fiscalYearParam(value: string | null, thisYear: number): number {
  return value !== null && /^\d{4}$/.test(value) ? Number(value) : thisYear;
}

/** The fiscal years offered, newest first: this one and `YEARS_BACK` before it, and `chosen`. */
export function fiscalYearChoices(thisYear: number, chosen: number): number[] {
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i);
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
}

/** Overdue (it blocks new bookings) or filed off the record and waiting for the lender. */
export const needsAttention = (report: ReservationReportBody | null): boolean =>
  report !== null && (report.state === 'overdue' || report.awaitingConfirmation);

export interface ReportSummary {
  sessions: number;
  filed: number;
  overdue: number;
  awaitingConfirmation: number;
}

export function reportSummary(sessions: readonly UsageReportSession[]): ReportSummary {
  const count = (test: (report: ReservationReportBody) => boolean) =>
    sessions.filter(({ reservation }) => reservation.report !== null && test(reservation.report))
      .length;
  return {
    sessions: sessions.length,
    filed: count((report) => report.state === 'filed'),
    overdue: count((report) => report.state === 'overdue'),
    awaitingConfirmation: count((report) => report.awaitingConfirmation),
  };
}

/** The hours the report says were used, to two decimals (90 minutes: 1.5). */
export function reportedHours(report: Pick<UsageReportBody, 'start' | 'end'>): number {
  const ms = new Date(report.end).getTime() - new Date(report.start).getTime();
  return Math.round(ms / 36_000) / 100;
}
