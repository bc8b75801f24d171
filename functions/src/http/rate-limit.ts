import type { Request, RequestHandler } from 'express';
import { INVITATION_MAIL_MAX, invitationMailSchema } from '../features/groups';
import { RAW_BODY_ROUTES } from './body';
import { tooManyRequests } from './errors';
import type { RateLimitStore } from './rate-limit-store';

/**
 * Per-identity quotas on writes (DESIGN.md, Roles and limits), and per address on the calendar
 * feeds (`features/feeds`, which spend through `quotaSpender`). Every authenticated write spends
 * from one bucket of the signed-in user (`req.auth.uid`; a user acting for a group spends their
 * own quota). A bucket has fixed windows (a per-minute burst and a daily total); each is counted in
 * Firestore, so the limit holds across function instances. Reads are not counted (see README, Rate
 * limits and App Check).
 */

/** At most `max` units per fixed window of `seconds`, aligned to the Unix epoch (UTC). */
export interface RateWindow {
  seconds: number;
  max: number;
}

/** The windows of a bucket. Every window's length divides the longest one's (one document). */
export type Quota = readonly RateWindow[];

export const BUCKETS = [
  'default',
  'mail',
  'groupCreation',
  'comments',
  'chat',
  'uploads',
  'contacts',
  'reservations',
  'signUp',
  'feeds',
] as const;
export type Bucket = (typeof BUCKETS)[number];
export type Quotas = Readonly<Record<Bucket, Quota>>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Production quotas; tests pass small ones through `AppDeps.rateLimits`. */
export const QUOTAS: Quotas = {
  // Any other write: far above what a person clicks (favourites, read markers, steps, officer
  // decisions), far below what a script needs to flood Firestore.
  default: [
    { seconds: MINUTE, max: 60 },
    { seconds: DAY, max: 2000 },
  ],
  // Invitation mail, counted per address: one full request (INVITATION_MAIL_MAX) per minute; a lab
  // invites its new members at the start of a term, and invitation codes need no mail at all.
  mail: [
    { seconds: MINUTE, max: INVITATION_MAIL_MAX },
    { seconds: DAY, max: 100 },
  ],
  // A person creates a group or two in their campus life.
  groupCreation: [
    { seconds: MINUTE, max: 2 },
    { seconds: DAY, max: 5 },
  ],
  // Comments (new and edited) are public: a human types a few a minute.
  comments: [
    { seconds: MINUTE, max: 10 },
    { seconds: DAY, max: 200 },
  ],
  // Chat messages reach the other party by mail: a lively chat, not a flood.
  chat: [
    { seconds: MINUTE, max: 20 },
    { seconds: DAY, max: 500 },
  ],
  // Photos are decoded and resized (CPU, 1 GiB): a listing of several items of 5 photos a minute.
  uploads: [
    { seconds: MINUTE, max: 20 },
    { seconds: DAY, max: 200 },
  ],
  // Asking for an exhibit notifies its owner by mail.
  contacts: [
    { seconds: MINUTE, max: 5 },
    { seconds: DAY, max: 30 },
  ],
  // Reservation requests notify lenders by mail.
  reservations: [
    { seconds: MINUTE, max: 10 },
    { seconds: DAY, max: 100 },
  ],
  // Sign-up succeeds once; retries after an error are all that remains.
  signUp: [
    { seconds: MINUTE, max: 3 },
    { seconds: DAY, max: 10 },
  ],
  // Calendar feeds, counted per feed token, not per user (calendar applications sign nobody in):
  // clients poll every 15 minutes to a day, so a leaked address cannot hammer Firestore.
  feeds: [
    { seconds: MINUTE, max: 10 },
    { seconds: HOUR, max: 60 },
  ],
};

/** A route spending from a bucket other than `default`, or (bucket null) from none. */
export interface RateLimitedRoute {
  method: string;
  /** Matched against the whole path (`req.path` of the app), case-insensitively like Express. */
  path: RegExp;
  bucket: Bucket | null;
  /** Units the request spends (1 unless given). */
  cost?: (req: Request) => number;
}

/**
 * Invitation mail costs one unit per distinct address it will send to. A body that validation will
 * refuse (400, nothing sent) costs 1, as an attempt: typos do not eat the quota of a full list.
 */
export function invitationMailCost(req: Pick<Request, 'body'>): number {
  const parsed = invitationMailSchema.safeParse(req.body);
  if (!parsed.success) return 1;
  return new Set(parsed.data.emails.map((email) => email.toLowerCase())).size;
}

