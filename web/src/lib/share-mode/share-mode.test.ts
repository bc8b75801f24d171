import { describe, expect, it } from 'vitest';
import { bookingProblems, freeSlots, outageOver, slotLength } from './booking-rules';
import { canCheckIn, canFinish } from './check-in';
import { groupedYen } from './money';
import { device, NOW, reservation } from './testing';
import {
  addDays,
  formatMinutes,
  monthCount,
  mondayOf,
  timeOfDay,
  tokyoInstant,
  tokyoMonth,
  toTokyoIso,
} from './tokyo-grid';

describe('tokyo-grid', () => {
  it('turns Tokyo dates and minutes into instants and back, whatever the browser zone', () => {
    expect(tokyoInstant('2030-05-13', 600).toISOString()).toBe('2030-05-13T01:00:00.000Z');
    expect(toTokyoIso(tokyoInstant('2030-05-13', 1440))).toBe('2030-05-14T00:00:00+09:00');
    expect(timeOfDay('2030-05-13T15:00:00Z', '2030-05-13')).toBe('24:00');
    expect(tokyoMonth(new Date('2030-05-31T15:00:00Z'))).toBe('2030-06');
  });

  it('weeks start on Monday; months are counted inclusively', () => {
    expect(mondayOf('2030-05-12')).toBe('2030-05-06');
    expect(mondayOf('2030-05-06')).toBe('2030-05-06');
    expect(addDays('2030-12-30', 3)).toBe('2031-01-02');
    expect(formatMinutes(545)).toBe('09:05');
    expect(monthCount('2030-01', '2030-12')).toBe(12);
    expect(monthCount('2030-05', '2030-04')).toBe(0);
    expect(monthCount('2030-13', '2030-12')).toBeNull();
  });

  it('groups yen by thousands', () => {
    expect(groupedYen(1234567)).toBe('1,234,567');
  });
});

describe('bookingProblems (mirrors the API)', () => {
  const { rules } = device();

  it('accepts a booking within the rules', () => {
    expect(bookingProblems({ date: '2030-05-13', start: 600, end: 690 }, rules, NOW)).toEqual([]);
  });

  it('an end at the close of the bookable hours is fine; one minute-slot later is not', () => {
    expect(bookingProblems({ date: '2030-05-13', start: 960, end: 1080 }, rules, NOW)).toEqual([]);
    expect(
      bookingProblems({ date: '2030-05-13', start: 1005, end: 1095 }, rules, NOW).map(
        (p) => p.code,
      ),
    ).toEqual(['hours']);
  });

  it('names every broken rule', () => {
    expect(
      bookingProblems({ date: '2030-05-10', start: 480, end: 495 }, rules, NOW).map((p) => p.code),
    ).toEqual(['tooShort', 'hours', 'closed']);
    expect(
      bookingProblems({ date: '2030-05-25', start: 600, end: 660 }, rules, NOW).map((p) => p.code),
    ).toEqual(['tooFar', 'weekday']);
  });
});

