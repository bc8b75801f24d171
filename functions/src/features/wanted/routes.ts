import { Router } from 'express';
import { authOf, requireAuth, viewerOf } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { pageQuery } from '../../http/paging';
import type { WritingRouterOptions } from '../../http/router-options';
import {
  wantedAcceptInputSchema,
  wantedInputSchema,
  wantedOfferInputSchema,
} from '../../model/wanted';
import { toContactBody } from '../contacts';
import { exhibitParams } from '../search';
import {
  offerParams,
  type WantedAcceptResponse,
  type WantedListResponse,
  type WantedMatchesResponse,
  type WantedOfferResponse,
  type WantedOffersResponse,
  type WantedResponse,
  wantedListQuery,
  type WantedListQuery,
  wantedParams,
} from './schema';
import { toWantedOffer, toWantedPost, wantedNotFound } from './service';
import type { StoredOffer, StoredWanted, WantedStore } from './store';
import type { WantedUseCases } from './use-cases';

/** Posts as the API answers them to `viewer`, with their posters' names. */
async function wantedBodies(
  store: WantedStore,
  posts: readonly StoredWanted[],
  viewer: string | null,
  at: Date,
) {
  const posters = await store.posters(posts.map((p) => p.doc.accountId));
  return posts.map((p) => toWantedPost(p.id, p.doc, posters.get(p.doc.accountId), viewer, at));
}

/** Whether `viewer` may read `post`: an open post, or a closed one to its poster. */
export const isReadable = (post: StoredWanted, viewer: string | null): boolean =>
  post.doc.status === 'open' || post.doc.accountId === viewer;

/** `GET /wanted`'s answer: the open posts a query finds (the pages function reads it too). */
export async function wantedList(
  store: WantedStore,
  query: WantedListQuery,
  viewer: string | null,
  now: Date,
): Promise<WantedListResponse> {
  const { posts, total } = await store.list(query, now);
  return { wanted: await wantedBodies(store, posts, viewer, now), total };
}

/**
 * `GET /wanted/{id}`'s answer: an open post, or a closed one to its poster (their list links it);
 * 404 for anyone else. The pages function reads it too, as an anonymous reader.
 */
export async function wantedPost(
  store: WantedStore,
  id: string,
  viewer: string | null,
  now: Date,
): Promise<WantedResponse> {
  const post = await store.get(id);
  if (post === undefined || !isReadable(post, viewer)) throw wantedNotFound();
  const [wanted] = await wantedBodies(store, [post], viewer, now);
  return { wanted } as WantedResponse;
}

/**
 * Wanted posts (docs/wanted.md): the public list and page (`GET /wanted`, `/wanted/{id}`), the
 * poster's `/home/wanted/**`, offers of exhibits, and the posts an owner's exhibit matches.
 */
export function wantedRouter(
  { store, useCases }: { store: WantedStore; useCases: WantedUseCases },
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();

  const bodies = (posts: readonly StoredWanted[], viewer: string | null) =>
    wantedBodies(store, posts, viewer, now());

  /** Offers as their poster sees them, with the offerers' current names (null once withdrawn). */
  async function offerBodies(offers: readonly StoredOffer[]) {
    const posters = await store.posters(offers.map((o) => o.doc.accountId));
    const names = new Map([...posters].map(([id, a]) => [id, a.withdrawn ? null : a.name]));
    return offers.map((o) => toWantedOffer(o.doc, o.id, names));
  }
  async function offerBody(offer: StoredOffer) {
    const [body] = await offerBodies([offer]);
    if (body === undefined) throw new Error('One offer in, one out');
    return body;
  }

  router.get('/wanted', validate({ query: wantedListQuery }), async (req, res) => {
    res.json(await wantedList(store, req.query, viewerOf(req), now()));
  });

  router.get('/wanted/:id', validate({ params: wantedParams }), async (req, res) => {
    res.json(await wantedPost(store, req.params.id, viewerOf(req), now()));
  });

  router.use('/home/wanted', requireAuth);

  router.get('/home/wanted', validate({ query: pageQuery }), async (req, res) => {
    const { accountId } = authOf(req);
    const { posts, total } = await store.listOwn(accountId, req.query.limit, req.query.offset);
    res
      .set('Cache-Control', 'no-store')
      .json({ wanted: await bodies(posts, accountId), total } satisfies WantedListResponse);
  });

  router.post(
    '/home/wanted',
    validate({ body: wantedInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const post = await store.create({ uid, accountId }, req.body, now());
      const [wanted] = await bodies([post], accountId);
      res.status(201).json({ wanted } as WantedResponse);
    },
  );

  router.put(
    '/home/wanted/:id',
    validate({ params: wantedParams, body: wantedInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const post = await store.update(req.params.id, { uid, accountId }, req.body, now());
      const [wanted] = await bodies([post], accountId);
      res.json({ wanted } as WantedResponse);
    },
  );

  router.post(
    '/home/wanted/:id/close',
    validate({ params: wantedParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const post = await store.close(req.params.id, { uid, accountId }, now());
      const [wanted] = await bodies([post], accountId);
      res.json({ wanted } as WantedResponse);
    },
  );

  router.get('/home/wanted/:id/offers', validate({ params: wantedParams }), async (req, res) => {
    const offers = await store.offers(req.params.id, authOf(req).accountId);
    res.set('Cache-Control', 'no-store').json({
      offers: await offerBodies(offers),
    } satisfies WantedOffersResponse);
  });

  router.post(
    '/home/wanted/:id/offers',
    validate({ params: wantedParams, body: wantedOfferInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const offer = await useCases.makeOffer(req.params.id, { uid, accountId }, req.body, now());
      res.status(201).json({ offer: await offerBody(offer) } satisfies WantedOfferResponse);
    },
  );

  router.post(
    '/home/wanted/:id/offers/:offerId/accept',
    validate({ params: offerParams, body: wantedAcceptInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const at = now();
      const { offer, contact } = await useCases.acceptOffer(
        req.params.id,
        req.params.offerId,
        { uid, accountId },
        req.body,
        at,
      );
      res.status(201).json({
        offer: await offerBody(offer),
        contact: toContactBody(contact.id, contact.doc, 'customer', at),
      } satisfies WantedAcceptResponse);
    },
  );

  router.post(
    '/home/wanted/:id/offers/:offerId/decline',
    validate({ params: offerParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const offer = await useCases.declineOffer(
        req.params.id,
        req.params.offerId,
        { uid, accountId },
        now(),
      );
      res.json({ offer: await offerBody(offer) } satisfies WantedOfferResponse);
    },
  );

  router.get(
    '/home/exhibits/:id/wanted',
    requireAuth,
    validate({ params: exhibitParams }),
    async (req, res) => {
      const { accountId } = authOf(req);
      const posts = await useCases.matchesFor(req.params.id, accountId, now());
      res
        .set('Cache-Control', 'no-store')
        .json({ wanted: await bodies(posts, accountId) } satisfies WantedMatchesResponse);
    },
  );

  return router;
}
