import { useSyncExternalStore } from 'react';
import { session } from '../../lib/session';

/**
 * Notification counters (spec section 4, "Session and notifications"): per role, the number of
 * to-dos, unconfirmed notices and unread chats. The header badges read them. The store starts at
 * zero and is reset whenever the session signs out (or another user signs in); the trades issue
 * fills it from the Realtime Database subscription or the polling fallback (DESIGN.md, Notifications)
 * through `counters.set`.
 */

export type CounterKind = 'todo' | 'notice' | 'unread';
export type CounterRole = 'owner' | 'customer';
export const COUNTER_KINDS: readonly CounterKind[] = ['unread', 'notice', 'todo'];
export const COUNTER_ROLES: readonly CounterRole[] = ['owner', 'customer'];

export type RoleCounts = Readonly<Record<CounterKind, number>>;
export type Counters = Readonly<Record<CounterRole, RoleCounts>>;

const ZERO: RoleCounts = { todo: 0, notice: 0, unread: 0 };
export const EMPTY_COUNTERS: Counters = { owner: ZERO, customer: ZERO };

let state: Counters = EMPTY_COUNTERS;
const listeners = new Set<() => void>();

function setState(next: Counters): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A count as the API or the database may deliver it: anything but a non-negative integer is 0. */
function sanitize(value: number): number {
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export const counters = {
  get: (): Counters => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Replaces the counts of one role (or both): what the subscription delivers. */
  set(next: Partial<Record<CounterRole, Partial<RoleCounts>>>): void {
    const merge = (role: CounterRole): RoleCounts => {
      const update = next[role];
      if (!update) return state[role];
      const current = state[role];
      return {
        todo: sanitize(update.todo ?? current.todo),
        notice: sanitize(update.notice ?? current.notice),
        unread: sanitize(update.unread ?? current.unread),
      };
    };
    setState({ owner: merge('owner'), customer: merge('customer') });
  },
  /** Back to zero (sign-out resets all counts). */
  reset(): void {
    setState(EMPTY_COUNTERS);
  },
};

/** The count of one kind over both roles (what the header icon's badge shows). */
export function totalOf(all: Counters, kind: CounterKind): number {
  return all.owner[kind] + all.customer[kind];
}

// Sign-out, or a different user signing in, resets every count.
let counterUid: string | null = session.get().user?.uid ?? null;
session.subscribe(() => {
  const uid = session.get().user?.uid ?? null;
  if (uid !== counterUid) {
    counterUid = uid;
    counters.reset();
  }
});

/** The counters, re-rendering the caller when they change. */
export function useCounters(): Counters {
  return useSyncExternalStore(counters.subscribe, counters.get, counters.get);
}
