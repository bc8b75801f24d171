import { describe, expect, it } from 'vitest';
import {
  CONTACT_ACTIONS,
  CONTACT_STATUSES,
  type ContactAction,
  type ContactStatus,
} from '../../model/contact-types';
import {
  ACTIVE_STATUSES,
  type Actor,
  type ContactState,
  TRANSITIONS,
  assertPickupInPeriod,
  assertTransition,
  chatViewOf,
  evaluate,
  evaluationVisible,
  messageMovesTrade,
  nextStatus,
  statusAfterMessage,
  stockAfterHandover,
  todosOf,
} from './lifecycle';
import { errorOf } from '../../../test/app-errors';

const state = (status: ContactStatus, over: Partial<ContactState> = {}): ContactState => ({
  status,
  loan: false,
  lastMessageBy: null,
  evaluations: {},
  ...over,
});
const AT = new Date('2026-11-20T10:00:00+09:00');
const good = { score: 'good' as const, comment: 'Thank you', at: AT };

/** The expected table, written out independently of TRANSITIONS. */
const EXPECTED: Record<ContactAction, [Actor | 'either', ContactStatus[]]> = {
  reply: ['owner', ['waiting']],
  confirm_pickup: ['owner', ['waiting', 'open', 'waitpickup']],
  withdraw: ['customer', ['waiting', 'open']],
  decline: ['owner', ['waiting', 'open', 'waitpickup']],
  handover: ['owner', ['waitpickup']],
  change_due: ['owner', ['waitreturn']],
  return_complete: ['owner', ['waitreturn']],
  evaluate: ['either', ['waitcustomerevaluation']],
  close: ['system', ['waiting', 'open', 'waitpickup', 'waitreturn', 'waitcustomerevaluation']],
};

describe('the transition table', () => {
  const actors: Actor[] = ['owner', 'customer', 'system'];
  const cases = CONTACT_ACTIONS.flatMap((action) =>
    CONTACT_STATUSES.flatMap((status) => actors.map((actor) => [action, status, actor] as const)),
  );

  it.each(cases)('%s from %s by %s: allowed exactly as the table says', (action, status, actor) => {
    const [side, from] = EXPECTED[action];
    const sideOk = side === 'either' ? actor !== 'system' : side === actor;
    const error = errorOf(() => assertTransition(state(status), action, actor));
    if (!sideOk) expect(error).toEqual({ status: 409, code: 'not_your_step' });
    else if (!from.includes(status)) {
      expect(error).toEqual({ status: 409, code: 'invalid_contact_transition' });
    } else expect(error).toBeUndefined();
  });

  it('has a rule for every action and only known statuses', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...CONTACT_ACTIONS].sort());
    for (const rule of Object.values(TRANSITIONS)) {
      for (const s of rule.from) expect(CONTACT_STATUSES).toContain(s);
    }
  });

  it('never leaves finished or withdrawn', () => {
    for (const action of CONTACT_ACTIONS) {
      for (const status of ['finished', 'withdrawn'] as const) {
        expect(TRANSITIONS[action].from).not.toContain(status);
      }
    }
  });
});

describe('nextStatus', () => {
  it('walks a give-away: reply, confirm, handover, evaluations, finished', () => {
    let s = state('waiting');
    s = { ...s, status: nextStatus(s, 'reply', 'owner') };
    expect(s.status).toBe('open');
    s = { ...s, status: nextStatus(s, 'confirm_pickup', 'owner') };
    expect(s.status).toBe('waitpickup');
    s = { ...s, status: nextStatus(s, 'confirm_pickup', 'owner') };
    expect(s.status).toBe('waitpickup');
    s = { ...s, status: nextStatus(s, 'handover', 'owner') };
    expect(s.status).toBe('waitcustomerevaluation');
    s = { ...s, ...evaluate(s, 'customer', good) };
    expect(s.status).toBe('waitcustomerevaluation');
    s = { ...s, ...evaluate(s, 'owner', { ...good, score: 'bad' }) };
    expect(s.status).toBe('finished');
    expect(s.evaluations).toEqual({ customer: good, owner: { ...good, score: 'bad' } });
  });

  it('walks a loan through waitreturn, with the due date changeable', () => {
    let s = state('waitpickup', { loan: true });
    s = { ...s, status: nextStatus(s, 'handover', 'owner') };
    expect(s.status).toBe('waitreturn');
    expect(nextStatus(s, 'change_due', 'owner')).toBe('waitreturn');
    expect(nextStatus(s, 'return_complete', 'owner')).toBe('waitcustomerevaluation');
    expect(errorOf(() => nextStatus(s, 'withdraw', 'customer'))?.code).toBe(
      'invalid_contact_transition',
    );
  });

  it('withdraws, declines and closes to withdrawn', () => {
    expect(nextStatus(state('open'), 'withdraw', 'customer')).toBe('withdrawn');
    expect(nextStatus(state('waitpickup'), 'decline', 'owner')).toBe('withdrawn');
    expect(nextStatus(state('waitreturn'), 'close', 'system')).toBe('withdrawn');
    // Confirmed: the customer can no longer withdraw.
    expect(errorOf(() => nextStatus(state('waitpickup'), 'withdraw', 'customer'))?.code).toBe(
      'invalid_contact_transition',
    );
  });

  it('refuses a second evaluation by the same side', () => {
    const s = state('waitcustomerevaluation', { evaluations: { owner: good } });
    expect(errorOf(() => evaluate(s, 'owner', good))).toEqual({
      status: 409,
      code: 'already_evaluated',
    });
  });
});

