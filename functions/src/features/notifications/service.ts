import type { Counters, SideCounters, VersionedCounters } from './schema';

/** Rules of the notification counters and their fan-out; no Firestore in here. */

export const emptySide = (): SideCounters => ({ todo: 0, notice: 0, unread: {} });
export const emptyCounters = (): Counters => ({ owner: emptySide(), customer: emptySide() });

/**
 * The value a versioned write leaves behind: `next` unless what is stored is at least as new
 * (undefined = keep it). Counts are recomputed from Firestore, never incremented, and stamped with
 * the read time they are true at, so whatever order concurrent recounts finish in, the newest read
 * wins and the stored counters equal the true ones once the last trigger has run.
 */
export function newerCounters(
  stored: unknown,
  next: VersionedCounters,
): VersionedCounters | undefined {
  const version =
    typeof stored === 'object' && stored !== null && 'version' in stored
      ? (stored as { version: unknown }).version
      : undefined;
  if (typeof version === 'number' && version > next.version) return undefined;
  return next;
}

/**
 * The counters a sink holds (`CounterSink.read`), as `GET /home/notifications` answers them, or
 * undefined when nothing usable is stored (then the route recounts). The Realtime Database drops
 * empty maps and zeros nothing else, so a missing unread map is an empty one and a missing count 0.
 */
export function storedCounters(stored: unknown): Counters | undefined {
  if (typeof stored !== 'object' || stored === null || !('version' in stored)) return undefined;
  const side = (value: unknown): SideCounters => {
    const { todo, notice, unread } = (typeof value === 'object' && value !== null ? value : {}) as {
      todo?: unknown;
      notice?: unknown;
      unread?: unknown;
    };
    const count = (n: unknown) => (typeof n === 'number' ? n : 0);
    const map = typeof unread === 'object' && unread !== null ? unread : {};
    return {
      todo: count(todo),
      notice: count(notice),
      unread: Object.fromEntries(
        Object.entries(map).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number',
        ),
      ),
    };
  };
  const { owner, customer } = stored as { owner?: unknown; customer?: unknown };
  return { owner: side(owner), customer: side(customer) };
}

/**
 * The account ids a changed document concerns, before and after the change: a to-do's or notice's
 * `accountId`, a contact's owner and customer.
 */
export function accountsOfChange(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): string[] {
  const ids = new Set<string>();
  for (const data of [before, after]) {
    if (data === undefined) continue;
    for (const field of ['accountId', 'ownerId', 'customerId']) {
      const value = data[field];
      if (typeof value === 'string' && value !== '') ids.add(value);
    }
  }
  return [...ids];
}

/** Whether a contact change can move any counter (its read markers or parties changed). */
export function contactChangeMatters(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (before === undefined || after === undefined) return true;
  const key = (d: Record<string, unknown>) =>
    JSON.stringify([d.ownerId, d.customerId, markerKey(d.unread)]);
  return key(before) !== key(after);
}

function markerKey(unread: unknown): unknown {
  if (typeof unread !== 'object' || unread === null) return null;
  const { owner, customer } = unread as { owner?: unknown; customer?: unknown };
  const ms = (t: unknown) =>
    typeof t === 'object' && t !== null && 'toMillis' in t
      ? (t as { toMillis(): number }).toMillis()
      : null;
  return [ms(owner), ms(customer)];
}

/** The badge total of one kind over both sides (the unread count is the number of chats). */
export function totalOf(counters: Counters, kind: 'todo' | 'notice' | 'unread'): number {
  const one = (side: SideCounters) =>
    kind === 'unread' ? Object.keys(side.unread).length : side[kind];
  return one(counters.owner) + one(counters.customer);
}
