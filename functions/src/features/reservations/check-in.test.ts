import { describe, expect, it } from 'vitest';
import { checkInDeadline, feeAfterUse, releaseDue, usedMinutes } from './check-in';

const START = new Date('2026-12-01T01:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

describe('checkInDeadline and releaseDue', () => {
  it('is the start plus the grace minutes, or none when the device needs no check-in', () => {
    expect(checkInDeadline(START, { required: true, graceMinutes: 15 })).toEqual(at(15));
    expect(checkInDeadline(START, { required: true, graceMinutes: 0 })).toEqual(START);
    expect(checkInDeadline(START, { required: false, graceMinutes: 15 })).toBeNull();
  });

  it('releases from the deadline on, never without one', () => {
    expect(releaseDue(at(15), at(14))).toBe(false);
    expect(releaseDue(at(15), at(15))).toBe(true);
    expect(releaseDue(null, at(1000))).toBe(false);
  });
});

describe('usedMinutes and feeAfterUse', () => {
  it('rounds the use up to whole 15-minute slots, at least one', () => {
    expect(usedMinutes({ start: START, end: at(46) })).toBe(60);
    expect(usedMinutes({ start: START, end: at(45) })).toBe(45);
    expect(usedMinutes({ start: START, end: START })).toBe(15);
    expect(usedMinutes({ start: at(10), end: START })).toBe(15);
  });

  it('keeps the booked fee, or charges the used slots at the frozen rate', () => {
    const booked = { fee: 1200, feePerHour: 600, chargeBy: 'booking' as const };
    expect(feeAfterUse(booked, { start: START, end: at(20) })).toBe(1200);
    const byUse = { ...booked, chargeBy: 'use' as const };
    expect(feeAfterUse(byUse, { start: START, end: at(20) })).toBe(300);
    expect(feeAfterUse(byUse, { start: START, end: at(150) })).toBe(1500);
  });
});
