import type { ReservationReportBody } from '@campus/model/share-types';
import { describe, expect, it } from 'vitest';
import { reservation } from '../../../lib/share-mode/testing';
import {
  fiscalYearChoices,
  fiscalYearParam,
  needsAttention,
  reportedHours,
  reportSummary,
} from './usage-report-values';

const report = (patch: Partial<ReservationReportBody> = {}): ReservationReportBody => ({
  state: 'due',
  dueAt: '2030-05-23T02:30:00.000Z',
  filedAt: null,
  awaitingConfirmation: false,
  ...patch,
});

describe('fiscal years', () => {
  it('reads a four-digit ?year=, else this year', () => {
    expect(fiscalYearParam('2028', 2030)).toBe(2028);
    expect(fiscalYearParam(null, 2030)).toBe(2030);
    expect(fiscalYearParam('20x8', 2030)).toBe(2030);
  });

  it('offers this year and four before it, newest first, and an older one asked for', () => {
    expect(fiscalYearChoices(2030, 2030)).toEqual([2030, 2029, 2028, 2027, 2026]);
    expect(fiscalYearChoices(2030, 2020)).toEqual([2030, 2029, 2028, 2027, 2026, 2020]);
  });
});

describe('reportSummary and needsAttention', () => {
  it('counts the sessions, the filed, the overdue and those awaiting confirmation', () => {
    const sessions = [
      report(),
      report({ state: 'overdue' }),
      report({ state: 'filed', filedAt: '2030-05-10T00:00:00.000Z' }),
      report({ state: 'filed', awaitingConfirmation: true }),
      null,
    ].map((r) => ({ reservation: reservation({ report: r }), report: null }));
    expect(reportSummary(sessions)).toEqual({
      sessions: 5,
      filed: 2,
      overdue: 1,
      awaitingConfirmation: 1,
    });
    expect(sessions.map(({ reservation: r }) => needsAttention(r.report))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('reportedHours', () => {
  it('is the reported time in hours, to two decimals', () => {
    expect(
      reportedHours({ start: '2030-05-09T01:00:00.000Z', end: '2030-05-09T02:30:00.000Z' }),
    ).toBe(1.5);
    expect(
      reportedHours({ start: '2030-05-09T01:00:00.000Z', end: '2030-05-09T01:20:00.000Z' }),
    ).toBe(0.33);
  });
});
