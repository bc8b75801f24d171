import { describe, expect, it } from 'vitest';
import { LAPSE_NOTICE_DAYS, mayBook, qualificationState } from './qualification';

const DAY = 24 * 60 * 60_000;
const GRANTED = new Date('2026-01-10T00:00:00Z');
const at = (days: number) => new Date(GRANTED.getTime() + days * DAY);
const record = { grantedAt: GRANTED, lastUsedAt: null, revokedAt: null };

describe('qualificationState', () => {
  it('never lapses on a device without idle days', () => {
    expect(qualificationState(record, null, at(1000))).toEqual({
      status: 'active',
      lapsesAt: null,
      noticeAt: null,
    });
  });

  it('lapses idle days after the grant when never used, told 14 days before', () => {
    expect(qualificationState(record, 90, at(89))).toEqual({
      status: 'active',
      lapsesAt: at(90),
      noticeAt: at(90 - LAPSE_NOTICE_DAYS),
    });
    expect(qualificationState(record, 90, at(90))).toEqual({ status: 'lapsed', lapsesAt: at(90) });
  });

  it('counts the idle days from the last use', () => {
    const used = { ...record, lastUsedAt: at(60) };
    expect(qualificationState(used, 90, at(120))).toMatchObject({
      status: 'active',
      lapsesAt: at(150),
    });
    expect(mayBook(used, 90, at(149))).toBe(true);
    expect(mayBook(used, 90, at(150))).toBe(false);
  });

  it('a short idle period is told at once rather than before the grant', () => {
    expect(qualificationState(record, 7, at(1))).toMatchObject({ noticeAt: GRANTED });
  });

  it('a revocation ends it from its moment; no record books nothing', () => {
    const revoked = { ...record, revokedAt: at(5) };
    expect(qualificationState(revoked, null, at(4)).status).toBe('active');
    expect(qualificationState(revoked, null, at(5))).toEqual({ status: 'revoked' });
    expect(mayBook(null, null, at(0))).toBe(false);
  });
});
