import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import { validate } from '../../http/validate';
import { z } from 'zod';
import {
  closeInputSchema,
  confirmPickupInputSchema,
  contactInputSchema,
  evaluationInputSchema,
  handoverInputSchema,
  messageInputSchema,
} from '../../model/contact';
import { pageQuery } from '../search/schema';
import { profileRequired } from '../groups/service';
import {
  type ContactResponse,
  type ContactsResponse,
  type MessageBody,
  type MessageResponse,
  type MessagesResponse,
  type TodosResponse,
  todosQuery,
  contactIdsInputSchema,
  contactParams,
  exhibitContactParams,
} from './schema';
import { sideOf, toContactBody } from './service';
import type { ContactStep, ContactsStore, StoredMessage } from './store';

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
  router.use('/home/todos', requireAuth);
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

  router.get(
    '/home/contacts/:id/messages',
    validate({ params: contactParams, query: pageQuery }),
    async (req, res) => {
      const { identity } = callerOf(req);
      const { messages, total } = await store.listMessages(
        req.params.id,
        identity,
        req.query.limit,
        req.query.offset,
      );
      res.json({ messages: messages.map(toMessageBody), total } satisfies MessagesResponse);
    },
  );

  router.post(
    '/home/contacts/:id/messages',
    validate({ params: contactParams, body: messageInputSchema }),
    async (req, res) => {
      const { uid, identity } = callerOf(req);
      const message = await store.postMessage(
        req.params.id,
        { uid, identity },
        req.body.body,
        now(),
      );
      res.status(201).json({ message: toMessageBody(message) } satisfies MessageResponse);
    },
  );

  router.get('/home/todos', validate({ query: todosQuery }), async (req, res) => {
    const { identity } = callerOf(req);
    const { todos, total } = await store.listTodos(
      identity,
      req.query.role,
      req.query.limit,
      req.query.offset,
    );
    res.json({
      todos: todos.map(({ id, doc }) => ({
        id,
        kind: doc.kind,
        side: doc.side,
        contactId: doc.contactId,
        exhibitId: doc.exhibitId,
        exhibitTitle: doc.exhibitTitle,
        createdAt: doc.createdAt.toDate().toISOString(),
      })),
      total,
    } satisfies TodosResponse);
  });

  /** One route per step; the body schema is the step's. */
  function stepRoute<S extends z.ZodType>(
    path: string,
    body: S,
    toStep: (input: z.output<S>) => ContactStep,
  ) {
    router.post(
      `/home/contacts/:id/${path}`,
      validate({ params: contactParams, body }),
      async (req, res) => {
        const { uid, identity } = callerOf(req);
        const { id, doc, side } = await store.step(
          req.params.id,
          { uid, identity },
          toStep(req.body as z.output<S>),
          now(),
        );
        res.json({ contact: toContactBody(id, doc, side) } satisfies ContactResponse);
      },
    );
  }
  stepRoute('confirm-pickup', confirmPickupInputSchema, (input) => ({
    action: 'confirm_pickup',
    pickupAt: new Date(input.pickupAt),
  }));
  stepRoute('withdraw', closeInputSchema, (input) => ({
    action: 'withdraw',
    reason: input.reason,
  }));
  stepRoute('decline', closeInputSchema, (input) => ({ action: 'decline', reason: input.reason }));
  stepRoute('handover', handoverInputSchema, (input) => ({
    action: 'handover',
    items: input.items,
  }));
  stepRoute('evaluation', evaluationInputSchema, (input) => ({
    action: 'evaluate',
    score: input.score,
    comment: input.comment,
  }));

  return router;
}

function toMessageBody({ id, doc }: StoredMessage): MessageBody {
  return {
    id,
    side: doc.side,
    kind: doc.kind,
    body: doc.body,
    at: doc.at.toDate().toISOString(),
  };
}
