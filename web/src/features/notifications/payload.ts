import type { CounterRole, RoleCounts } from './counters';

/**
 * The counters as the Realtime Database (`/notifications/{uid}`) or `GET /api/v1/home/notifications`
 * deliver them (docs/trades.md, Counters):
 * `{ owner: { todo, notice, unread: { <contactId>: ms } }, customer: {...}, version? }`.
 * Whatever arrives (a missing node, a partial write, garbage) maps to non-negative whole counts.
 */
export type CounterPayloadCounts = Record<CounterRole, RoleCounts>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The number of contacts in an unread map (null holes of an array-shaped map do not count). */
function unreadCount(value: unknown): number {
  if (Array.isArray(value))
    return value.filter((entry) => entry !== null && entry !== undefined).length;
  if (!isRecord(value)) return 0;
  return Object.values(value).filter((entry) => entry !== null && entry !== undefined).length;
}

function side(value: unknown): RoleCounts {
  if (!isRecord(value)) return { todo: 0, notice: 0, unread: 0 };
  return {
    todo: count(value.todo),
    notice: count(value.notice),
    unread: unreadCount(value.unread),
  };
}

/** The payload -> the counts of both roles (unread = the number of keys of the side's unread map). */
export function countsFromPayload(payload: unknown): CounterPayloadCounts {
  const value = isRecord(payload) ? payload : {};
  return { owner: side(value.owner), customer: side(value.customer) };
}
