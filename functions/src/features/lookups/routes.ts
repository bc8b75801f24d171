import { Router, type Response } from 'express';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import type {
  AreasResponse,
  BuildingsResponse,
  CategoriesResponse,
  FacultiesResponse,
  SecretariatsResponse,
} from './schema';
import { lookupIdSchema } from './schema';
import { buildCategoryTree, sortByOrder } from './service';
import type { LookupsStore } from './store';

/** Lookups change rarely and are the same for everyone: browsers keep them 5 min, the CDN 10. */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

function sendLookup<T>(res: Response, body: T): void {
  res.set('Cache-Control', LOOKUP_CACHE_CONTROL).json(body);
}

export const areaParams = z.object({ id: lookupIdSchema });

/** `GET /areas`, `/areas/{id}/buildings` and `/categories`: the pages function reads them too. */
export const lookupReads = (store: LookupsStore) => ({
  areas: async (): Promise<AreasResponse> => ({ areas: sortByOrder(await store.listAreas()) }),
  async buildings(areaId: string): Promise<BuildingsResponse> {
    const buildings = await store.listBuildings(areaId);
    if (buildings === undefined) throw notFound('Area not found');
    return { buildings: sortByOrder(buildings) };
  },
  categories: async (): Promise<CategoriesResponse> => ({
    categories: buildCategoryTree(await store.listCategories()),
  }),
});

/** Public lookup endpoints (anonymous callers allowed). */
export function lookupsRouter(store: LookupsStore): Router {
  const router = Router();
  const reads = lookupReads(store);

  router.get('/faculties', async (_req, res) => {
    sendLookup<FacultiesResponse>(res, { faculties: sortByOrder(await store.listFaculties()) });
  });

  router.get('/areas', async (_req, res) => {
    sendLookup(res, await reads.areas());
  });

  router.get('/areas/:id/buildings', validate({ params: areaParams }), async (req, res) => {
    sendLookup(res, await reads.buildings(req.params.id));
  });

  router.get('/secretariats', async (_req, res) => {
    sendLookup<SecretariatsResponse>(res, {
      secretariats: sortByOrder(await store.listSecretariats()),
    });
  });

  router.get('/categories', async (_req, res) => {
    sendLookup(res, await reads.categories());
  });

  return router;
}
