import { type NextFunction, type Request, Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import { profileOf } from '../../http/profile';
import { noBody, validate } from '../../http/validate';
import { exhibitInputSchema, inventoryAdjustmentSchema } from '../../model/exhibit';
import {
  type ApprovalsResponse,
  type InventoryAdjustmentResponse,
  type LedgerResponse,
  type OwnerExhibitListResponse,
  type OwnerExhibitResponse,
  exhibitParams,
  itemParams,
  ledgerQuery,
  ownerListQuery,
} from './schema';
import { type Actor, assertExpiryWindow } from './service';
import type { ExhibitsStore } from './store';
import type { OwnerStep } from './take-owner-step';
import type { ExhibitUseCases } from './use-cases';
import type { WritingRouterOptions } from '../../http/router-options';

export type ExhibitsRouterOptions = WritingRouterOptions;

/** The acting user of a write, after `requireProfile` (whose name goes into the audit trail). */
function actorOf(req: Pick<Request, 'auth' | 'profile'>): Actor {
  const { uid, accountId } = authOf(req);
  return { uid, accountId, name: profileOf(req).name };
}

/** `/home/exhibits/**`: the owner side of reuse exhibits (signed-in users; writes need a profile). */
export function exhibitsRouter(
  { store, useCases }: { store: ExhibitsStore; useCases: ExhibitUseCases },
  options: ExhibitsRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const { requireProfile } = options;
  const router = Router();
  router.use('/home/exhibits', requireAuth);

  const accountOf = (req: Pick<Request, 'auth'>): string => authOf(req).accountId;

  /**
   * 400 when the body's `expiresAt` is outside the window. Placed before `requireProfile`: a 400
   * comes before a 403, as it always did.
   */
  const expiryWindow =
    (allowPast: boolean) =>
    (req: { body: { expiresAt: string } }, _res: unknown, next: NextFunction) => {
      assertExpiryWindow(req.body.expiresAt, now(), { allowPast });
      next();
    };

  router.post(
    '/home/exhibits',
    validate({ body: exhibitInputSchema }),
    expiryWindow(false),
    requireProfile,
    async (req, res) => {
      const lookups = await store.checkLookups(req.body);
      const exhibit = await useCases.createExhibit(actorOf(req), req.body, lookups, now());
      res.status(201).json({ exhibit } satisfies OwnerExhibitResponse);
    },
  );

  router.get('/home/exhibits', validate({ query: ownerListQuery }), async (req, res) => {
    const list = await store.listOwn(accountOf(req), req.query);
    res.json(list satisfies OwnerExhibitListResponse);
  });

  router.get('/home/exhibits/:id', validate({ params: exhibitParams }), async (req, res) => {
    const exhibit = await store.getOwned(req.params.id, accountOf(req));
    res.json({ exhibit } satisfies OwnerExhibitResponse);
  });

  router.put(
    '/home/exhibits/:id',
    validate({ params: exhibitParams, body: exhibitInputSchema }),
    expiryWindow(true),
    requireProfile,
    async (req, res) => {
      const lookups = await store.checkLookups(req.body);
      const exhibit = await useCases.updateExhibit(
        req.params.id,
        actorOf(req),
        req.body,
        lookups,
        now(),
      );
      res.json({ exhibit } satisfies OwnerExhibitResponse);
    },
  );

  for (const step of ['submit', 'publish', 'unpublish', 'cancel'] as const satisfies OwnerStep[]) {
    router.post(
      `/home/exhibits/:id/${step}`,
      validate({ params: exhibitParams, body: noBody }),
      requireProfile,
      async (req, res) => {
        const exhibit = await useCases.takeOwnerStep(req.params.id, actorOf(req), step, now());
        res.json({ exhibit } satisfies OwnerExhibitResponse);
      },
    );
  }

  router.get(
    '/home/exhibits/:id/approvals',
    validate({ params: exhibitParams }),
    async (req, res) => {
      const { roles, accountId } = authOf(req);
      const isOfficer = roles.length > 0;
      const approvals = await store.listApprovals(
        req.params.id,
        (ownerId) => isOfficer || ownerId === accountId,
      );
      res.json({ approvals } satisfies ApprovalsResponse);
    },
  );

  const inventoryPath = '/home/exhibits/:id/items/:itemId/inventory';
  router.post(
    inventoryPath,
    validate({ params: itemParams, body: inventoryAdjustmentSchema }),
    requireProfile,
    async (req, res) => {
      const { id, itemId } = req.params;
      const result = await useCases.adjustInventory(id, itemId, actorOf(req), req.body, now());
      res.json(result satisfies InventoryAdjustmentResponse);
    },
  );

  router.get(
    inventoryPath,
    validate({ params: itemParams, query: ledgerQuery }),
    async (req, res) => {
      const { id, itemId } = req.params;
      const { limit, offset } = req.query;
      const list = await store.listLedger(id, itemId, accountOf(req), limit, offset);
      res.json(list satisfies LedgerResponse);
    },
  );

  return router;
}