describe('messages', () => {
  it("the owner's first message answers a waiting contact; other messages change nothing", () => {
    expect(statusAfterMessage(state('waiting'), 'owner')).toBe('open');
    expect(statusAfterMessage(state('waiting'), 'customer')).toBe('waiting');
    expect(statusAfterMessage(state('waitpickup'), 'owner')).toBe('waitpickup');
  });

  it('a side writing again moves nothing; a first answer or a change of writer does', () => {
    expect(messageMovesTrade(state('open', { lastMessageBy: 'customer' }), 'customer')).toBe(false);
    expect(messageMovesTrade(state('waiting', { lastMessageBy: 'customer' }), 'customer')).toBe(
      false,
    );
    expect(messageMovesTrade(state('open', { lastMessageBy: 'customer' }), 'owner')).toBe(true);
    expect(messageMovesTrade(state('waiting', { lastMessageBy: 'owner' }), 'owner')).toBe(true);
    expect(messageMovesTrade(state('waitpickup', { lastMessageBy: null }), 'owner')).toBe(true);
  });

  it('whenever a message moves nothing, its trade keeps its status and its to-dos', () => {
    for (const status of CONTACT_STATUSES) {
      for (const lastMessageBy of ['owner', 'customer', null] as const) {
        for (const side of ['owner', 'customer'] as const) {
          const before = state(status, { lastMessageBy });
          if (messageMovesTrade(before, side)) continue;
          const after = {
            ...before,
            status: statusAfterMessage(before, side),
            lastMessageBy: side,
          };
          expect(after.status).toBe(status);
          expect(todosOf(after)).toEqual(todosOf(before));
        }
      }
    }
  });
});

describe('evaluationVisible', () => {
  const since = new Date('2026-11-01T00:00:00Z');
  it('shows evaluations when both are in, or 7 days after the evaluation phase began', () => {
    expect(evaluationVisible({ evaluations: { owner: good, customer: good } }, since, since)).toBe(
      true,
    );
    expect(
      evaluationVisible({ evaluations: { owner: good } }, since, new Date('2026-11-07T23:59:59Z')),
    ).toBe(false);
    expect(
      evaluationVisible({ evaluations: { owner: good } }, since, new Date('2026-11-08T00:00:00Z')),
    ).toBe(true);
    expect(evaluationVisible({ evaluations: {} }, null, new Date('2027-01-01T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('pick-up and handover checks', () => {
  const period = {
    from: new Date('2026-11-21T09:00:00Z'),
    until: new Date('2026-11-30T09:00:00Z'),
  };

  it('accepts a pick-up time inside the period, bounds included; outside is 400 body.pickupAt', () => {
    expect(() => assertPickupInPeriod(period.from, period)).not.toThrow();
    expect(() => assertPickupInPeriod(period.until, period)).not.toThrow();
    expect(errorOf(() => assertPickupInPeriod(new Date('2026-12-01T00:00:00Z'), period))).toEqual({
      status: 400,
      code: 'validation_error',
    });
  });

  it('hands over 1..requested, never more than the stock', () => {
    expect(stockAfterHandover(3, 5, 2)).toBe(3);
    expect(stockAfterHandover(3, 3, 3)).toBe(0);
    expect(errorOf(() => stockAfterHandover(3, 5, 4))?.code).toBe('validation_error');
    expect(errorOf(() => stockAfterHandover(3, 5, 0))?.code).toBe('validation_error');
    expect(errorOf(() => stockAfterHandover(3, 5, 1.5))?.code).toBe('validation_error');
    expect(errorOf(() => stockAfterHandover(3, 1, 2))).toEqual({
      status: 409,
      code: 'insufficient_stock',
    });
  });
});

describe('todosOf', () => {
  it.each([
    [state('waiting', { lastMessageBy: 'customer' }), ['chat_owner'], []],
    [state('open', { lastMessageBy: 'owner' }), [], ['chat_customer']],
    [state('waitpickup'), ['delivery'], ['receipt']],
    [state('waitreturn', { loan: true }), ['confirm_return'], ['return_exhibit']],
    [state('waitcustomerevaluation'), ['eval_owner'], ['eval_customer']],
    [state('waitcustomerevaluation', { evaluations: { customer: good } }), ['eval_owner'], []],
    [state('finished'), [], []],
    [state('withdrawn', { lastMessageBy: 'customer' }), [], []],
  ])('%o gives the owner %o and the customer %o', (s, owner, customer) => {
    expect(todosOf(s)).toEqual({ owner, customer });
  });
});

describe('views', () => {
  it('maps statuses to the chat list views; active statuses are those before evaluation', () => {
    expect(CONTACT_STATUSES.map(chatViewOf)).toEqual([
      'open',
      'open',
      'pickup',
      'return',
      'evaluation',
      'closed',
      'closed',
    ]);
    expect(ACTIVE_STATUSES).toEqual(['waiting', 'open', 'waitpickup', 'waitreturn']);
  });
});
