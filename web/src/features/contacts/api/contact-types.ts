/**
 * Contacts (trades) as the API returns them (docs/trades.md; the server's types are
 * `functions/src/features/contacts/schema.ts` and the state machine `lifecycle.ts`). Dates are ISO
 * 8601 strings: show them through `lib/time.ts`.
 */

export type ChatSide = 'owner' | 'customer';

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

/** The list views of `GET /home/contacts?view=`. */
export const CONTACT_LIST_VIEWS = ['all', 'open', 'pickup', 'evaluation', 'return'] as const;
export type ContactListView = (typeof CONTACT_LIST_VIEWS)[number];

/** The view a contact's status belongs to. */
export type ChatView = 'open' | 'pickup' | 'evaluation' | 'return' | 'closed';

export type EvaluationScore = 'good' | 'bad';

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

/** A contact as one of its parties sees it; `side` is the viewer's. */
export interface Contact {
  id: string;
  exhibitId: string;
  exhibitTitle: string;
  ownerId: string;
  customerId: string;
  side: ChatSide;
  status: ContactStatus;
  view: ChatView;
  loan: boolean;
  message: string;
  items: ContactItem[];
  installationPlace: string;
  locationManager: string;
  locationManagerEmail: string;
  pickupAt: string | null;
  returnDueAt: string | null;
  /** The viewer's side has unread messages. */
  unread: boolean;
  evaluated: { owner: boolean; customer: boolean };
  /** Both evaluations once both are in or 7 days after handover; null before. */
  evaluations: { owner?: ContactEvaluation; customer?: ContactEvaluation } | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContactResponse {
  contact: Contact;
}

export interface ContactListResponse {
  contacts: Contact[];
  total: number;
}

/** The actions a system message records (its `body`). */
export const SYSTEM_ACTIONS = [
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
export type SystemAction = (typeof SYSTEM_ACTIONS)[number];

/** A chat message; `system` messages carry the step's action in `body`. */
export interface ChatMessage {
  id: string;
  side: ChatSide | null;
  kind: 'text' | 'system';
  body: string;
  at: string;
}

export interface MessagesResponse {
  messages: ChatMessage[];
  total: number;
}

/** Limits of the server (`functions/src/model/contact.ts`, CONTACT_LIMITS). */
export const CONTACT_LIMITS = {
  messageMax: 2000,
  placeMax: 200,
  nameMax: 100,
  emailMax: 200,
  quantityMax: 9999,
} as const;
