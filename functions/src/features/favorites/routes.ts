import { Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { pageQuery } from '../../http/paging';
import { isViewable, toSummary, type ExhibitsReadStore } from '../search';
import {
  type FavoriteExhibitSummary,
  type FavoriteListResponse,
  type FavoriteResponse,
  favoriteParams,
} from './schema';
import type { FavoritesStore } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

export interface FavoritesRouterOptions extends WritingRouterOptions {
  store: FavoritesStore;
  exhibits: ExhibitsReadStore;
}

/** `/home/favorites/**`: the favorites of the current identity. */
export function favoritesRouter({
  store,
  exhibits,
  requireProfile,
  now = () => new Date(),
}: FavoritesRouterOptions): Router {
  const router = Router();
  router.use('/home/favorites', requireAuth);

  router.get('/home/favorites', validate({ query: pageQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { favorites, total } = await store.listFavorites(
      identity,
      req.query.limit,
      req.query.offset,
    );
    const records = await exhibits.getExhibits(favorites.map((f) => f.exhibitId));
    const at = now();
    // Exhibits are never deleted (they are cancelled); a missing one is left out of the page.
    const list = favorites.flatMap((f): FavoriteExhibitSummary[] => {
      const record = records.get(f.exhibitId);
      if (record === undefined) return [];
      return [
        {
          ...toSummary(record, at),
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
    requireProfile,
    async (req, res) => {
      const result = await store.addFavorite(authOf(req).accountId, req.params.exhibitId, now());
      res.json(result satisfies FavoriteResponse);
    },
  );

  router.delete(
    '/home/favorites/:exhibitId',
    validate({ params: favoriteParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const result = await store.removeFavorite(authOf(req).accountId, req.params.exhibitId);
      res.json(result satisfies FavoriteResponse);
    },
  );

  return router;
}
