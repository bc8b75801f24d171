import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import type { WritingRouterOptions } from '../../http/router-options';
import { outageInputSchema, problemInputSchema, problemResolutionSchema } from '../../model/device';
import { idSchema } from '../../model/primitives';
import type {
  OutageBody,
  OutagesResponse,
  ProblemBody,
  ProblemsResponse,
} from '../../model/share-types';
import { deviceParams } from '../devices';
import type { OutagesStore } from './outages';
import type { ProblemsStore } from './problems';

export interface FacilityRouterOptions extends WritingRouterOptions {
  /** Offers a device's freed time to its waitlist (a lifted outage, a device back in service). */
  offerFreed: (deviceId: string, now: Date) => Promise<unknown>;
}

const outageParams = z.object({ id: idSchema, outageId: idSchema });
const problemParams = z.object({ id: idSchema, problemId: idSchema });

/**
 * A device as a facility (issue 19, part 2). The lender (the device's lender identity) schedules
 * outages (`GET|POST /home/devices/{id}/outages`, `DELETE …/outages/{outageId}` lifts one), lists
 * problems (`GET /home/devices/{id}/problems`), shuts the device down over one
 * (`POST …/problems/{problemId}/shutdown`) and resolves it (`POST …/resolve`); whoever has booked
 * the device reports one (`POST /home/devices/{id}/problems`).
 */
export function facilityRouter(
  outages: OutagesStore,
  problems: ProblemsStore,
  { requireProfile, now = () => new Date(), offerFreed }: FacilityRouterOptions,
): Router {
  const router = Router();
  router.use(['/home/devices/:id/outages', '/home/devices/:id/problems'], requireAuth);

  router.get('/home/devices/:id/outages', validate({ params: deviceParams }), async (req, res) => {
    const list = await outages.list(req.params.id, actorOf(req), now());
    res.set('Cache-Control', 'no-store').json({ outages: list } satisfies OutagesResponse);
  });

  router.post(
    '/home/devices/:id/outages',
    validate({ params: deviceParams, body: outageInputSchema }),
    requireProfile,
    async (req, res) => {
      const outage = await outages.schedule(req.params.id, actorOf(req), req.body, now());
      res.status(201).json({ outage } satisfies { outage: OutageBody });
    },
  );

  router.delete(
    '/home/devices/:id/outages/:outageId',
    validate({ params: outageParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      await outages.lift(req.params.id, actorOf(req), req.params.outageId, now());
      await offerFreed(req.params.id, now());
      res.status(204).end();
    },
  );

  router.get('/home/devices/:id/problems', validate({ params: deviceParams }), async (req, res) => {
    const list = await problems.list(req.params.id, actorOf(req));
    res.set('Cache-Control', 'no-store').json({ problems: list } satisfies ProblemsResponse);
  });

  router.post(
    '/home/devices/:id/problems',
    validate({ params: deviceParams, body: problemInputSchema }),
    requireProfile,
    async (req, res) => {
      const problem = await problems.report(
        req.params.id,
        actorOf(req),
        req.body.description,
        now(),
      );
      res.status(201).json({ problem } satisfies { problem: ProblemBody });
    },
  );

  router.post(
    '/home/devices/:id/problems/:problemId/shutdown',
    validate({ params: problemParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const { id, problemId } = req.params;
      const problem = await problems.shutDown(id, actorOf(req), problemId, now());
      res.json({ problem } satisfies { problem: ProblemBody });
    },
  );

  router.post(
    '/home/devices/:id/problems/:problemId/resolve',
    validate({ params: problemParams, body: problemResolutionSchema }),
    requireProfile,
    async (req, res) => {
      const { id, problemId } = req.params;
      const resolution = req.body.resolution;
      const problem = await problems.resolve(id, actorOf(req), problemId, resolution, now());
      await offerFreed(id, now());
      res.json({ problem } satisfies { problem: ProblemBody });
    },
  );

  return router;
}
