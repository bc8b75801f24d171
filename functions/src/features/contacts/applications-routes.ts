import { Router } from 'express';
import { z } from 'zod';
import { authOf, requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import type { WritingRouterOptions } from '../../http/router-options';
import {
  APPLICATIONS_MAX,
  type ApplicationResponse,
  type ApplicationsResponse,
  type DrawResponse,
} from '../../model/allocation-types';
import { contactInputSchema } from '../../model/contact';
import { idSchema } from '../../model/primitives';
import { exhibitContactParams } from './schema';
import { type ApplicationsStore, toApplicationBody, toDrawBody } from './applications';
import type { ContactUseCases } from './use-cases';

const manualDrawSchema = z.strictObject({
  winners: z
    .array(idSchema)
    .min(1)
    .max(APPLICATIONS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each applicant once' }),
});

/** Officers who audit draws (docs/allocation.md): the back office. */
const AUDITORS = ['junk_inquiry', 'external_funds'] as const;

/**
 * Applications of exhibits in application mode (docs/allocation.md):
 * `POST|DELETE|GET /home/exhibits/{id}/applications`, the owner's pick by hand
 * `POST /home/exhibits/{id}/draw`, and the draw's record `GET /home/exhibits/{id}/draw`.
 */
export function applicationsRouter(
  {
    store,
    useCases,
  }: { store: ApplicationsStore; useCases: Pick<ContactUseCases, 'drawApplications'> },
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();
  router.use(['/home/exhibits/:id/applications', '/home/exhibits/:id/draw'], requireAuth);

  router.post(
    '/home/exhibits/:id/applications',
    validate({ params: exhibitContactParams, body: contactInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const doc = await store.apply({ uid, accountId }, req.params.id, req.body, now());
      const names = await store.names([accountId]);
      res
        .status(201)
        .json({ application: toApplicationBody(doc, names) } satisfies ApplicationResponse);
    },
  );

  router.delete(
    '/home/exhibits/:id/applications',
    validate({ params: exhibitContactParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      await store.withdraw(authOf(req).accountId, req.params.id, now());
      res.status(204).end();
    },
  );

  router.get(
    '/home/exhibits/:id/applications',
    validate({ params: exhibitContactParams }),
    async (req, res) => {
      const docs = await store.list(req.params.id, authOf(req).accountId);
      const names = await store.names(docs.map((d) => d.accountId));
      res.set('Cache-Control', 'no-store').json({
        applications: docs.map((d) => toApplicationBody(d, names)),
      } satisfies ApplicationsResponse);
    },
  );

  router.post(
    '/home/exhibits/:id/draw',
    validate({ params: exhibitContactParams, body: manualDrawSchema }),
    requireProfile,
    async (req, res) => {
      const { accountId } = authOf(req);
      const names = await store.names([accountId]);
      const owner = { accountId, name: names.get(accountId) ?? accountId };
      const draw = await useCases.drawApplications(
        req.params.id,
        { method: 'manual', winners: req.body.winners, owner },
        now(),
      );
      res.json({ draw: toDrawBody(draw), contactIds: draw.contactIds } satisfies DrawResponse);
    },
  );

  router.get(
    '/home/exhibits/:id/draw',
    validate({ params: exhibitContactParams }),
    async (req, res) => {
      const auth = authOf(req);
      const mayAudit = AUDITORS.some((role) => auth.roles.includes(role));
      const draw = await store.getDraw(req.params.id, auth.accountId, mayAudit);
      // The winners' contacts are the owner's business (its page lists them).
      const isOwner =
        draw.contactIds.length > 0 && (await store.isOwner(req.params.id, auth.accountId));
      res.set('Cache-Control', 'no-store').json({
        draw: toDrawBody(draw),
        contactIds: isOwner ? draw.contactIds : [],
      } satisfies DrawResponse);
    },
  );

  return router;
}
