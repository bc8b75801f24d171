import { conflict, validationError } from '../../http/errors';
import type {
  ChatSide,
  ChatView,
  ContactAction,
  ContactStatus,
  EvaluationScore,
  TodoKind,
} from '../../model/contact-types';
import {
  ALREADY_EVALUATED,
  INSUFFICIENT_STOCK,
  INVALID_CONTACT_TRANSITION,
  NOT_YOUR_STEP,
} from '../../model/error-codes';

/**
 * The contact (trade) state machine, free of Firebase: each step takes the contact's state and the
 * actor's side and returns the change to apply, or throws the `AppError` the API answers with
 * (409 with a code for an illegal step, 403 for the wrong side is the caller's job). Stores apply
 * the result inside the transaction that also writes the chat's system message and the to-dos.
 *
 * Transition table (spec section 4, "Contact (trade) status"; the spec leaves the table open):
 *
 * | action          | side     | from                               | to                       |
 * | --------------- | -------- | ---------------------------------- | ------------------------ |
 * | reply           | owner    | waiting                            | open                     |
 * | confirm_pickup  | owner    | waiting, open, waitpickup          | waitpickup               |
 * | withdraw        | customer | waiting, open                      | withdrawn                |
 * | decline         | owner    | waiting, open, waitpickup          | withdrawn                |
 * | handover        | owner    | waitpickup                         | waitreturn (loan), else  |
 * |                 |          |                                    | waitcustomerevaluation   |
 * | change_due      | owner    | waitreturn                         | waitreturn               |
 * | return_complete | owner    | waitreturn                         | waitcustomerevaluation   |
 * | evaluate        | either   | waitcustomerevaluation             | same, finished when both |
 * | close           | system   | any but finished, withdrawn        | withdrawn                |
 *
 * `close` is what the system does when an exhibit is cancelled or a party withdraws from the
 * service. Messages never change the status, except that the owner's first message to a waiting
 * contact is its reply.
 */

export type Actor = ChatSide | 'system';

export interface Evaluation {
  score: EvaluationScore;
  comment: string;
  at: Date;
}

/** The part of a contact the state machine looks at. */
export interface ContactState {
  status: ContactStatus;
  /** A loan (an exhibit lent, not given) goes through `waitreturn`; a give-away does not. */
  loan: boolean;
  /** Who wrote the latest chat message (null before any). */
  lastMessageBy: ChatSide | null;
  evaluations: Partial<Record<ChatSide, Evaluation>>;
}

/** Who may take each action, and from which statuses. */
export const TRANSITIONS: Record<
  ContactAction,
  { actor: Actor | 'either'; from: readonly ContactStatus[] }
> = {
  reply: { actor: 'owner', from: ['waiting'] },
  confirm_pickup: { actor: 'owner', from: ['waiting', 'open', 'waitpickup'] },
  withdraw: { actor: 'customer', from: ['waiting', 'open'] },
  decline: { actor: 'owner', from: ['waiting', 'open', 'waitpickup'] },
  handover: { actor: 'owner', from: ['waitpickup'] },
  change_due: { actor: 'owner', from: ['waitreturn'] },
  return_complete: { actor: 'owner', from: ['waitreturn'] },
  evaluate: { actor: 'either', from: ['waitcustomerevaluation'] },
  close: {
    actor: 'system',
    from: ['waiting', 'open', 'waitpickup', 'waitreturn', 'waitcustomerevaluation'],
  },
};

/** Statuses in which the trade is still going on (the exhibit "has active contacts"). */
export const ACTIVE_STATUSES: readonly ContactStatus[] = [
  'waiting',
  'open',
  'waitpickup',
  'waitreturn',
];

export const invalidContactTransition = (action: ContactAction, status: ContactStatus) =>
  conflict(
    INVALID_CONTACT_TRANSITION,
    `Cannot ${action.replace('_', ' ')} a contact that is ${status}`,
  );
export const notYourStep = (action: ContactAction) =>
  conflict(NOT_YOUR_STEP, `The other side takes the step "${action}"`);
export const alreadyEvaluated = () =>
  conflict(ALREADY_EVALUATED, 'You have already evaluated this trade');

/** Throws unless `actor` may take `action` from the contact's status. */
export function assertTransition(state: ContactState, action: ContactAction, actor: Actor): void {
  const rule = TRANSITIONS[action];
  const sideOk = rule.actor === 'either' ? actor !== 'system' : rule.actor === actor;
  if (!sideOk) throw notYourStep(action);
  if (!rule.from.includes(state.status)) throw invalidContactTransition(action, state.status);
}

