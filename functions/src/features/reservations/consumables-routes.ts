import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth';
import type { WritingRouterOptions } from '../../http/router-options';
import { noBody, validate } from '../../http/validate';
import { consumableInputSchema } from '../../model/fund';
import { idSchema } from '../../model/primitives';
import type { ReservationBody } from '../../model/share-types';
import type { ConsumablesStore } from './consumables';
import { type AccountNames, reservationParams, reservationBodies } from './schema';

const consumableParams = z.object({ id: idSchema, consumableId: idSchema });

export interface ConsumablesRouterOptions extends WritingRouterOptions {
  accountNames: (ids: readonly string[]) => Promise<AccountNames>;
}

/**
 * Consumables of a reservation (issue 19, part 4), the lender's once the device was used:
 * `POST /home/reservations/{id}/consumables` and `DELETE …/consumables/{consumableId}`; both answer
 * the reservation as the lender sees it.
 */
export function consumablesRouter(
  store: ConsumablesStore,
  { requireProfile, accountNames, now = () => new Date() }: ConsumablesRouterOptions,
): Router {
  const router = Router();
  router.use('/home/reservations/:id/consumables', requireAuth);

  const answer = async (found: Awaited<ReturnType<ConsumablesStore['add']>>) => {
    const [reservation] = await reservationBodies(accountNames, [found], 'lender');
    return { reservation: reservation! } satisfies { reservation: ReservationBody };
  };

  router.post(
    '/home/reservations/:id/consumables',
    validate({ params: reservationParams, body: consumableInputSchema }),
    requireProfile,
    async (req, res) => {
      const found = await store.add(req.params.id, actorOf(req), req.body, now());
      res.status(201).json(await answer(found));
    },
  );

  router.delete(
    '/home/reservations/:id/consumables/:consumableId',
    validate({ params: consumableParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const { id, consumableId } = req.params;
      const found = await store.remove(id, consumableId, actorOf(req), now());
      res.json(await answer(found));
    },
  );

  return router;
}
