import { DEFAULT_LOAN_DAYS } from '@campus/model/limits';
import { isoToLocalInput } from '../../../lib/time-input';
import type { ChatSide, Contact, ContactStatus } from '../api/contact-types';
import type { PickupPeriod } from '../api/get-pickup-period';

/**
 * The steps a side may take in a status: the web's mirror of `TRANSITIONS` in
 * `functions/src/features/contacts/lifecycle.ts` (the steps the API offers to the web; `reply` is
 * a message and `close` the system's).
 */
export type Step =
  | 'confirm_pickup'
  | 'decline'
  | 'handover'
  | 'change_due'
  | 'return_complete'
  | 'withdraw'
  | 'evaluate';

const RULES: Record<Step, { side: ChatSide | 'either'; from: readonly ContactStatus[] }> = {
  confirm_pickup: { side: 'owner', from: ['waiting', 'open', 'waitpickup'] },
  decline: { side: 'owner', from: ['waiting', 'open', 'waitpickup'] },
  handover: { side: 'owner', from: ['waitpickup'] },
  change_due: { side: 'owner', from: ['waitreturn'] },
  return_complete: { side: 'owner', from: ['waitreturn'] },
  withdraw: { side: 'customer', from: ['waiting', 'open'] },
  evaluate: { side: 'either', from: ['waitcustomerevaluation'] },
};

const ORDER: readonly Step[] = [
  'confirm_pickup',
  'handover',
  'return_complete',
  'change_due',
  'evaluate',
  'withdraw',
  'decline',
];

/** The steps the viewer's side may take now (evaluation once per side). */
export function availableSteps(contact: Pick<Contact, 'side' | 'status' | 'evaluated'>): Step[] {
  return ORDER.filter((step) => {
    const rule = RULES[step];
    if (rule.side !== 'either' && rule.side !== contact.side) return false;
    if (!rule.from.includes(contact.status)) return false;
    if (step === 'evaluate' && contact.evaluated[contact.side]) return false;
    return true;
  });
}

/** Messages can be sent until the trade is over. */
export function canSendMessages(status: ContactStatus): boolean {
  return status !== 'finished' && status !== 'withdrawn';
}

/**
 * The one-tap texts of the message box, by side (`contacts.chat.quickReply.*`): put in the box to
 * edit before sending. The owner's `proposePickup` is no text: it opens the confirm-pickup dialog.
 */
export type QuickReply =
  'stillAvailable' | 'pickupToday' | 'whereIsIt' | 'yesAvailable' | 'proposePickup';

const QUICK_REPLIES: Record<ChatSide, readonly QuickReply[]> = {
  customer: ['stillAvailable', 'pickupToday', 'whereIsIt'],
  owner: ['yesAvailable', 'proposePickup'],
};

/** The trade's states in which quick replies help: arranging the pick-up, before the handover. */
const ARRANGING: readonly Contact['status'][] = ['waiting', 'open', 'waitpickup'];

/**
 * The viewer's quick replies: while the pick-up is being arranged and messages can be sent
 * (decision: after the handover, "is it still available?" makes no sense); the proposal only with
 * its step.
 */
export function quickReplies(
  contact: Pick<Contact, 'side' | 'status' | 'evaluated'>,
): QuickReply[] {
  if (!canSendMessages(contact.status) || !ARRANGING.includes(contact.status)) return [];
  const proposing = availableSteps(contact).includes('confirm_pickup');
  return QUICK_REPLIES[contact.side].filter((reply) => reply !== 'proposePickup' || proposing);
}

/** The items still owed: what the customer asked for minus what was handed over. */
export function remainingOf(item: { quantity: number; handedOver: number }): number {
  return Math.max(0, item.quantity - item.handedOver);
}

/** Whether `iso` lies inside the exhibit's pick-up period. */
export function insidePeriod(iso: string, period: PickupPeriod): boolean {
  const at = Date.parse(iso);
  return at >= Date.parse(period.from) && at <= Date.parse(period.until);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The return due date the handover of a loan proposes: the end (23:59, Japan time) of the day the
 * loan period after today, as a `datetime-local` value ("return within 14 days").
 */
export function proposedReturnDue(loanDays: number | null, now: Date = new Date()): string {
  const day = isoToLocalInput(new Date(now.getTime() + (loanDays ?? DEFAULT_LOAN_DAYS) * DAY_MS));
  return `${day.slice(0, 10)}T23:59`;
}

/** A loan still out after its due date: both sides see it marked overdue. */
export function isOverdue(
  contact: Pick<Contact, 'status' | 'returnDueAt'>,
  now: Date = new Date(),
): boolean {
  return (
    contact.status === 'waitreturn' &&
    contact.returnDueAt !== null &&
    Date.parse(contact.returnDueAt) < now.getTime()
  );
}
