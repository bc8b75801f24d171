import { Router } from 'express';
import { z } from 'zod';
import { authOf, requireAuth } from '../../http/auth';
import type { WritingRouterOptions } from '../../http/router-options';
import { queryInt, validate } from '../../http/validate';
import { fundInputSchema, fundPatchSchema } from '../../model/fund';
import type { ChargeableFundsResponse, FundsResponse } from '../../model/fund-types';
import { idSchema } from '../../model/primitives';
import type { FundsActor, FundsStore } from './store';

const groupParams = z.object({ id: idSchema });
const fundParams = z.object({ id: idSchema, fundId: idSchema });
const fundsQuery = z.object({
  fiscalYear: queryInt.pipe(z.number().int().min(2000).max(2100)).optional(),
});

/** External-funds officers see every group's funds (they settle budgets and project codes). */
export const fundsActorOf = (req: Parameters<typeof authOf>[0]): FundsActor => {
  const { uid, roles } = authOf(req);
  return { uid, officer: roles.includes('external_funds') };
};

/**
 * A group's funds (issue 19, part 4; docs/share-mode.md, "Funds"): `GET|POST
 * /home/groups/{id}/funds` (members and officers read; admins register), `PATCH
 * /home/groups/{id}/funds/{fundId}` (admins; the threshold is the holder's), and `GET
 * /home/me/funds`, the funds the caller may charge when booking.
 */
export function fundsRouter(
  store: FundsStore,
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();
  router.use(['/home/groups/:id/funds', '/home/me/funds'], requireAuth);

  router.get(
    '/home/groups/:id/funds',
    validate({ params: groupParams, query: fundsQuery }),
    async (req, res) => {
      const funds = await store.list(req.params.id, fundsActorOf(req), req.query.fiscalYear);
      res.set('Cache-Control', 'no-store').json({ funds } satisfies FundsResponse);
    },
  );

  router.post(
    '/home/groups/:id/funds',
    validate({ params: groupParams, body: fundInputSchema }),
    requireProfile,
    async (req, res) => {
      const fund = await store.create(req.params.id, fundsActorOf(req), req.body, now());
      res.status(201).json({ fund });
    },
  );

  router.patch(
    '/home/groups/:id/funds/:fundId',
    validate({ params: fundParams, body: fundPatchSchema }),
    requireProfile,
    async (req, res) => {
      const { id, fundId } = req.params;
      const fund = await store.update(id, fundId, fundsActorOf(req), req.body, now());
      res.json({ fund });
    },
  );

  router.get('/home/me/funds', async (req, res) => {
    const funds = await store.chargeable(authOf(req).uid, now());
    res.set('Cache-Control', 'no-store').json({ funds } satisfies ChargeableFundsResponse);
  });

  return router;
}
