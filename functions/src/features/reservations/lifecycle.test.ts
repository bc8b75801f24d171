import { describe, expect, it } from 'vitest';
import {
  RESERVATION_ACTIONS,
  RESERVATION_STATUSES,
  RESERVATION_TRANSITIONS,
  type ReservationActor,
  initialStatus,
  nextReservationStatus,
} from './lifecycle';

const start = new Date('2026-12-01T01:00:00Z');
const end = new Date('2026-12-01T03:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const step = (
  status: (typeof RESERVATION_STATUSES)[number],
  action: (typeof RESERVATION_ACTIONS)[number],
  actor: ReservationActor,
  now: Date,
) => nextReservationStatus({ status, start, end }, action, actor, now);
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('the reservation state machine', () => {
  it('starts requested when the device needs approval, else approved', () => {
    expect(initialStatus(true)).toBe('requested');
    expect(initialStatus(false)).toBe('approved');
  });

  it('walks request -> approve -> check-out -> return', () => {
    expect(step('requested', 'approve', 'lender', at(-600))).toBe('approved');
    expect(step('approved', 'checkout', 'lender', at(-15))).toBe('checked_out');
    expect(step('checked_out', 'return', 'lender', at(130))).toBe('returned');
  });

  it('lets the user cancel before the start, the lender until the end', () => {
    expect(step('approved', 'cancel', 'user', at(-1))).toBe('cancelled');
    expect(codeOf(() => step('approved', 'cancel', 'user', at(0)))).toBe('reservation_timing');
    expect(step('approved', 'cancel', 'lender', at(60))).toBe('cancelled');
    expect(codeOf(() => step('approved', 'cancel', 'lender', at(120)))).toBe('reservation_timing');
  });

  it('marks a no-show only after the grace period; checks out only from 15 minutes before', () => {
    expect(codeOf(() => step('approved', 'no_show', 'lender', at(14)))).toBe('reservation_timing');
    expect(step('approved', 'no_show', 'lender', at(15))).toBe('no_show');
    expect(codeOf(() => step('approved', 'checkout', 'lender', at(-16)))).toBe(
      'reservation_timing',
    );
    expect(codeOf(() => step('approved', 'checkout', 'lender', at(120)))).toBe(
      'reservation_timing',
    );
  });

  it('answers 409 not_your_step for the wrong side and invalid_reservation_transition for the wrong state, over the whole table', () => {
    for (const action of RESERVATION_ACTIONS) {
      const rule = RESERVATION_TRANSITIONS[action];
      for (const status of RESERVATION_STATUSES) {
        for (const actor of ['user', 'lender'] as const) {
          const code = codeOf(() => step(status, action, actor, at(-5)));
          if (!rule.actors.includes(actor))
            expect(code, `${actor} ${action}`).toBe('not_your_step');
          else if (!rule.from.includes(status))
            expect(code, `${action} from ${status}`).toBe('invalid_reservation_transition');
          else expect(['ok', 'reservation_timing']).toContain(code);
        }
      }
    }
  });
});
