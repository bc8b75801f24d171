import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import type { Counters, NoticesResponse, TodosResponse, UnreadsResponse } from './schema';
import { countersQuery, listQuery, noticeParams } from './schema';
import type { NotificationsStore } from './store';
import type { RouterOptions } from '../../http/router-options';
import type { CounterSink } from './counter-sink';
import { storedCounters } from './service';

export interface NotificationsRouterOptions extends RouterOptions {
  /**
   * Where the triggers keep each uid's counters (`index.ts` passes the sink they write): polls are
   * answered from it, one document read (Firestore) or none (the Realtime Database), instead of a
   * recount of seven queries. Without it, every poll recounts.
   */
  counters?: CounterSink;
}

function uidOf(req: { auth?: { uid: string } }): string {
  if (req.auth === undefined) throw new Error('requireAuth must run first');
  return req.auth.uid;
}

/**
 * The header panels' and notification pages' rows, over every identity the caller can act for:
 * `GET /home/todos|notices|unreads?role&limit&offset`, `DELETE /home/notices/{id}` (confirm), and
 * `GET /home/notifications?fresh`, the counters the Realtime Database holds, for polling clients.
 */
export function notificationsRouter(
  store: NotificationsStore,
  options: NotificationsRouterOptions = {},
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  for (const path of ['/home/todos', '/home/notices', '/home/unreads', '/home/notifications'])
    router.use(path, requireAuth);

  router.get('/home/todos', validate({ query: listQuery }), async (req, res) => {
    const accountIds = await store.accountIdsOf(uidOf(req));
    const { role, limit, offset } = req.query;
    res.json((await store.listTodos(accountIds, role, limit, offset)) satisfies TodosResponse);
  });

  router.get('/home/notices', validate({ query: listQuery }), async (req, res) => {
    const accountIds = await store.accountIdsOf(uidOf(req));
    const { role, limit, offset } = req.query;
    res.json((await store.listNotices(accountIds, role, limit, offset)) satisfies NoticesResponse);
  });

  router.delete(
    '/home/notices/:id',
    validate({ params: noticeParams, body: noBody }),
    async (req, res) => {
      const accountIds = await store.accountIdsOf(uidOf(req));
      await store.confirmNotice(req.params.id, accountIds, now());
      res.status(204).end();
    },
  );

  router.get('/home/unreads', validate({ query: listQuery }), async (req, res) => {
    const accountIds = await store.accountIdsOf(uidOf(req));
    const { role, limit, offset } = req.query;
    res.json((await store.listUnreads(accountIds, role, limit, offset)) satisfies UnreadsResponse);
  });

  // Polls answer what the sink stores. `fresh=true` (after the caller's own action, whose trigger
  // may not have run yet) recounts without storing: the trigger stores the same count moments later.
  // A uid with nothing stored yet is recounted once and stored for the next polls (versioned, so it
  // never overwrites a newer count of a trigger).
  router.get('/home/notifications', validate({ query: countersQuery }), async (req, res) => {
    const uid = uidOf(req);
    const sink = req.query.fresh === true ? undefined : options.counters;
    let answer = sink && storedCounters(await sink.read(uid));
    if (answer === undefined) {
      const counted = await store.counters(await store.accountIdsOf(uid));
      await sink?.write(uid, counted);
      answer = counted;
    }
    const { owner, customer } = answer;
    res.set('Cache-Control', 'no-store').json({ owner, customer } satisfies Counters);
  });

  return router;
}
