import { z } from 'zod';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';
import { idSchema } from '../../model/primitives';
import { pageQuery } from '../../http/paging';
import {
  CONTACT_LIST_VIEWS,
  CONTACT_STATUSES,
  type ChatSide,
  EVALUATION_SCORES,
  RESERVATION_TODO_KINDS,
  TODO_KINDS,
  type TodoKind,
} from '../../model/contact-types';

export type {
  ContactListResponse,
  ContactResponse,
  ContactResponseBody,
  ContactsResponse,
  OpenContactResponse,
  MessageBody,
  MessageResponse,
  MessagesResponse,
} from '../../model/contact-types';

/**
 * Contacts (trades): the stored documents (admin SDK Timestamps) and the API responses (plain JSON,
 * ISO dates). Layout: `contacts/{id}`, chat messages in `contacts/{id}/messages/{messageId}`.
 */

const evaluationDocSchema = z.object({
  score: z.enum(EVALUATION_SCORES),
  comment: z.string(),
  at: timestamp,
});

export const contactItemDocSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  handedOver: z.number().int(),
});

/** `contacts/{id}`. */
export const contactDocSchema = z.object({
  exhibitId: z.string(),
  exhibitTitle: z.string(),
  ownerId: z.string(),
  customerId: z.string(),
  createdBy: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** Copied from the exhibit when the contact is made: the terms the customer asked under. */
  loan: z.boolean(),
  /** The exhibit's default loan period then (null for a give-away, and for older contacts). */
  loanDays: z.number().int().nullable().default(null),
  message: z.string(),
  items: z.array(contactItemDocSchema),
  installationPlace: z.string(),
  locationManager: z.string(),
  locationManagerEmail: z.string(),
  pickupAt: timestamp.nullable(),
  returnDueAt: timestamp.nullable(),
  evaluations: z.object({
    owner: evaluationDocSchema.optional(),
    customer: evaluationDocSchema.optional(),
  }),
  evaluationSince: timestamp.nullable(),
  lastMessageBy: z.enum(['owner', 'customer']).nullable(),
  lastMessageAt: timestamp,
  /** Per side, the newest message that side has not read (null: all read). See docs/trades.md. */
  unread: z
    .object({ owner: timestamp.nullable(), customer: timestamp.nullable() })
    .default({ owner: null, customer: null }),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ContactDoc = z.infer<typeof contactDocSchema>;

/** `contacts/{id}/messages/{messageId}`: `system` messages mark each transition. */
export const messageDocSchema = z.object({
  side: z.enum(['owner', 'customer']).nullable(),
  /** `removed`: hidden by the moderators (body ''; docs/moderation.md). */
  kind: z.enum(['text', 'system', 'removed']),
  body: z.string(),
  byUid: z.string().nullable(),
  at: timestamp,
});
export type MessageDoc = z.infer<typeof messageDocSchema>;

/**
 * `todos/{contactId}_{kind}`: what one side of a contact has to do now; share mode's
 * `todos/{reservationId}_{kind}` carry `reservationId` (and `contactId` ''), with `exhibitId` and
 * `exhibitTitle` naming the device.
 */
export const todoDocSchema = z.object({
  contactId: z.string(),
  reservationId: z.string().optional(),
  exhibitId: z.string(),
  exhibitTitle: z.string(),
  accountId: z.string(),
  side: z.enum(['owner', 'customer']),
  kind: z.enum([...TODO_KINDS.owner, ...TODO_KINDS.customer, ...RESERVATION_TODO_KINDS]),
  createdAt: timestamp,
});
export type TodoDoc = z.infer<typeof todoDocSchema>;

export const roleQuery = pageQuery.extend({ role: z.enum(['owner', 'customer']) });
export const todosQuery = roleQuery;

/** `GET /home/contacts`: one side's contacts of the acting identity, by chat view. */
export const contactListQuery = roleQuery.extend({
  view: z.enum(CONTACT_LIST_VIEWS).default('all'),
});

export interface TodoBody {
  id: string;
  kind: TodoKind;
  side: ChatSide;
  /** The identity the to-do belongs to (the user or one of their groups). */
  accountId: string;
  contactId: string;
  exhibitId: string;
  exhibitTitle: string;
  /** The exhibit was cancelled (or deleted): the row is shown disabled. */
  exhibitCancelled: boolean;
  createdAt: string;
}
export interface TodosResponse {
  todos: TodoBody[];
  total: number;
}

export const contactParams = z.object({ id: idSchema });
export const exhibitContactParams = z.object({ id: idSchema });

/** `POST /home/contacts`: the contacts among `contactIds` the caller takes part in. */
export const contactIdsInputSchema = z
  .object({ contactIds: z.array(idSchema).min(1).max(100) })
  .strict();
