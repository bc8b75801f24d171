/**
 * Contacts (trades) on the wire (docs/trades.md): the statuses and steps of the state machine, the
 * chat views, to-do kinds and the shapes the API answers with, dates as ISO 8601 strings. Plain
 * constants and types (no zod, no Firebase): the web app imports this module.
 */

export const CONTACT_STATUSES = [
  'waiting',
  'open',
  'waitpickup',
  'waitreturn',
  'waitcustomerevaluation',
  'finished',
  'withdrawn',
] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The steps of a trade; a system message records the step in its `body`. */
export const CONTACT_ACTIONS = [
  'reply',
  'confirm_pickup',
  'withdraw',
  'decline',
  'handover',
  'change_due',
  'return_complete',
  'evaluate',
  'close',
] as const;
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

export type ChatSide = 'owner' | 'customer';

export const EVALUATION_SCORES = ['good', 'bad'] as const;
export type EvaluationScore = (typeof EVALUATION_SCORES)[number];

/** The chat list views ("open by us", "pickup by us", ...) a status belongs to. */
export type ChatView = 'open' | 'pickup' | 'evaluation' | 'return' | 'closed';

/** The list views of `GET /home/contacts?view=`. */
export const CONTACT_LIST_VIEWS = ['all', 'open', 'pickup', 'evaluation', 'return'] as const;
export type ContactListView = (typeof CONTACT_LIST_VIEWS)[number];

/** What each side of a contact may have to do. */
export const TODO_KINDS = {
  owner: ['chat_owner', 'delivery', 'confirm_return', 'eval_owner'],
  customer: ['chat_customer', 'receipt', 'return_exhibit', 'eval_customer'],
} as const;
export type TodoKind = (typeof TODO_KINDS)[ChatSide][number];

/**
 * Share mode's to-dos (docs/share-mode.md): a lender approves a requested reservation; a lender
 * trains a user who asked for it (`train_user`) and resolves a reported problem (`resolve_problem`);
 * on those two `exhibitId` names the device, and there is no reservation; a user is offered a freed
 * slot they wait for (`waitlist_offer`, `exhibitId` the device); each staff member of a device is
 * asked to assist a session (`assist_reservation`, to the person, until one of them decides); a
 * user files the usage report of a session that ended (`report_usage`) and a lender confirms one far
 * from the check-in record (`confirm_report`).
 */
export const RESERVATION_TODO_KINDS = [
  'approve_reservation',
  'train_user',
  'resolve_problem',
  'waitlist_offer',
  'approve_budget',
  'assist_reservation',
  'report_usage',
  'confirm_report',
] as const;
export type ReservationTodoKind = (typeof RESERVATION_TODO_KINDS)[number];

export interface ContactEvaluation {
  score: EvaluationScore;
  comment: string;
  at: string;
}

export interface ContactItem {
  itemId: string;
  name: string;
  quantity: number;
  handedOver: number;
}

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
  /** A loan: handed over with a return due date, then returned into stock. */
  loan: boolean;
  /** A loan's default period in days, as the exhibit had it when contacted (null otherwise). */
  loanDays: number | null;
  message: string;
  items: ContactItem[];
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
  evaluations: { owner?: ContactEvaluation; customer?: ContactEvaluation } | null;
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
/** GET /home/exhibits/{id}/contacts/open: the caller's trade of the exhibit in progress, if any. */
export interface OpenContactResponse {
  contact: ContactResponseBody | null;
}
export interface ContactsResponse {
  contacts: ContactResponseBody[];
}

/**
 * A chat message; `system` messages carry the step's action (the web words them); `removed` ones
 * were hidden by the moderators (body '': the chat says "removed by the moderators").
 */
export interface MessageBody {
  id: string;
  side: ChatSide | null;
  kind: 'text' | 'system' | 'removed';
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
