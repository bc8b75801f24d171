import { outageInputSchema } from '@campus/model/device';
import { describe, expect, it } from 'vitest';
import { NOW } from '../../../lib/share-mode/testing';
import {
  initialOutageValues,
  outageProblems,
  toOutageInput,
  type OutageValues,
} from './outage-values';

// NOW is Wednesday 2030-05-08 10:00 in Tokyo.
const values = (patch: Partial<OutageValues> = {}): OutageValues => ({
  ...initialOutageValues(),
  start: '2030-05-09',
  end: '2030-05-09',
  reason: 'Laser alignment',
  ...patch,
});

describe('the outage form', () => {
  it('accepts a range ahead with a reason, and sends it in Tokyo time', () => {
    const input = values({ end: '2030-05-10', endTime: '765', reason: ' Laser\r\nalignment ' });
    expect(outageProblems(input, NOW)).toEqual({});
    const body = toOutageInput(input);
    expect(body).toEqual({
      start: '2030-05-09T09:00:00+09:00',
      end: '2030-05-10T12:45:00+09:00',
      reason: 'Laser\nalignment',
    });
    expect(outageInputSchema.safeParse(body).success).toBe(true);
  });

  it('accepts one under way (started, not over)', () => {
    expect(outageProblems(values({ start: '2030-05-08', end: '2030-05-08' }), NOW)).toEqual({});
  });

  it('needs real dates', () => {
    expect(outageProblems(values({ start: '', end: '2030-02-30' }), NOW)).toEqual({
      start: 'dateRequired',
      end: 'dateRequired',
    });
    expect(outageProblems(values({ start: '1999-12-31' }), NOW)).toEqual({
      start: 'dateRequired',
    });
  });

  it('refuses an end not after the start, in the past or more than 90 days on', () => {
    expect(outageProblems(values({ endTime: '540' }), NOW)).toEqual({ end: 'order' });
    expect(outageProblems(values({ end: '2030-05-08', endTime: '600' }), NOW)).toEqual({
      end: 'order',
    });
    expect(
      outageProblems(values({ start: '2030-05-07', end: '2030-05-08', endTime: '600' }), NOW),
    ).toEqual({ end: 'past' });
    // 90 days exactly is the longest.
    expect(
      outageProblems(values({ end: '2030-08-07', startTime: '540', endTime: '540' }), NOW),
    ).toEqual({});
    expect(
      outageProblems(values({ end: '2030-08-07', startTime: '540', endTime: '555' }), NOW),
    ).toEqual({ end: 'tooLong' });
  });

  it('needs a reason of at most 500 characters, with no control characters', () => {
    expect(outageProblems(values({ reason: '  ' }), NOW)).toEqual({ reason: 'reasonRequired' });
    expect(outageProblems(values({ reason: 'x'.repeat(500) }), NOW)).toEqual({});
    expect(outageProblems(values({ reason: 'x'.repeat(501) }), NOW)).toEqual({
      reason: 'reasonMax',
    });
    expect(outageProblems(values({ reason: 'a\u0000b' }), NOW)).toEqual({
      reason: 'textInvalid',
    });
  });
});
