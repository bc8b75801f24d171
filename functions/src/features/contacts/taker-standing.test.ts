import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAKER_LIMITS,
  contactRefusal,
  itemsThisWeek,
  noShowKind,
  pausedUntil,
} from './taker-standing';

const at = (iso: string) => new Date(`${iso}+09:00`);
const DAY = 86_400_000;
const limits = DEFAULT_TAKER_LIMITS;

describe('pausedUntil', () => {
  const mark = (iso: string, cleared = false) => ({ at: at(iso), cleared });

  it('pauses for 14 days from the second no-show within 90 days', () => {
    const records = [mark('2026-09-01T10:00:00'), mark('2026-11-20T10:00:00')];
    expect(pausedUntil(records, limits, at('2026-11-21T00:00:00'))).toEqual(
      new Date(at('2026-11-20T10:00:00').getTime() + 14 * DAY),
    );
    // Over once the 14 days have passed.
    expect(pausedUntil(records, limits, at('2026-12-04T10:00:00'))).toBeNull();
  });

  it('does not pause for two no-shows more than 90 days apart, or a cleared one', () => {
    const apart = [mark('2026-08-01T10:00:00'), mark('2026-11-20T10:00:00')];
    expect(pausedUntil(apart, limits, at('2026-11-21T00:00:00'))).toBeNull();
    const cleared = [mark('2026-11-01T10:00:00', true), mark('2026-11-20T10:00:00')];
    expect(pausedUntil(cleared, limits, at('2026-11-21T00:00:00'))).toBeNull();
    expect(pausedUntil([], limits, at('2026-11-21T00:00:00'))).toBeNull();
  });

  it('follows the campus settings: a third no-show later restarts the pause', () => {
    const records = [
      mark('2026-10-01T10:00:00'),
      mark('2026-10-02T10:00:00'),
      mark('2026-11-20T10:00:00'),
    ];
    expect(pausedUntil(records, limits, at('2026-11-21T00:00:00'))).toEqual(
      new Date(at('2026-11-20T10:00:00').getTime() + 14 * DAY),
    );
    const strict = { ...limits, noShowLimit: 3, noShowPauseDays: 30 };
    expect(pausedUntil(records.slice(0, 2), strict, at('2026-10-03T00:00:00'))).toBeNull();
    expect(pausedUntil(records, strict, at('2026-12-10T00:00:00'))).toEqual(
      new Date(at('2026-11-20T10:00:00').getTime() + 30 * DAY),
    );
  });
});

describe('itemsThisWeek', () => {
  it('counts the items handed over in the last 7 days', () => {
    const now = at('2026-11-29T12:00:00');
    const handovers = [
      { at: at('2026-11-22T12:00:00'), quantity: 4 }, // exactly 7 days ago: out
      { at: at('2026-11-23T09:00:00'), quantity: 2 },
      { at: at('2026-11-29T11:00:00'), quantity: 3 },
    ];
    expect(itemsThisWeek(handovers, now)).toBe(5);
  });
});

describe('contactRefusal', () => {
  const now = at('2026-11-29T12:00:00');
  const free = { openContacts: 0, itemsThisWeek: 0, pausedUntil: null };

  it('refuses a paused customer first, then one contact too many, then too many items', () => {
    const until = at('2026-12-01T00:00:00');
    expect(
      contactRefusal({ ...free, pausedUntil: until, openContacts: 9 }, 1, limits, now),
    ).toEqual({ code: 'contacts_paused', until });
    expect(contactRefusal({ ...free, openContacts: 5 }, 1, limits, now)).toEqual({
      code: 'contact_limit',
      limit: 5,
    });
    expect(contactRefusal({ ...free, openContacts: 4 }, 1, limits, now)).toBeNull();
    expect(contactRefusal({ ...free, itemsThisWeek: 8 }, 3, limits, now)).toEqual({
      code: 'collect_limit',
      limit: 10,
    });
    expect(contactRefusal({ ...free, itemsThisWeek: 8 }, 2, limits, now)).toBeNull();
    // A pause that has run out no longer counts.
    expect(
      contactRefusal({ ...free, pausedUntil: at('2026-11-29T11:00:00') }, 1, limits, now),
    ).toBeNull();
  });
});

describe('noShowKind', () => {
  const pickupAt = at('2026-11-28T15:00:00');
  const now = at('2026-11-29T12:00:00');

  it('is a no-show once the pick-up time has passed with the trade still waiting for it', () => {
    expect(noShowKind({ status: 'waitpickup', pickupAt, withdrawn: null }, now)).toBe('no_show');
    expect(
      noShowKind({ status: 'waitpickup', pickupAt, withdrawn: null }, at('2026-11-28T14:00:00')),
    ).toBeNull();
    expect(noShowKind({ status: 'open', pickupAt: null, withdrawn: null }, now)).toBeNull();
  });

  it('is a late cancellation when the customer withdrew within 24 hours before the pick-up', () => {
    const by = (iso: string, side: 'owner' | 'customer' = 'customer') => ({
      status: 'withdrawn',
      pickupAt,
      withdrawn: { at: at(iso), by: side },
    });
    expect(noShowKind(by('2026-11-28T09:00:00'), now)).toBe('late_cancel');
    expect(noShowKind(by('2026-11-27T15:00:00'), now)).toBe('late_cancel');
    expect(noShowKind(by('2026-11-27T14:59:00'), now)).toBeNull();
    expect(noShowKind(by('2026-11-28T09:00:00', 'owner'), now)).toBeNull();
  });
});
