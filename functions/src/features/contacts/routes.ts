import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import { validate } from '../../http/validate';
import { contactInputSchema } from '../../model/contact';
import { profileRequired } from '../groups/service';
import {
  type ContactResponse,
  type ContactsResponse,
  contactIdsInputSchema,
  contactParams,
  exhibitContactParams,
} from './schema';
import { sideOf, toContactBody } from './service';
import type { ContactsStore } from './store';

export interface ContactsRouterOptions {
  /** The clock (tests pin it). */
  now?: () => Date;
}

/** The authenticated caller; `requireAuth` runs first. */
function callerOf(req: { auth?: { uid: string; group: string | null } }) {
  if (req.auth === undefined) throw new Error('requireAuth must run first');
  return { uid: req.auth.uid, identity: req.auth.group ?? req.auth.uid };
}

/**
 * Contacts (trades), for signed-in users: `POST /home/exhibits/{id}/contacts` opens one as the
 * customer; `GET /home/contacts/{id}` shows it to its parties; `POST /home/contacts` answers the
 * contacts among `contactIds` that any of the caller's identities takes part in (header panels).
 */
export function contactsRouter(store: ContactsStore, options: ContactsRouterOptions = {}): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/contacts', requireAuth);
  router.use('/home/exhibits/:id/contacts', requireAuth);

  router.post(
    '/home/exhibits/:id/contacts',
    validate({ params: exhibitContactParams, body: contactInputSchema }),
    async (req, res) => {
      const { uid, identity } = callerOf(req);
      if (!(await store.hasActiveProfile(uid))) throw profileRequired();
      const { id, doc } = await store.create(
        { uid, accountId: identity },
        req.params.id,
        req.body,
        now(),
      );
      res
        .status(201)
        .json({ contact: toContactBody(id, doc, 'customer') } satisfies ContactResponse);
    },
  );

  router.get('/home/contacts/:id', validate({ params: contactParams }), async (req, res) => {
    const { identity } = callerOf(req);
    const { id, doc, side } = await store.getForParty(req.params.id, identity);
    res.json({ contact: toContactBody(id, doc, side) } satisfies ContactResponse);
  });

  router.post('/home/contacts', validate({ body: contactIdsInputSchema }), async (req, res) => {
    const { uid } = callerOf(req);
    const [accountIds, found] = await Promise.all([
      store.accountIdsOf(uid),
      store.getMany(req.body.contactIds),
    ]);
    const contacts = found.flatMap(({ id, doc }) => {
      const side = accountIds
        .map((accountId) => sideOf(doc, accountId))
        .find((s) => s !== undefined);
      return side === undefined ? [] : [toContactBody(id, doc, side)];
    });
    res.json({ contacts } satisfies ContactsResponse);
  });

  return router;
}
