import { describe, expect, it } from 'vitest';
import { appErrorOf } from '../../../test/app-errors';
import {
  type BookingRules,
  bookingProblems,
  collides,
  feeOf,
  onGrid,
  queryRange,
  tokyoMonthRange,
} from './booking';
import { tokyoMonth, tokyoParts } from '../../model/tokyo-time';

/** Tokyo wall-clock time as an instant ("2026-12-01T09:00" = 00:00 UTC). */
const tokyo = (local: string) => new Date(`${local}:00+09:00`);

const RULES: BookingRules = {
  minMinutes: 30,
  maxMinutes: 240,
  advanceDays: 30,
  bufferMinutes: 15,
  openFrom: 9 * 60,
  openUntil: 18 * 60,
  weekdays: [1, 2, 3, 4, 5],
  closures: [{ from: '2026-12-28', until: '2027-01-04', reason: 'New Year' }],
};
const NOW = tokyo('2026-11-23T12:00'); // a Monday

const problems = (start: string, end: string, rules = RULES) =>
  bookingProblems({ start: tokyo(start), end: tokyo(end) }, rules, NOW);

describe('Tokyo time', () => {
  it('gives the date, ISO weekday and minute of the day in Asia/Tokyo', () => {
    expect(tokyoParts(new Date('2026-11-22T15:30:00Z'))).toEqual({
      ymd: '2026-11-23',
      weekday: 1,
      minuteOfDay: 30,
    });
    expect(tokyoParts(tokyo('2026-11-29T23:45')).weekday).toBe(7);
  });

  it('has months that start at Tokyo midnight', () => {
    expect(tokyoMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
    expect(tokyoMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
    expect(tokyoMonthRange('2026-12')).toEqual({
      start: new Date('2026-11-30T15:00:00Z'),
      end: new Date('2026-12-31T15:00:00Z'),
    });
    expect(tokyoMonthRange('2026-12').end).toEqual(tokyoMonthRange('2027-01').start);
  });

  it('has a 15-minute grid', () => {
    expect(onGrid(tokyo('2026-11-24T10:45'))).toBe(true);
    expect(onGrid(tokyo('2026-11-24T10:50'))).toBe(false);
    expect(onGrid(new Date(tokyo('2026-11-24T10:45').getTime() + 1000))).toBe(false);
  });
});

describe('booking rules', () => {
  it('accept a range inside the hours on a weekday, from the opening to the closing time', () => {
    expect(problems('2026-11-24T10:00', '2026-11-24T11:30')).toEqual([]);
    expect(problems('2026-11-24T09:00', '2026-11-24T13:00')).toEqual([]);
    expect(problems('2026-11-24T14:00', '2026-11-24T18:00')).toEqual([]);
  });

  it.each([
    ['2026-11-24T10:10', '2026-11-24T11:10', 'Start and end must be on a 15-minute boundary'],
    ['2026-11-24T10:00', '2026-11-24T10:00', 'The end must be after the start'],
    ['2026-11-24T10:00', '2026-11-24T10:15', 'A booking lasts at least 30 minutes'],
    ['2026-11-24T09:00', '2026-11-24T13:15', 'A booking lasts at most 240 minutes'],
    ['2026-11-23T09:00', '2026-11-23T10:00', 'The start is in the past'],
    ['2026-12-24T10:00', '2026-12-24T11:00', 'Bookings open 30 days ahead'],
    ['2026-11-28T10:00', '2026-11-28T11:00', 'The device is not bookable on this day'],
    ['2026-11-24T08:45', '2026-11-24T10:00', 'The booking is outside the bookable hours'],
    ['2026-11-24T17:30', '2026-11-24T18:15', 'The booking is outside the bookable hours'],
  ])('refuse %s to %s with its one reason: %s', (start, end, reason) => {
    expect(problems(start, end)).toEqual([reason]);
  });

  it('refuse a day of a closure with its reason', () => {
    const closed = { ...RULES, advanceDays: 60 };
    expect(problems('2026-12-28T10:00', '2026-12-28T11:00', closed)).toEqual([
      'The device is closed on this day (New Year)',
    ]);
  });

  it('keep a booking within one day; an all-day device may book up to midnight', () => {
    const allDay = { ...RULES, openFrom: 0, openUntil: 1440, weekdays: [1, 2, 3, 4, 5, 6, 7] };
    expect(problems('2026-11-24T22:00', '2026-11-25T00:00', allDay)).toEqual([]);
    expect(problems('2026-11-24T23:00', '2026-11-25T01:00', allDay)).toEqual([
      'A booking must start and end on the same day',
    ]);
  });
});

describe('collisions with the buffer', () => {
  const r = (start: string, end: string) => ({ start: tokyo(start), end: tokyo(end) });
  it('overlaps collide; back to back collides only with a buffer', () => {
    const a = r('2026-11-24T10:00', '2026-11-24T11:00');
    expect(collides(a, r('2026-11-24T10:30', '2026-11-24T11:30'), 0)).toBe(true);
    expect(collides(a, r('2026-11-24T11:00', '2026-11-24T12:00'), 0)).toBe(false);
    expect(collides(a, r('2026-11-24T11:00', '2026-11-24T12:00'), 15)).toBe(true);
    expect(collides(a, r('2026-11-24T11:15', '2026-11-24T12:00'), 15)).toBe(false);
    // An earlier booking needs its buffer before the next one starts.
    expect(collides(r('2026-11-24T09:00', '2026-11-24T09:45'), a, 15)).toBe(false);
    expect(collides(r('2026-11-24T09:00', '2026-11-24T09:50'), a, 15)).toBe(true);
  });
});

describe('fees', () => {
  it('are whole yen, the hourly fee times the hours rounded half up; free devices cost 0', () => {
    expect(feeOf(100, 15)).toBe(25);
    expect(feeOf(150, 15)).toBe(38);
    expect(feeOf(1000, 90)).toBe(1500);
    expect(feeOf(0, 240)).toBe(0);
    for (let fee = 0; fee <= 5000; fee += 37)
      for (let minutes = 15; minutes <= 480; minutes += 15) {
        const value = feeOf(fee, minutes);
        expect(Number.isInteger(value)).toBe(true);
        expect(Math.abs(value - (fee * minutes) / 60)).toBeLessThanOrEqual(0.5);
      }
  });
});

describe('queryRange', () => {
  const query = (to: string) => ({ from: '2026-12-01T00:00:00+09:00', to });
  it('answers the range of ?from&to, empty, reversed and too long ones refused at query.to', () => {
    expect(queryRange(query('2027-01-31T00:00:00+09:00'))).toEqual({
      start: new Date('2026-11-30T15:00:00Z'),
      end: new Date('2027-01-30T15:00:00Z'),
    });
    for (const to of [
      '2026-12-01T00:00:00+09:00',
      '2026-11-30T00:00:00+09:00',
      '2027-02-02T00:00:00+09:00',
    ])
      expect(appErrorOf(() => queryRange(query(to)))).toMatchObject({
        code: 'validation_error',
        errors: [{ location: 'query.to', message: 'Ask for 1 to 62 days after from' }],
      });
    expect(
      appErrorOf(() =>
        queryRange(query('2028-01-01T00:00:00+09:00'), 366, 'The range is at most 1 year'),
      )?.errors,
    ).toEqual([{ location: 'query.to', message: 'The range is at most 1 year' }]);
  });
});
