import { Router } from 'express';
import { authOf, requireAuth, viewerOf } from '../../http/auth';
import { validate } from '../../http/validate';
import { shareExhibitInputSchema } from '../../model/device';
import { type AccountNameRecord, ownerNameOf } from '../search';
import {
  type OwnerShareExhibitBody,
  type PublicShareExhibitBody,
  shareExhibitParams,
  shareExhibitsQuery,
  toOwnerBody,
  toPublicBody,
} from './schema';
import { isViewable } from './service';
import type { ShareExhibitsStore, StoredShareExhibit } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

/** Owners' account names (the search feature's reader). */
export type AccountsReader = (ids: readonly string[]) => Promise<Map<string, AccountNameRecord>>;

export interface ShareExhibitsRouterOptions extends WritingRouterOptions {
  accounts: AccountsReader;
}

/** Listings as everyone sees them: active devices and the owners' cards. */
export async function publicBodies(
  store: ShareExhibitsStore,
  accounts: AccountsReader,
  listings: readonly StoredShareExhibit[],
  viewer: string | null,
): Promise<PublicShareExhibitBody[]> {
  const [devices, owners] = await Promise.all([
    store.devicesOf(listings),
    accounts(listings.map((l) => l.doc.ownerId)),
  ]);
  return listings.map(({ id, doc }) => {
    const owner = owners.get(doc.ownerId);
    const card = { id: doc.ownerId, name: ownerNameOf(owner), kind: owner?.kind ?? 'user' };
    return toPublicBody(id, doc, devices, card, viewer);
  });
}

/**
 * A listing for `GET /exhibits/{id}`: undefined when there is none or the viewer may not see it
 * (unpublished and not the owner), so the caller answers 404 as for a reuse exhibit.
 */
export async function viewableShareExhibit(
  store: ShareExhibitsStore,
  accounts: AccountsReader,
  id: string,
  viewer: string | null,
): Promise<PublicShareExhibitBody | undefined> {
  const listing = await store.find(id);
  if (listing === undefined || !isViewable(listing.doc, viewer)) return undefined;
  const [body] = await publicBodies(store, accounts, [listing], viewer);
  return body;
}

/** `GET /share-exhibits`'s answer: a page of the published listings (the pages function's too). */
export async function publishedListings(
  store: ShareExhibitsStore,
  accounts: AccountsReader,
  limit: number,
  offset: number,
  viewer: string | null,
): Promise<{ exhibits: PublicShareExhibitBody[]; total: number }> {
  const { exhibits, total } = await store.listPublished(limit, offset);
  return { exhibits: await publicBodies(store, accounts, exhibits, viewer), total };
}

/**
 * Share listings (exhibits of type `sharing`, docs/share-mode.md): the acting identity owns them.
 * `POST|GET /home/share-exhibits`, `GET|PUT /home/share-exhibits/{id}` (owner only: 403
 * `not_exhibit_owner`), and the public catalogue `GET /share-exhibits`.
 */
export function shareExhibitsRouter(
  store: ShareExhibitsStore,
  options: ShareExhibitsRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/share-exhibits', requireAuth);

  const ownerBodies = async (listings: StoredShareExhibit[]): Promise<OwnerShareExhibitBody[]> => {
    const devices = await store.devicesOf(listings);
    return listings.map(({ id, doc }) => toOwnerBody(id, doc, devices));
  };

  router.post(
    '/home/share-exhibits',
    validate({ body: shareExhibitInputSchema }),
    options.requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const listing = await store.create({ uid, ownerId: accountId }, req.body, now());
      const [exhibit] = await ownerBodies([listing]);
      res.status(201).json({ exhibit });
    },
  );

  router.get('/home/share-exhibits', validate({ query: shareExhibitsQuery }), async (req, res) => {
    const { exhibits, total } = await store.listOfOwner(
      authOf(req).accountId,
      req.query.limit,
      req.query.offset,
    );
    res.json({ exhibits: await ownerBodies(exhibits), total });
  });

  router.get(
    '/home/share-exhibits/:id',
    validate({ params: shareExhibitParams }),
    async (req, res) => {
      const listing = await store.getForOwner(req.params.id, authOf(req).accountId);
      const [exhibit] = await ownerBodies([listing]);
      res.json({ exhibit });
    },
  );

  router.put(
    '/home/share-exhibits/:id',
    validate({ params: shareExhibitParams, body: shareExhibitInputSchema }),
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const listing = await store.update(
        req.params.id,
        { uid, ownerId: accountId },
        req.body,
        now(),
      );
      const [exhibit] = await ownerBodies([listing]);
      res.json({ exhibit });
    },
  );

  router.get('/share-exhibits', validate({ query: shareExhibitsQuery }), async (req, res) => {
    const { limit, offset } = req.query;
    res.json(await publishedListings(store, options.accounts, limit, offset, viewerOf(req)));
  });

  return router;
}
