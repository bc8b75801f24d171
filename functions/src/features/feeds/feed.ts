import { randomBytes } from 'node:crypto';
import type { FeedBody, FeedId } from '../../model/feed-types';
import { isId } from '../../model/ids';

/**
 * The rules of calendar feeds, as plain functions (docs/share-mode.md, Calendar feeds): what an
 * address holds, which feed an id names and what time a feed covers.
 */

/** A feed's token: 32 random bytes, base64url (43 characters), the only secret in its address. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token looks like; anything else is unknown without a read. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Which feed: its id, what it shows and, for `device-{id}`, the device. */
export interface Feed {
  id: FeedId;
  kind: 'user' | 'lender' | 'device';
  deviceId: string | null;
}

/** The feed `id` names (`user`, `lender` or `device-{id}`); undefined for anything else. */
export function parseFeedId(id: string): Feed | undefined {
  if (id === 'user' || id === 'lender') return { id, kind: id, deviceId: null };
  const deviceId = /^device-(.+)$/.exec(id)?.[1];
  return deviceId !== undefined && isId(deviceId)
    ? { id: `device-${deviceId}`, kind: 'device', deviceId }
    : undefined;
}

/** How far back and ahead a feed reaches: calendar applications fetch all of it on every poll. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 180;
const DAY_MS = 86_400_000;

/** The starts a feed covers at `now`: [now - 30 days, now + 180 days). */
export function feedWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
  };
}

/** How often a subscribed calendar is asked to poll (and how long a response may be cached). */
export const FEED_REFRESH_MINUTES = 60;
export const FEED_CACHE_SECONDS = 300;

/** A feed as its owner sees it: the `https://` and `webcal://` addresses under `origin`. */
export function toFeedBody(
  { feed, token, createdAt }: { feed: Feed; token: string; createdAt: Date },
  origin: string,
): FeedBody {
  const url = `${origin}/api/v1/feeds/${token}.ics`;
  return {
    id: feed.id,
    deviceId: feed.deviceId,
    url,
    webcalUrl: url.replace(/^https?:/, 'webcal:'),
    createdAt: createdAt.toISOString(),
  };
}
