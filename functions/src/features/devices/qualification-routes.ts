import { Router } from 'express';
import { z } from 'zod';
import { actorOf, authOf, requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import type { WritingRouterOptions } from '../../http/router-options';
import { DEVICE_LIMITS } from '../../model/limits';
import { idSchema, multilineText } from '../../model/primitives';
import type {
  GrantedQualificationsResponse,
  MyQualificationResponse,
  QualificationsResponse,
} from '../../model/share-types';
import type { QualificationsStore } from './qualifications';
import { deviceParams } from './schema';

const grantInputSchema = z
  .object({
    userIds: z.array(idSchema).min(1).max(DEVICE_LIMITS.traineesMax),
    note: multilineText(DEVICE_LIMITS.trainingNoteMax).default(''),
  })
  .strict();
const trainingRequestSchema = z
  .object({ message: multilineText(DEVICE_LIMITS.trainingNoteMax).default('') })
  .strict();
const qualificationParams = z.object({ id: idSchema, userId: idSchema });

/**
 * Device qualifications (issue 19, part 1): the lender (the device's lender identity) lists,
 * grants (a training session: several users at once) and revokes; anyone signed in sees their own
 * standing and asks for training. Booking checks it (403 `qualification_required`).
 */
export function qualificationsRouter(
  store: QualificationsStore,
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();

  router.get(
    '/home/devices/:id/qualifications',
    requireAuth,
    validate({ params: deviceParams }),
    async (req, res) => {
      const list = await store.list(req.params.id, actorOf(req), now());
      res.set('Cache-Control', 'no-store').json(list satisfies QualificationsResponse);
    },
  );

  router.post(
    '/home/devices/:id/qualifications',
    requireAuth,
    validate({ params: deviceParams, body: grantInputSchema }),
    requireProfile,
    async (req, res) => {
      const qualifications = await store.grant(req.params.id, actorOf(req), req.body, now());
      res.status(201).json({ qualifications } satisfies GrantedQualificationsResponse);
    },
  );

  router.delete(
    '/home/devices/:id/qualifications/:userId',
    requireAuth,
    validate({ params: qualificationParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      await store.revoke(req.params.id, actorOf(req), req.params.userId, now());
      res.status(204).end();
    },
  );

  router.get(
    '/home/devices/:id/qualifications/mine',
    requireAuth,
    validate({ params: deviceParams }),
    async (req, res) => {
      const mine = await store.mine(req.params.id, authOf(req).uid, now());
      res.set('Cache-Control', 'no-store').json(mine satisfies MyQualificationResponse);
    },
  );

  router.post(
    '/home/devices/:id/training-requests',
    requireAuth,
    validate({ params: deviceParams, body: trainingRequestSchema }),
    requireProfile,
    async (req, res) => {
      await store.requestTraining(req.params.id, authOf(req).uid, req.body.message, now());
      res.status(204).end();
    },
  );

  return router;
}