export const RATE_LIMITED_ROUTES: readonly RateLimitedRoute[] = [
  {
    method: 'POST',
    path: /^\/api\/v1\/home\/groups\/[^/]+\/invitations\/mail\/?$/i,
    bucket: 'mail',
    cost: invitationMailCost,
  },
  { method: 'POST', path: /^\/api\/v1\/home\/groups\/?$/i, bucket: 'groupCreation' },
  { method: 'POST', path: /^\/api\/v1\/home\/exhibits\/[^/]+\/comments\/?$/i, bucket: 'comments' },
  {
    method: 'PUT',
    path: /^\/api\/v1\/home\/exhibits\/[^/]+\/comments\/[^/]+\/?$/i,
    bucket: 'comments',
  },
  { method: 'POST', path: /^\/api\/v1\/home\/contacts\/[^/]+\/messages\/?$/i, bucket: 'chat' },
  // Every raw-body route is a photo upload.
  ...RAW_BODY_ROUTES.map(({ method, path }) => ({ method, path, bucket: 'uploads' as const })),
  { method: 'POST', path: /^\/api\/v1\/home\/exhibits\/[^/]+\/contacts\/?$/i, bucket: 'contacts' },
  {
    method: 'POST',
    path: /^\/api\/v1\/home\/devices\/[^/]+\/reservations\/?$/i,
    bucket: 'reservations',
  },
  // A weekly series is one request (a cost per week would put 12 weeks over the minute's 10);
  // joining a waitlist and accepting an offer book too.
  {
    method: 'POST',
    path: /^\/api\/v1\/home\/devices\/[^/]+\/reservations\/series\/?$/i,
    bucket: 'reservations',
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/home\/devices\/[^/]+\/waitlist\/?$/i,
    bucket: 'reservations',
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/home\/waitlist\/[^/]+\/accept\/?$/i,
    bucket: 'reservations',
  },
  { method: 'POST', path: /^\/api\/v1\/home\/me\/?$/i, bucket: 'signUp' },
  // A read with a body (the header panels' contacts by id): not a write.
  { method: 'POST', path: /^\/api\/v1\/home\/contacts\/?$/i, bucket: null },
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Express matches routes case-insensitively, so the limiter does too. */
const API_PATH = /^\/api\/v1\//i;

/** What `req` spends: its bucket and cost, or null when it is not limited (reads, other paths). */
export function spendingOf(
  req: Pick<Request, 'method' | 'path' | 'body'>,
): { bucket: Bucket; cost: number } | null {
  if (!WRITE_METHODS.has(req.method) || !API_PATH.test(req.path)) return null;
  const route = RATE_LIMITED_ROUTES.find((r) => r.method === req.method && r.path.test(req.path));
  if (route === undefined) return { bucket: 'default', cost: 1 };
  if (route.bucket === null) return null;
  return { bucket: route.bucket, cost: route.cost?.(req as Request) ?? 1 };
}

/** The window of `window` containing `nowMs`: its counter key and when it ends. */
export function windowAt(window: RateWindow, nowMs: number): { key: string; endsAtMs: number } {
  const lengthMs = window.seconds * 1000;
  const index = Math.floor(nowMs / lengthMs);
  return { key: `${window.seconds}s${index}`, endsAtMs: (index + 1) * lengthMs };
}

/** The longest window of a quota: its document holds the counters of all the quota's windows. */
export function longestWindow(quota: Quota): RateWindow {
  const longest = quota.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  const misfit = quota.find((w) => longest.seconds % w.seconds !== 0);
  if (misfit !== undefined) {
    throw new Error(`A ${misfit.seconds} s window does not divide the ${longest.seconds} s one`);
  }
  return longest;
}

/**
 * The counter document of `uid` in `bucket` for the longest window around `nowMs`. Auth uids may
 * hold any character, so the uid is escaped (no '/', and ':' stays a separator).
 */
export function counterDocId(bucket: Bucket, uid: string, quota: Quota, nowMs: number): string {
  const period = windowAt(longestWindow(quota), nowMs).key;
  return `${bucket}:${encodeURIComponent(uid)}:${period}`;
}

/**
 * Seconds until the next call may pass, or null when `counts` (after this call) fit the quota:
 * the latest end among the windows exceeded.
 */
export function retryAfterSeconds(
  quota: Quota,
  counts: Readonly<Record<string, number>>,
  nowMs: number,
): number | null {
  let endsAtMs: number | null = null;
  for (const window of quota) {
    const { key, endsAtMs: end } = windowAt(window, nowMs);
    if ((counts[key] ?? 0) > window.max) endsAtMs = Math.max(endsAtMs ?? end, end);
  }
  return endsAtMs === null ? null : (endsAtMs - nowMs) / 1000;
}

export interface RateLimitOptions {
  store: RateLimitStore;
  quotas?: Quotas;
  now?: () => Date;
}

/**
 * Spends `cost` units of `key`'s quota in `bucket` (a uid, or what else a bucket counts by), or
 * throws 429 `rate_limited` with `Retry-After` when a window would exceed it. The counters are
 * blind increments read back (no transaction: bursts never wait on locks): a read sees at least its
 * own increment, so across instances no more than the quota passes; under races a borderline call
 * may be refused that a serial order would have let through. A refused call takes its increments
 * back, so retrying during a busy minute does not eat the daily quota.
 */
export type SpendQuota = (bucket: Bucket, key: string, cost?: number) => Promise<void>;

export function quotaSpender({
  store,
  quotas = QUOTAS,
  now = () => new Date(),
}: RateLimitOptions): SpendQuota {
  for (const quota of Object.values(quotas)) longestWindow(quota);
  return async (bucket, key, cost = 1) => {
    const quota = quotas[bucket];
    const nowMs = now().getTime();
    const id = counterDocId(bucket, key, quota, nowMs);
    const increments = Object.fromEntries(
      quota.map((window) => [windowAt(window, nowMs).key, cost]),
    );
    const expiresAt = new Date(windowAt(longestWindow(quota), nowMs).endsAtMs);
    const counts = await store.spend(id, increments, expiresAt);
    const retryAfter = retryAfterSeconds(quota, counts, nowMs);
    if (retryAfter === null) return;
    await store.refund(id, increments);
    throw tooManyRequests(retryAfter);
  };
}

/**
 * For authenticated writes (run after `authenticate`): spends from the bucket of the route
 * (`spendingOf`) of the signed-in user (`quotaSpender`). Anonymous requests pass: every write route
 * needs a token (401) anyway.
 */
export function rateLimit(options: RateLimitOptions) {
  const spend = quotaSpender(options);
  const handler: RequestHandler = async (req, _res, next) => {
    const spending = req.auth === undefined ? null : spendingOf(req);
    if (req.auth !== undefined && spending !== null)
      await spend(spending.bucket, req.auth.uid, spending.cost);
    next();
  };
  return handler;
}
