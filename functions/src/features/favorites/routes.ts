import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { profileRequired } from '../groups/service';
import { pageQuery } from '../../http/paging';
import { isViewable, toSummary } from '../search/service';
import type { ExhibitsReadStore } from '../search/store';
import {
  type FavoriteExhibitSummary,
  type FavoriteListResponse,
  type FavoriteResponse,
  favoriteParams,
} from './schema';
import type { FavoritesStore } from './store';

export interface FavoritesRouterOptions {
  store: FavoritesStore;
  exhibits: ExhibitsReadStore;
  /** The clock (tests pin it). */
  now?: () => Date;
}

/** The authenticated caller; `requireAuth` runs first on every route here. */
function callerOf(req: { auth?: { uid: string; group: string | null } }) {
  if (req.auth === undefined) throw new Error('requireAuth must run first');
  return { uid: req.auth.uid, identity: req.auth.group ?? req.auth.uid };
}

/** `/home/favorites/**`: the favorites of the current identity. */
export function favoritesRouter({
  store,
  exhibits,
  now = () => new Date(),
}: FavoritesRouterOptions): Router {
  const router = Router();
  router.use('/home/favorites', requireAuth);

  async function requireProfile(uid: string): Promise<void> {
    if (!(await store.hasActiveProfile(uid))) throw profileRequired();
  }

  router.get('/home/favorites', validate({ query: pageQuery }), async (req, res) => {
    const { identity } = callerOf(req);
    const { favorites, total } = await store.listFavorites(
      identity,
      req.query.limit,
      req.query.offset,
    );
    const records = await exhibits.getExhibits(favorites.map((f) => f.exhibitId));
    const owners = await exhibits.getAccounts([...records.values()].map((r) => r.ownerId));
    const at = now();
    // Exhibits are never deleted (they are cancelled); a missing one is left out of the page.
    const list = favorites.flatMap((f): FavoriteExhibitSummary[] => {
      const record = records.get(f.exhibitId);
      if (record === undefined) return [];
      return [
        {
          ...toSummary(record, owners.get(record.ownerId), at),
          viewable: isViewable(record, identity),
          favoritedAt: f.createdAt.toISOString(),
        },
      ];
    });
    res.json({ exhibits: list, total } satisfies FavoriteListResponse);
  });

  router.post(
    '/home/favorites/:exhibitId',
    validate({ params: favoriteParams, body: noBody }),
    async (req, res) => {
      const { uid, identity } = callerOf(req);
      await requireProfile(uid);
      const result = await store.addFavorite(identity, req.params.exhibitId, now());
      res.json(result satisfies FavoriteResponse);
    },
  );

  router.delete(
    '/home/favorites/:exhibitId',
    validate({ params: favoriteParams, body: noBody }),
    async (req, res) => {
      const { uid } = callerOf(req);
      await requireProfile(uid);
      const result = await store.removeFavorite(callerOf(req).identity, req.params.exhibitId);
      res.json(result satisfies FavoriteResponse);
    },
  );

  return router;
}
