import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { idSchema } from '../../model/primitives';
import { pageQuery } from '../../http/paging';
import {
  CONTACT_STATUSES,
  type ChatSide,
  type ChatView,
  type EvaluationScore,
  type ContactStatus,
  EVALUATION_SCORES,
  TODO_KINDS,
  type TodoKind,
} from './lifecycle';

/**
 * Contacts (trades): the stored documents (admin SDK Timestamps) and the API responses (plain JSON,
 * ISO dates). Layout: `contacts/{id}`, chat messages in `contacts/{id}/messages/{messageId}`.
 */

const timestamp = z.instanceof(Timestamp);

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
  loan: z.boolean(),
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
  kind: z.enum(['text', 'system']),
  body: z.string(),
  byUid: z.string().nullable(),
  at: timestamp,
});
export type MessageDoc = z.infer<typeof messageDocSchema>;

/** Share mode's to-do (docs/share-mode.md): a lender approves a requested reservation. */
export const RESERVATION_TODO_KINDS = ['approve_reservation'] as const;
export type ReservationTodoKind = (typeof RESERVATION_TODO_KINDS)[number];

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
export const CONTACT_LIST_VIEWS = ['all', 'open', 'pickup', 'evaluation', 'return'] as const;
export type ContactListView = (typeof CONTACT_LIST_VIEWS)[number];
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

/** A contact as one of its parties sees it. */
export interface ContactResponseBody {
  id: string;
  exhibitId: string;
  exhibitTitle: string;
  ownerId: string;
  customerId: string;
  /** The viewer's side. */
  side: ChatSide;
  status: ContactStatus;
  loan: boolean;
  message: string;
  items: { itemId: string; name: string; quantity: number; handedOver: number }[];
  installationPlace: string;
  locationManager: string;
  locationManagerEmail: string;
  pickupAt: string | null;
  returnDueAt: string | null;
  /** The list view the status belongs to. */
  view: ChatView;
  /** The viewer's side has messages it has not read. */
  unread: boolean;
  /** Who has evaluated (the evaluations themselves only once visible). */
  evaluated: { owner: boolean; customer: boolean };
  /** Both evaluations once both are in or 7 days after handover; null before. */
  evaluations: {
    owner?: { score: EvaluationScore; comment: string; at: string };
    customer?: { score: EvaluationScore; comment: string; at: string };
  } | null;
  createdAt: string;
  updatedAt: string;
}
export interface ContactListResponse {
  contacts: ContactResponseBody[];
  total: number;
}

export interface ContactResponse {
  contact: ContactResponseBody;
}
export interface ContactsResponse {
  contacts: ContactResponseBody[];
}

/** A chat message; `system` messages carry the step's action (the web words them). */
export interface MessageBody {
  id: string;
  side: ChatSide | null;
  kind: 'text' | 'system';
  body: string;
  at: string;
}
export interface MessageResponse {
  message: MessageBody;
}
export interface MessagesResponse {
  messages: MessageBody[];
  total: number;
}
