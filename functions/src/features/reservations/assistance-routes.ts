import { Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import type { WritingRouterOptions } from '../../http/router-options';
import { noBody, validate } from '../../http/validate';
import { assistanceDeclineSchema } from '../../model/device';
import type { StaffReservationsResponse } from '../../model/share-types';
import type { AssistanceStore } from './assistance-store';
import { queryRange } from './booking';
import type { StoredReservation } from './booking-tx';
import {
  type AccountNames,
  availabilityQuery,
  reservationBodies,
  reservationParams,
} from './schema';

export interface AssistanceRouterOptions extends WritingRouterOptions {
  accountNames: (ids: readonly string[]) => Promise<AccountNames>;
}

/**
 * Assisted use (docs/share-mode.md, issue 33 part 2), for the device's staff (persons, whatever
 * identity they act as): `GET /home/staff/requests`, `GET /home/staff/sessions?from&to`, and
 * `POST /home/reservations/{id}/assistance/accept|decline` (`{reason}` required to decline).
 */
export function assistanceRouter(store: AssistanceStore, options: AssistanceRouterOptions): Router {
  const { requireProfile, now = () => new Date() } = options;
  const router = Router();
  router.use(['/home/staff', '/home/reservations/:id/assistance'], requireAuth);

  const bodiesOf = (found: readonly StoredReservation[]) =>
    reservationBodies(options.accountNames, found, 'staff');

  router.get('/home/staff/requests', async (req, res) => {
    const found = await store.requests(authOf(req).uid, now());
    res.set('Cache-Control', 'no-store').json({
      reservations: await bodiesOf(found),
    } satisfies StaffReservationsResponse);
  });

  router.get('/home/staff/sessions', validate({ query: availabilityQuery }), async (req, res) => {
    const { start, end } = queryRange(req.query);
    const found = await store.sessions(authOf(req).uid, start, end);
    res.set('Cache-Control', 'no-store').json({
      reservations: await bodiesOf(found),
    } satisfies StaffReservationsResponse);
  });

  router.post(
    '/home/reservations/:id/assistance/accept',
    validate({ params: reservationParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const accepted = await store.accept(req.params.id, authOf(req).uid, now());
      res.json({ reservation: (await bodiesOf([accepted]))[0]! });
    },
  );

  router.post(
    '/home/reservations/:id/assistance/decline',
    validate({ params: reservationParams, body: assistanceDeclineSchema }),
    requireProfile,
    async (req, res) => {
      const declined = await store.decline(req.params.id, authOf(req).uid, req.body.reason, now());
      res.json({ reservation: (await bodiesOf([declined]))[0]! });
    },
  );

  return router;
}
