import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import { validate } from '../../http/validate';
import { type AccountResponse, accountParams } from './schema';
import { accountNotFound, toAccountCard } from './service';
import type { AccountsStore } from './store';

/** `GET /home/accounts/{id}`: the public card of a user's or a group's account (signed-in only). */
export function accountsRouter(store: AccountsStore): Router {
  const router = Router();

  router.get(
    '/home/accounts/:id',
    requireAuth,
    validate({ params: accountParams }),
    async (req, res) => {
      const record = await store.getAccount(req.params.id);
      if (record === undefined) throw accountNotFound();
      res.json({ account: toAccountCard(record) } satisfies AccountResponse);
    },
  );

  return router;
}
