import { Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import type { WritingRouterOptions } from '../../http/router-options';
import { type BlockResponse, type BlocksResponse, blockParams } from './schema';
import type { BlocksStore } from './store';

/**
 * `/home/blocks`: the accounts the caller's current identity blocks; `PUT` and `DELETE
 * /home/blocks/{accountId}` block and unblock (docs/moderation.md).
 */
export function blocksRouter(
  store: BlocksStore,
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();

  router.get('/home/blocks', requireAuth, async (req, res) => {
    const blocks = await store.list(authOf(req).accountId);
    res.set('Cache-Control', 'no-store').json({ blocks } satisfies BlocksResponse);
  });

  router.put(
    '/home/blocks/:accountId',
    requireAuth,
    validate({ params: blockParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      const block = await store.block(authOf(req).accountId, req.params.accountId, now());
      res.json({ block } satisfies BlockResponse);
    },
  );

  router.delete(
    '/home/blocks/:accountId',
    requireAuth,
    validate({ params: blockParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      await store.unblock(authOf(req).accountId, req.params.accountId);
      res.status(204).end();
    },
  );

  return router;
}