describe('freeSlots (the slots offered for tapping)', () => {
  const { rules } = device();
  const starts = (date: string, busy: { start: string; end: string }[] = []) =>
    freeSlots(date, rules, busy, NOW).map((slot) => formatMinutes(slot.start));

  it('are an hour long, within the shortest and longest booking, on the 15-minute grid', () => {
    expect(slotLength(rules)).toBe(60);
    expect(slotLength({ minMinutes: 90, maxMinutes: 120 })).toBe(90);
    expect(slotLength({ minMinutes: 15, maxMinutes: 30 })).toBe(30);
    expect(slotLength({ minMinutes: 15, maxMinutes: 50 })).toBe(45);
  });

  it('run back to back through the bookable hours and end by the closing time', () => {
    expect(freeSlots('2030-05-13', rules, [], NOW)[0]).toEqual({
      date: '2030-05-13',
      start: 540,
      end: 600,
    });
    expect(starts('2030-05-13').join(' ')).toBe(
      '09:00 10:00 11:00 12:00 13:00 14:00 15:00 16:00 17:00',
    );
  });

  it('leave out what is busy, with the buffer on both sides, as the API refuses it', () => {
    // Monday 2030-05-13 10:00–11:00 Tokyo, buffer 15 minutes: 09:00 and 11:00 touch the buffer.
    const busy = [{ start: '2030-05-13T01:00:00.000Z', end: '2030-05-13T02:00:00.000Z' }];
    expect(starts('2030-05-13', busy).join(' ')).toBe('12:00 13:00 14:00 15:00 16:00 17:00');
  });

  it('leave out the past, closed days, days that are not bookable and days too far ahead', () => {
    expect(starts('2030-05-08')[0]).toBe('10:00');
    expect(starts('2030-05-09')).toEqual([]);
    expect(starts('2030-05-11')).toEqual([]);
    expect(starts('2030-05-27')).toEqual([]);
  });
});

describe('outages (maintenance: no bookings, no buffer)', () => {
  const { rules } = device();
  // Monday 2030-05-13 12:00–14:00 Tokyo.
  const outages = [
    { start: '2030-05-13T03:00:00.000Z', end: '2030-05-13T05:00:00.000Z', reason: 'Calibration' },
  ];

  it('a booking overlapping an outage is refused with its reason; touching it is fine', () => {
    expect(
      bookingProblems({ date: '2030-05-13', start: 780, end: 900 }, rules, NOW, outages),
    ).toEqual([{ code: 'outage', reason: 'Calibration' }]);
    expect(
      bookingProblems({ date: '2030-05-13', start: 660, end: 720 }, rules, NOW, outages),
    ).toEqual([]);
    expect(
      bookingProblems({ date: '2030-05-13', start: 840, end: 900 }, rules, NOW, outages),
    ).toEqual([]);
    expect(outageOver({ date: '2030-05-14', start: 780, end: 840 }, outages)).toBeUndefined();
  });

  it('are no free slots, and keep no buffer around them (unlike a booking)', () => {
    expect(
      freeSlots('2030-05-13', rules, [], NOW, outages).map((slot) => formatMinutes(slot.start)),
    ).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
  });
});

describe('check-in and finish (mirror the API lifecycle)', () => {
  // Thursday 2030-05-09 10:00–11:30 Tokyo; check in by 10:15.
  const approved = reservation({ checkInBy: '2030-05-09T01:15:00.000Z' });
  const at = (iso: string) => new Date(iso);

  it('opens 15 minutes before the start and closes at the check-in deadline', () => {
    expect(canCheckIn(approved, at('2030-05-09T00:44:59.000Z'))).toBe(false);
    expect(canCheckIn(approved, at('2030-05-09T00:45:00.000Z'))).toBe(true);
    expect(canCheckIn(approved, at('2030-05-09T01:14:59.000Z'))).toBe(true);
    expect(canCheckIn(approved, at('2030-05-09T01:15:00.000Z'))).toBe(false);
  });

  it('without a deadline, until the end; only an approved reservation', () => {
    const noDeadline = reservation({ checkInBy: null });
    expect(canCheckIn(noDeadline, at('2030-05-09T02:29:00.000Z'))).toBe(true);
    expect(canCheckIn(noDeadline, at('2030-05-09T02:30:00.000Z'))).toBe(false);
    expect(canCheckIn({ ...approved, status: 'requested' }, at('2030-05-09T01:00:00.000Z'))).toBe(
      false,
    );
  });

  it('only a reservation in use is finished', () => {
    expect(canFinish(reservation({ status: 'checked_out' }))).toBe(true);
    expect(canFinish(reservation({ status: 'approved' }))).toBe(false);
    expect(canFinish(reservation({ status: 'returned' }))).toBe(false);
  });
});
