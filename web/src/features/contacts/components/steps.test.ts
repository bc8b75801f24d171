import { describe, expect, it } from 'vitest';
import type { ChatSide, ContactStatus } from '../api/contact-types';
import { availableSteps, canSendMessages, remainingOf } from './steps';

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
      expect(availableSteps(state(side, 'waitreturn'))).toEqual([]);
    }
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
