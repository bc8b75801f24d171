import { Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import type { WritingRouterOptions } from '../../http/router-options';
import { savedSearchInputSchema, savedSearchUpdateSchema } from '../../model/saved-search';
import { type SavedSearchesResponse, type SavedSearchResponse, savedSearchParams } from './schema';
import { toSavedSearch } from './service';
import type { SavedSearchesStore } from './store';

/**
 * `/home/saved-searches` (docs/saved-searches.md): the current identity's saved searches of the
 * home page, at most 20; the daily job notifies them of new exhibits.
 */
export function savedSearchesRouter(
  store: SavedSearchesStore,
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();
  router.use('/home/saved-searches', requireAuth);

  router.get('/home/saved-searches', async (req, res) => {
    const saved = await store.list(authOf(req).accountId);
    res.set('Cache-Control', 'no-store').json({
      savedSearches: saved.map((s) => toSavedSearch(s.id, s.doc)),
    } satisfies SavedSearchesResponse);
  });

  router.post(
    '/home/saved-searches',
    validate({ body: savedSearchInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const saved = await store.create({ uid, accountId }, req.body, now());
      res
        .status(201)
        .json({ savedSearch: toSavedSearch(saved.id, saved.doc) } satisfies SavedSearchResponse);
    },
  );

  router.put(
    '/home/saved-searches/:id',
    validate({ params: savedSearchParams, body: savedSearchUpdateSchema }),
    requireProfile,
    async (req, res) => {
      const saved = await store.update(req.params.id, authOf(req).accountId, req.body);
      res.json({ savedSearch: toSavedSearch(saved.id, saved.doc) } satisfies SavedSearchResponse);
    },
  );

  router.delete(
    '/home/saved-searches/:id',
    validate({ params: savedSearchParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      await store.remove(req.params.id, authOf(req).accountId);
      res.status(204).end();
    },
  );

  return router;
}
