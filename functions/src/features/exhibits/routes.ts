import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { exhibitInputSchema, inventoryAdjustmentSchema } from '../../model/exhibit';
import { profileRequired } from '../groups/service';
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
import { type Actor, assertExpiryWindow, identityOf } from './service';
import type { ExhibitsStore, OwnerStep } from './store';

export interface ExhibitsRouterOptions {
  /** The clock (tests pin it). */
  now?: () => Date;
}

interface Authed {
  auth?: { uid: string; group: string | null; roles: readonly string[] };
}

function authOf(req: Authed): { uid: string; group: string | null; roles: readonly string[] } {
  if (req.auth === undefined) throw new Error('requireAuth must run first');
  return req.auth;
}

/** `/home/exhibits/**`: the owner side of reuse exhibits (signed-in users; writes need a profile). */
export function exhibitsRouter(store: ExhibitsStore, options: ExhibitsRouterOptions = {}): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/exhibits', requireAuth);

  /** The acting user for a write: 403 `profile_required` without an active profile. */
  async function actorOf(req: Authed): Promise<Actor> {
    const auth = authOf(req);
    const name = await store.activeProfileName(auth.uid);
    if (name === undefined) throw profileRequired();
    return { uid: auth.uid, accountId: identityOf(auth), name };
  }

  const accountOf = (req: Authed): string => identityOf(authOf(req));

  router.post('/home/exhibits', validate({ body: exhibitInputSchema }), async (req, res) => {
    const at = now();
    assertExpiryWindow(req.body.expiresAt, at, { allowPast: false });
    const actor = await actorOf(req);
    const lookups = await store.checkLookups(req.body);
    const exhibit = await store.create(actor, req.body, lookups, at);
    res.status(201).json({ exhibit } satisfies OwnerExhibitResponse);
  });

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
    async (req, res) => {
      const at = now();
      assertExpiryWindow(req.body.expiresAt, at, { allowPast: true });
      const actor = await actorOf(req);
      const lookups = await store.checkLookups(req.body);
      const exhibit = await store.update(req.params.id, actor, req.body, lookups, at);
      res.json({ exhibit } satisfies OwnerExhibitResponse);
    },
  );

  for (const step of ['submit', 'publish', 'unpublish', 'cancel'] as const satisfies OwnerStep[]) {
    router.post(
      `/home/exhibits/:id/${step}`,
      validate({ params: exhibitParams, body: noBody }),
      async (req, res) => {
        const actor = await actorOf(req);
        const exhibit = await store.step(req.params.id, actor, step, now());
        res.json({ exhibit } satisfies OwnerExhibitResponse);
      },
    );
  }

  router.get(
    '/home/exhibits/:id/approvals',
    validate({ params: exhibitParams }),
    async (req, res) => {
      const auth = authOf(req);
      const isOfficer = auth.roles.length > 0;
      const accountId = identityOf(auth);
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
    async (req, res) => {
      const actor = await actorOf(req);
      const { id, itemId } = req.params;
      const result = await store.adjustInventory(id, itemId, actor, req.body, now());
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
