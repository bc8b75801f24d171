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

const areaParams = z.object({ id: lookupIdSchema });

/** Public lookup endpoints (anonymous callers allowed). */
export function lookupsRouter(store: LookupsStore): Router {
  const router = Router();

  router.get('/faculties', async (_req, res) => {
    sendLookup<FacultiesResponse>(res, { faculties: sortByOrder(await store.listFaculties()) });
  });

  router.get('/areas', async (_req, res) => {
    sendLookup<AreasResponse>(res, { areas: sortByOrder(await store.listAreas()) });
  });

  router.get('/areas/:id/buildings', validate({ params: areaParams }), async (req, res) => {
    const buildings = await store.listBuildings(req.params.id);
    if (buildings === undefined) throw notFound('Area not found');
    sendLookup<BuildingsResponse>(res, { buildings: sortByOrder(buildings) });
  });

  router.get('/secretariats', async (_req, res) => {
    sendLookup<SecretariatsResponse>(res, {
      secretariats: sortByOrder(await store.listSecretariats()),
    });
  });

  router.get('/categories', async (_req, res) => {
    sendLookup<CategoriesResponse>(res, {
      categories: buildCategoryTree(await store.listCategories()),
    });
  });

  return router;
}
