import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { counters, EMPTY_COUNTERS, totalOf } from './counters';

const user = (uid: string) => ({
  uid,
  displayName: null,
  email: null,
  photoURL: null,
  emailVerified: true,
  providerData: [],
});

afterEach(() => {
  session.reset();
  counters.reset();
});

describe('counters', () => {
  it('start at zero', () => {
    expect(counters.get()).toEqual(EMPTY_COUNTERS);
  });

  it('set merges per role and ignores what is not a count', () => {
    counters.set({ owner: { todo: 3, notice: 2 } });
    counters.set({ owner: { notice: 5 }, customer: { unread: 1.5, todo: -2, notice: 4 } });

    expect(counters.get()).toEqual({
      owner: { todo: 3, notice: 5, unread: 0 },
      customer: { todo: 0, notice: 4, unread: 0 },
    });
    expect(totalOf(counters.get(), 'notice')).toBe(9);
  });

  it('notify subscribers, and reset on sign-out or when another user signs in', () => {
    session.signedIn(user('u1'), 't', {});
    const listener = vi.fn();
    const unsubscribe = counters.subscribe(listener);

    counters.set({ customer: { unread: 2 } });
    expect(listener).toHaveBeenCalledTimes(1);

    session.signedIn(user('u1'), 't2', {}); // the same user, a new token: counts stay
    expect(counters.get().customer.unread).toBe(2);

    session.signedOut();
    expect(counters.get()).toEqual(EMPTY_COUNTERS);

    session.signedIn(user('u1'), 't', {});
    counters.set({ owner: { todo: 1 } });
    session.signedIn(user('u2'), 't', {});
    expect(counters.get()).toEqual(EMPTY_COUNTERS);
    unsubscribe();
  });
});
