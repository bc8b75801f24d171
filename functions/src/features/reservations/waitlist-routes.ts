import { Router } from 'express';
import { z } from 'zod';
import { authOf, requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import type { WritingRouterOptions } from '../../http/router-options';
import { dateTimeSchema, idSchema } from '../../model/primitives';
import type { ReservationBody, WaitlistEntryBody, WaitlistResponse } from '../../model/share-types';
import { deviceParams } from '../devices';
import { type AccountNames, reservationBodies } from './schema';
import type { WaitlistStore } from './waitlist-store';

const joinInputSchema = z.object({ start: dateTimeSchema, end: dateTimeSchema }).strict();
const entryParams = z.object({ entryId: idSchema });

export interface WaitlistRouterOptions extends WritingRouterOptions {
  accountNames: (ids: readonly string[]) => Promise<AccountNames>;
}

/**
 * Waitlists (issue 19, part 3): `POST /home/devices/{id}/waitlist` joins for a taken time (for the
 * acting identity); `GET /home/waitlist` lists the caller's entries; `POST
 * /home/waitlist/{entryId}/accept` books an offered slot; `DELETE /home/waitlist/{entryId}` leaves
 * the line or declines an offer. Entries belong to the person (403 `not_entry_owner`).
 */
export function waitlistRouter(store: WaitlistStore, options: WaitlistRouterOptions): Router {
  const { requireProfile, now = () => new Date() } = options;
  const router = Router();
  router.use(['/home/devices/:id/waitlist', '/home/waitlist'], requireAuth);

  router.post(
    '/home/devices/:id/waitlist',
    validate({ params: deviceParams, body: joinInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const range = { start: new Date(req.body.start), end: new Date(req.body.end) };
      const entry = await store.join({ uid, userId: accountId }, req.params.id, range, now());
      res.status(201).json({ entry } satisfies { entry: WaitlistEntryBody });
    },
  );

  router.get('/home/waitlist', async (req, res) => {
    const entries = await store.mine(authOf(req).uid);
    res.set('Cache-Control', 'no-store').json({ entries } satisfies WaitlistResponse);
  });

  router.post(
    '/home/waitlist/:entryId/accept',
    validate({ params: entryParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const accepted = await store.accept(authOf(req).uid, req.params.entryId, now());
      const [reservation] = await reservationBodies(options.accountNames, [accepted], 'user');
      res
        .status(201)
        .json({ reservation: reservation! } satisfies { reservation: ReservationBody });
    },
  );

  router.delete(
    '/home/waitlist/:entryId',
    validate({ params: entryParams, body: noBody }),
    async (req, res) => {
      await store.withdraw(authOf(req).uid, req.params.entryId, now());
      res.status(204).end();
    },
  );

  return router;
}