/** The status after `action` (called after {@link assertTransition}). */
export function nextStatus(
  state: ContactState,
  action: ContactAction,
  actor: Actor,
): ContactStatus {
  assertTransition(state, action, actor);
  switch (action) {
    case 'reply':
      return 'open';
    case 'confirm_pickup':
      return 'waitpickup';
    case 'withdraw':
    case 'decline':
    case 'close':
      return 'withdrawn';
    case 'handover':
      return state.loan ? 'waitreturn' : 'waitcustomerevaluation';
    case 'change_due':
      return 'waitreturn';
    case 'return_complete':
      return 'waitcustomerevaluation';
    case 'evaluate': {
      const other: ChatSide = actor === 'owner' ? 'customer' : 'owner';
      return state.evaluations[other] === undefined ? 'waitcustomerevaluation' : 'finished';
    }
  }
}

/** A chat message: the owner's first message to a waiting contact is its reply. */
export function statusAfterMessage(state: ContactState, side: ChatSide): ContactStatus {
  if (state.status === 'waiting' && side === 'owner') return 'open';
  return state.status;
}

/**
 * Whether a message from `side` changes the trade itself: the owner's first answer opens a waiting
 * trade, and a message from the side that did not write last changes `lastMessageBy` and with it
 * the chat to-dos. A side writing again changes neither (only the read markers and times).
 */
export function messageMovesTrade(state: ContactState, side: ChatSide): boolean {
  return statusAfterMessage(state, side) !== state.status || state.lastMessageBy !== side;
}

/** Records `side`'s evaluation (once) and the status it leads to. */
export function evaluate(
  state: ContactState,
  side: ChatSide,
  evaluation: Evaluation,
): { status: ContactStatus; evaluations: ContactState['evaluations'] } {
  assertTransition(state, 'evaluate', side);
  if (state.evaluations[side] !== undefined) throw alreadyEvaluated();
  return {
    status: nextStatus(state, 'evaluate', side),
    evaluations: { ...state.evaluations, [side]: evaluation },
  };
}

/** How long after both are due an evaluation is shown even if the other side never evaluates. */
export const EVALUATION_REVEAL_DAYS = 7;

/**
 * Whether the evaluations may be shown to the other side: once both are in, or
 * {@link EVALUATION_REVEAL_DAYS} days after the evaluation phase began.
 */
export function evaluationVisible(
  state: Pick<ContactState, 'evaluations'>,
  evaluationSince: Date | null,
  now: Date,
): boolean {
  if (state.evaluations.owner !== undefined && state.evaluations.customer !== undefined)
    return true;
  if (evaluationSince === null) return false;
  return now.getTime() - evaluationSince.getTime() >= EVALUATION_REVEAL_DAYS * 24 * 60 * 60 * 1000;
}

/** The pick-up reservation must lie inside the exhibit's pick-up period (400 at `body.pickupAt`). */
export function assertPickupInPeriod(pickupAt: Date, period: { from: Date; until: Date }): void {
  if (pickupAt.getTime() < period.from.getTime() || pickupAt.getTime() > period.until.getTime()) {
    throw validationError([
      { location: 'body.pickupAt', message: 'The pick-up time must be inside the pick-up period' },
    ]);
  }
}

export const insufficientStock = () =>
  conflict(INSUFFICIENT_STOCK, 'Not enough stock left for this handover');

/**
 * A handover count: at least 1, at most what the customer asked for, and never more than the stock
 * (409 `insufficient_stock`). Returns the stock after the handover.
 */
export function stockAfterHandover(requested: number, stock: number, count: number): number {
  if (!Number.isInteger(count) || count < 1 || count > requested) {
    throw validationError([
      { location: 'body.count', message: `Enter a whole number from 1 to ${requested}` },
    ]);
  }
  if (count > stock) throw insufficientStock();
  return stock - count;
}

/**
 * The to-dos a contact gives each side right now; the stores replace a contact's to-dos with these
 * after every step, so to-dos are created and resolved as the trade moves.
 */
export function todosOf(state: ContactState): Record<ChatSide, TodoKind[]> {
  const owner: TodoKind[] = [];
  const customer: TodoKind[] = [];
  switch (state.status) {
    case 'waiting':
    case 'open':
      if (state.lastMessageBy === 'customer') owner.push('chat_owner');
      if (state.lastMessageBy === 'owner') customer.push('chat_customer');
      break;
    case 'waitpickup':
      owner.push('delivery');
      customer.push('receipt');
      break;
    case 'waitreturn':
      owner.push('confirm_return');
      customer.push('return_exhibit');
      break;
    case 'waitcustomerevaluation':
      if (state.evaluations.owner === undefined) owner.push('eval_owner');
      if (state.evaluations.customer === undefined) customer.push('eval_customer');
      break;
    case 'finished':
    case 'withdrawn':
      break;
  }
  return { owner, customer };
}

export function chatViewOf(status: ContactStatus): ChatView {
  switch (status) {
    case 'waiting':
    case 'open':
      return 'open';
    case 'waitpickup':
      return 'pickup';
    case 'waitreturn':
      return 'return';
    case 'waitcustomerevaluation':
      return 'evaluation';
    case 'finished':
    case 'withdrawn':
      return 'closed';
  }
}
