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
  wantedParams,
} from './schema';
import { toWantedOffer, toWantedPost, wantedNotFound } from './service';
import type { StoredOffer, StoredWanted, WantedStore } from './store';
import type { WantedUseCases } from './use-cases';

/**
 * Wanted posts (docs/wanted.md): the public list and page (`GET /wanted`, `/wanted/{id}`), the
 * poster's `/home/wanted/**`, offers of exhibits, and the posts an owner's exhibit matches.
 */
export function wantedRouter(
  { store, useCases }: { store: WantedStore; useCases: WantedUseCases },
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();

  /** Posts as the API answers them, with their posters' names. */
  async function bodies(posts: readonly StoredWanted[], viewer: string | null) {
    const posters = await store.posters(posts.map((p) => p.doc.accountId));
    const at = now();
    return posts.map((p) => toWantedPost(p.id, p.doc, posters.get(p.doc.accountId), viewer, at));
  }

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
    const { posts, total } = await store.list(req.query, now());
    res.json({ wanted: await bodies(posts, viewerOf(req)), total } satisfies WantedListResponse);
  });

  router.get('/wanted/:id', validate({ params: wantedParams }), async (req, res) => {
    const post = await store.get(req.params.id);
    const viewer = viewerOf(req);
    // A closed post stays readable by its poster (their list links it), not by others.
    if (post === undefined || (post.doc.status !== 'open' && post.doc.accountId !== viewer)) {
      throw wantedNotFound();
    }
    const [wanted] = await bodies([post], viewer);
    res.json({ wanted } as WantedResponse);
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
