import { describe, expect, it } from 'vitest';
import type { ChatSide, ContactStatus } from '../api/contact-types';
import {
  availableSteps,
  canSendMessages,
  isOverdue,
  proposedReturnDue,
  quickReplies,
  remainingOf,
} from './steps';

const state = (
  side: ChatSide,
  status: ContactStatus,
  evaluated = { owner: false, customer: false },
) => ({ side, status, evaluated });

describe('availableSteps', () => {
  it('offers the owner pick-up and decline before pick-up, and the handover once it is set', () => {
    expect(availableSteps(state('owner', 'waiting'))).toEqual(['confirm_pickup', 'decline']);
    expect(availableSteps(state('owner', 'open'))).toEqual(['confirm_pickup', 'decline']);
    expect(availableSteps(state('owner', 'waitpickup'))).toEqual([
      'confirm_pickup',
      'handover',
      'decline',
    ]);
  });

  it('offers the customer only withdrawing while the trade is unconfirmed', () => {
    expect(availableSteps(state('customer', 'waiting'))).toEqual(['withdraw']);
    expect(availableSteps(state('customer', 'open'))).toEqual(['withdraw']);
    expect(availableSteps(state('customer', 'waitpickup'))).toEqual([]);
  });

  it('offers each side one evaluation', () => {
    expect(availableSteps(state('owner', 'waitcustomerevaluation'))).toEqual(['evaluate']);
    expect(availableSteps(state('customer', 'waitcustomerevaluation'))).toEqual(['evaluate']);
    expect(
      availableSteps(state('owner', 'waitcustomerevaluation', { owner: true, customer: false })),
    ).toEqual([]);
    expect(
      availableSteps(state('customer', 'waitcustomerevaluation', { owner: true, customer: false })),
    ).toEqual(['evaluate']);
  });

  it('offers nothing once the trade is over', () => {
    for (const side of ['owner', 'customer'] as const) {
      expect(availableSteps(state(side, 'finished'))).toEqual([]);
      expect(availableSteps(state(side, 'withdrawn'))).toEqual([]);
    }
  });

  it('offers the owner of a loan out the return and a new due date; the customer nothing', () => {
    expect(availableSteps(state('owner', 'waitreturn'))).toEqual(['return_complete', 'change_due']);
    expect(availableSteps(state('customer', 'waitreturn'))).toEqual([]);
  });
});

describe('proposedReturnDue and isOverdue', () => {
  // 2024-04-01 23:30 in Tokyo.
  const now = new Date('2024-04-01T14:30:00Z');

  it('proposes the end of the Japanese day the loan period after today', () => {
    expect(proposedReturnDue(14, now)).toBe('2024-04-15T23:59');
    expect(proposedReturnDue(1, now)).toBe('2024-04-02T23:59');
    // A contact made before loans had periods: the form's default period.
    expect(proposedReturnDue(null, now)).toBe('2024-04-15T23:59');
  });

  it('marks a loan still out after its due date, not one returned or not yet due', () => {
    const out = { status: 'waitreturn' as const, returnDueAt: '2024-04-01T14:00:00Z' };
    expect(isOverdue(out, now)).toBe(true);
    expect(isOverdue({ ...out, returnDueAt: '2024-04-01T15:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ ...out, status: 'waitcustomerevaluation' }, now)).toBe(false);
    expect(isOverdue({ ...out, returnDueAt: null }, now)).toBe(false);
  });
});

describe('canSendMessages and remainingOf', () => {
  it('closes the chat when the trade is finished or withdrawn', () => {
    expect(canSendMessages('open')).toBe(true);
    expect(canSendMessages('waitcustomerevaluation')).toBe(true);
    expect(canSendMessages('finished')).toBe(false);
    expect(canSendMessages('withdrawn')).toBe(false);
  });

  it('counts what is still owed', () => {
    expect(remainingOf({ quantity: 3, handedOver: 1 })).toBe(2);
    expect(remainingOf({ quantity: 1, handedOver: 2 })).toBe(0);
  });
});

describe('quickReplies', () => {
  it('offers the customer its three questions while the pick-up is being arranged', () => {
    for (const status of ['waiting', 'open', 'waitpickup'] as const) {
      expect(quickReplies(state('customer', status))).toEqual([
        'stillAvailable',
        'pickupToday',
        'whereIsIt',
      ]);
    }
  });

  it('offers the owner the pick-up proposal only while the pick-up may be confirmed', () => {
    for (const status of ['waiting', 'open', 'waitpickup'] as const) {
      expect(quickReplies(state('owner', status))).toEqual(['yesAvailable', 'proposePickup']);
    }
  });

  it('offers nothing after the handover, or once the chat cannot take messages', () => {
    for (const side of ['owner', 'customer'] as const) {
      expect(quickReplies(state(side, 'waitreturn'))).toEqual([]);
      expect(quickReplies(state(side, 'waitcustomerevaluation'))).toEqual([]);
      expect(quickReplies(state(side, 'finished'))).toEqual([]);
      expect(quickReplies(state(side, 'withdrawn'))).toEqual([]);
    }
  });
});
