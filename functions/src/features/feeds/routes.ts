import { createHash } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { authOf, requireAuth } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { requestOrigin } from '../../http/origin';
import type { SpendQuota } from '../../http/rate-limit';
import type { WritingRouterOptions } from '../../http/router-options';
import { noBody, validate } from '../../http/validate';
import type { FeedResponse, FeedsResponse } from '../../model/feed-types';
import { languagesOf } from '../../shared/wording';
import type { DevicesStore } from '../devices';
import type { AssistanceStore, ReservationsStore } from '../reservations';
import { FEED_CACHE_SECONDS, FEED_TOKEN, feedWindow, parseFeedId, toFeedBody } from './feed';
import { feedCalendar } from './feed-calendar';
import type { FeedsStore, StoredFeed } from './store';

export interface FeedsRouterOptions extends WritingRouterOptions {
  /** The current names of accounts (null: withdrawn), for the users in a lender's feed. */
  accountNames: (ids: readonly string[]) => Promise<ReadonlyMap<string, string | null>>;
  /** The limiter of the `feeds` bucket (`http/rate-limit.ts`); none when limits are off. */
  spendQuota?: SpendQuota;
}

const feedParams = z.object({
  id: z
    .string()
    .transform(
      (id, ctx) =>
        parseFeedId(id) ?? (ctx.addIssue('Expected user, lender or device-{id}'), z.NEVER),
    ),
});
const tokenParams = z.object({ token: z.string() });

/** The most reservations a feed holds (a device booked hourly for seven months is about 1,000). */
const FEED_MAX_RESERVATIONS = 1000;

/**
 * Calendar feeds (docs/share-mode.md, Calendar feeds). Signed in, for the acting identity:
 * `GET /home/feeds` (its addresses), `POST /home/feeds/{id}` (a new address; the old one answers
 * 404 from then on) and `DELETE /home/feeds/{id}`, where `id` is `user`, `lender` or
 * `device-{deviceId}` (a device of the identity). For calendar applications, signed in by the
 * address alone: `GET /feeds/{token}.ics`, cacheable for five minutes, rate-limited per token.
 */
export function feedsRouter(
  store: FeedsStore,
  {
    reservations,
    assistance,
    devices,
  }: { reservations: ReservationsStore; assistance: AssistanceStore; devices: DevicesStore },
  options: FeedsRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/feeds', requireAuth);

  router.get('/home/feeds', async (req, res) => {
    const feeds = await store.list(authOf(req).accountId);
    const origin = requestOrigin(req);
    res.set('Cache-Control', 'no-store').json({
      feeds: feeds.map((feed) => toFeedBody(feed, origin)),
    } satisfies FeedsResponse);
  });

  router.post(
    '/home/feeds/:id',
    validate({ params: feedParams, body: noBody }),
    options.requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const feed = req.params.id;
      // A device's feed only for its lender (404 unknown, 403 another's).
      if (feed.deviceId !== null) await devices.getForLender(feed.deviceId, accountId);
      const issued = await store.issue(accountId, feed, uid, now());
      res.status(201).json({ feed: toFeedBody(issued, requestOrigin(req)) } satisfies FeedResponse);
    },
  );

  router.delete(
    '/home/feeds/:id',
    validate({ params: feedParams, body: noBody }),
    options.requireProfile,
    async (req, res) => {
      const revoked = await store.revoke(authOf(req).accountId, req.params.id.id);
      if (!revoked) throw notFound('This feed has no address');
      res.status(204).end();
    },
  );

  router.get('/feeds/:token.ics', validate({ params: tokenParams }), async (req, res) => {
    const { token } = req.params;
    const stored = FEED_TOKEN.test(token) ? await store.find(token) : undefined;
    if (stored === undefined) throw feedNotFound();
    // Counted by the token's digest: the limiter's documents hold no working address.
    await options.spendQuota?.('feeds', createHash('sha256').update(token).digest('hex'));
    const valid = await stillValid(stored);
    if (valid === undefined) throw feedNotFound();
    const { feed, identityId } = stored;
    const at = now();
    const { from, to } = feedWindow(at);
    const side = feed.kind === 'user' ? 'user' : 'lender';
    // A person's own feed also holds the sessions they assist as a device's staff.
    const personal = feed.kind === 'user' && identityId === stored.createdBy;
    const [{ reservations: found }, pickups, assisted] = await Promise.all([
      reservations.list(
        identityId,
        side,
        { from, to, ...(feed.deviceId === null ? {} : { deviceId: feed.deviceId }) },
        FEED_MAX_RESERVATIONS,
        0,
      ),
      feed.kind === 'user' ? store.pickups(identityId, from, to) : Promise.resolve([]),
      personal ? assistance.sessions(identityId, from, to) : Promise.resolve([]),
    ]);
    const shown = [...found, ...assisted];
    const placeLanguage = valid.language ?? 'ja';
    const [devicePlaces, exhibitPlaces, userNames] = await Promise.all([
      store.devicePlaces(
        shown.map((r) => r.doc.deviceId),
        placeLanguage,
      ),
      store.exhibitPlaces(
        pickups.map((p) => p.doc.exhibitId),
        placeLanguage,
      ),
      options.accountNames(
        shown.flatMap(({ doc }) => [doc.userId, doc.assistance?.staffId ?? doc.userId]),
      ),
    ]);
    res
      .type('text/calendar; charset=utf-8')
      .set('Cache-Control', `private, max-age=${FEED_CACHE_SECONDS}`)
      .set('Content-Disposition', `inline; filename="${feed.kind}.ics"`)
      .send(
        feedCalendar(
          {
            kind: feed.kind,
            reservations: found,
            assisted,
            pickups,
            devicePlaces,
            exhibitPlaces,
            userNames,
            origin: requestOrigin(req),
            languages: languagesOf(valid.language),
            ...(valid.deviceName === undefined ? {} : { deviceName: valid.deviceName }),
          },
          at,
        ),
      );
  });

  /**
   * What a feed's address may still show, or undefined when it shows nothing any more: its maker
   * withdrew or left the group it belongs to, or the identity no longer lends the device. With the
   * maker's language (null: both) and the device's name.
   */
  async function stillValid({ feed, identityId, createdBy }: StoredFeed) {
    const [language, member, device] = await Promise.all([
      store.languageOf(createdBy),
      store.mayStillSee(createdBy, identityId),
      feed.deviceId === null
        ? Promise.resolve(undefined)
        : devices.getForLender(feed.deviceId, identityId).catch((err: unknown) => {
            if (err instanceof AppError) return null;
            throw err;
          }),
    ]);
    if (language === undefined || !member || device === null) return undefined;
    return { language, deviceName: device?.doc.name };
  }

  return router;
}

/** 404 for every address that shows nothing: unknown, reset, revoked or no longer valid. */
const feedNotFound = () => notFound('No calendar at this address');
