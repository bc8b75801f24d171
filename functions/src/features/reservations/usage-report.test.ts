import { describe, expect, it } from 'vitest';
import {
  billedUse,
  needsConfirmation,
  REPORT_WITHIN_DAYS_DEFAULT,
  reportDueAt,
  reportState,
} from './usage-report';

const at = (iso: string) => new Date(`${iso}+09:00`);
const range = (from: string, to: string) => ({ start: at(from), end: at(to) });

describe('usage reports', () => {
  const end = at('2026-12-01T12:00:00');
  const dueAt = reportDueAt(end, REPORT_WITHIN_DAYS_DEFAULT);
  const session = { status: 'returned' as const, end, report: { dueAt, filedAt: null } };

  it('are due once the session ends, overdue after the period, done once filed', () => {
    expect(dueAt).toEqual(at('2026-12-15T12:00:00'));
    expect(reportState(session, at('2026-12-01T11:00:00'))).toBe('not_yet');
    expect(reportState(session, at('2026-12-01T12:00:00'))).toBe('due');
    expect(reportState(session, at('2026-12-15T11:59:00'))).toBe('due');
    expect(reportState(session, at('2026-12-15T12:00:00'))).toBe('overdue');
    const filed = { ...session, report: { dueAt, filedAt: at('2026-12-20T09:00:00') } };
    expect(reportState(filed, at('2026-12-30T00:00:00'))).toBe('filed');
  });

  it('are asked only of sessions that took place, of devices that ask for them', () => {
    const late = at('2027-01-01T00:00:00');
    expect(reportState({ ...session, report: null }, late)).toBe('none');
    for (const status of ['cancelled', 'rejected', 'requested'] as const)
      expect(reportState({ ...session, status }, late)).toBe('none');
    expect(reportState({ ...session, status: 'approved' }, late)).toBe('overdue');
  });

  it("wait for the lender's confirmation when more than 15 minutes from the check-in record", () => {
    const recorded = range('2026-12-01T10:05:00', '2026-12-01T11:50:00');
    expect(needsConfirmation(recorded, range('2026-12-01T10:00:00', '2026-12-01T12:00:00'))).toBe(
      false,
    );
    expect(needsConfirmation(recorded, range('2026-12-01T10:00:00', '2026-12-01T12:01:00'))).toBe(
      true,
    );
    // A session shifted by 10 minutes at each end moved 20 minutes in all.
    expect(needsConfirmation(recorded, range('2026-12-01T10:15:00', '2026-12-01T12:00:00'))).toBe(
      true,
    );
    expect(needsConfirmation(null, range('2026-12-01T08:00:00', '2026-12-01T18:00:00'))).toBe(
      false,
    );
  });

  it('bill the reported use once it stands, else the check-in record, else the booking', () => {
    const booked = range('2026-12-01T10:00:00', '2026-12-01T12:00:00');
    const recorded = range('2026-12-01T10:05:00', '2026-12-01T11:30:00');
    const reported = range('2026-12-01T10:00:00', '2026-12-01T12:30:00');
    const report = { range: reported, needsConfirmation: true, confirmed: false };
    expect(billedUse(booked, recorded, report)).toBe(recorded);
    expect(billedUse(booked, recorded, { ...report, confirmed: true })).toBe(reported);
    expect(billedUse(booked, null, { ...report, needsConfirmation: false })).toBe(reported);
    expect(billedUse(booked, null, null)).toBe(booked);
  });
});
