import { Router } from 'express';
import { requestOrigin } from '../../http/origin';
import { authOf, requireAuth } from '../../http/auth';
import { validate } from '../../http/validate';
import { z } from 'zod';
import {
  closeInputSchema,
  confirmPickupInputSchema,
  contactInputSchema,
  evaluationInputSchema,
  handoverInputSchema,
  messageInputSchema,
  returnCompleteInputSchema,
  returnDueInputSchema,
} from '../../model/contact';
import { pageQuery } from '../../http/paging';
import {
  type ContactResponse,
  type OpenContactResponse,
  type ContactsResponse,
  type MessageBody,
  type MessageResponse,
  type MessagesResponse,
  type ContactListResponse,
  contactListQuery,
  contactIdsInputSchema,
  contactParams,
  exhibitContactParams,
} from './schema';
import { noPickupReservation, sideOf, toContactBody } from './service';
import { pickupEvent } from './calendar';
import { noBody } from '../../http/validate';
import type { ContactStep, ContactsStore, StoredMessage } from './store';
import type { ContactUseCases } from './use-cases';
import type { WritingRouterOptions } from '../../http/router-options';

export interface ContactsRouterOptions extends WritingRouterOptions {
  /** The web app's origin, for links in calendar files (e.g. https://campus.example.ac.jp). */
  origin?: string;
}

/**
 * Contacts (trades), for signed-in users: `POST /home/exhibits/{id}/contacts` opens one as the
 * customer; `GET /home/contacts/{id}` shows it to its parties; `POST /home/contacts` answers the
 * contacts among `contactIds` that any of the caller's identities takes part in (header panels).
 */
export function contactsRouter(
  { store, useCases }: { store: ContactsStore; useCases: ContactUseCases },
  options: ContactsRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/contacts', requireAuth);
  router.use('/home/exhibits/:id/contacts', requireAuth);

  router.post(
    '/home/exhibits/:id/contacts',
    validate({ params: exhibitContactParams, body: contactInputSchema }),
    options.requireProfile,
    async (req, res) => {
      const { uid, accountId: identity } = authOf(req);
      const { id, doc } = await useCases.openContact(
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

  // Whether the caller (the identity acting) already trades this exhibit: the exhibit page then
  // leads to that chat instead of offering a contact the server would refuse (409).
  router.get(
    '/home/exhibits/:id/contacts/open',
    validate({ params: exhibitContactParams }),
    async (req, res) => {
      const { accountId: identity } = authOf(req);
      const open = await store.openContactOf(req.params.id, identity);
      res.json({
        contact: open ? toContactBody(open.id, open.doc, 'customer', now()) : null,
      } satisfies OpenContactResponse);
    },
  );

  router.get('/home/contacts', validate({ query: contactListQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { role, view, limit, offset } = req.query;
    const { contacts, total } = await store.listForParty(identity, role, view, limit, offset);
    const at = now();
    res.json({
      contacts: contacts.map(({ id, doc }) => toContactBody(id, doc, role, at)),
      total,
    } satisfies ContactListResponse);
  });

  router.get('/home/contacts/:id', validate({ params: contactParams }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { id, doc, side } = await store.getForParty(req.params.id, identity);
    res.json({ contact: toContactBody(id, doc, side, now()) } satisfies ContactResponse);
  });

  router.post(
    '/home/contacts/:id/read',
    validate({ params: contactParams, body: noBody }),
    async (req, res) => {
      const { accountId: identity } = authOf(req);
      await store.markRead(req.params.id, identity);
      res.status(204).end();
    },
  );

  router.get(
    '/home/contacts/:id/calendar.ics',
    validate({ params: contactParams }),
    async (req, res) => {
      const { accountId: identity } = authOf(req);
      const { id, doc } = await store.getForParty(req.params.id, identity);
      if (doc.pickupAt === null) throw noPickupReservation();
      const exhibit = await store.exhibitPlace(doc.exhibitId);
      res
        .type('text/calendar; charset=utf-8')
        .attachment(`pickup-${id}.ics`)
        .send(
          pickupEvent({
            contactId: id,
            exhibitId: doc.exhibitId,
            title: doc.exhibitTitle,
            start: doc.pickupAt.toDate(),
            place: exhibit?.place ?? '',
            now: now(),
            origin: options.origin ?? requestOrigin(req),
          }),
        );
    },
  );

  router.post('/home/contacts', validate({ body: contactIdsInputSchema }), async (req, res) => {
    const { uid } = authOf(req);
    const [accountIds, found] = await Promise.all([
      store.accountIdsOf(uid),
      store.getMany(req.body.contactIds),
    ]);
    const at = now();
    const contacts = found.flatMap(({ id, doc }) => {
      const side = accountIds
        .map((accountId) => sideOf(doc, accountId))
        .find((s) => s !== undefined);
      return side === undefined ? [] : [toContactBody(id, doc, side, at)];
    });
    res.json({ contacts } satisfies ContactsResponse);
  });

  router.get(
    '/home/contacts/:id/messages',
    validate({ params: contactParams, query: pageQuery }),
    async (req, res) => {
      const { accountId: identity } = authOf(req);
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
      const { uid, accountId: identity } = authOf(req);
      const message = await useCases.postMessage(
        req.params.id,
        { uid, identity },
        req.body.body,
        now(),
      );
      res.status(201).json({ message: toMessageBody(message) } satisfies MessageResponse);
    },
  );

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
        const { uid, accountId: identity } = authOf(req);
        const { id, doc, side } = await useCases.takeStep(
          req.params.id,
          { uid, identity },
          toStep(req.body as z.output<S>),
          now(),
        );
        res.json({ contact: toContactBody(id, doc, side, now()) } satisfies ContactResponse);
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
    ...(input.returnDueAt === undefined ? {} : { returnDueAt: new Date(input.returnDueAt) }),
  }));
  stepRoute('return-due', returnDueInputSchema, (input) => ({
    action: 'change_due',
    returnDueAt: new Date(input.returnDueAt),
  }));
  stepRoute('return-complete', returnCompleteInputSchema, () => ({ action: 'return_complete' }));
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
