import type { ChatSide, Contact, ContactStatus } from '../api/contact-types';
import type { PickupPeriod } from '../api/get-pickup-period';

/**
 * The steps a side may take in a status: the web's mirror of `TRANSITIONS` in
 * `functions/src/features/contacts/lifecycle.ts` (only the steps the API offers to the web;
 * share-mode `change_due` and `return_complete` have no call yet).
 */
export type Step = 'confirm_pickup' | 'decline' | 'handover' | 'withdraw' | 'evaluate';

const RULES: Record<Step, { side: ChatSide | 'either'; from: readonly ContactStatus[] }> = {
  confirm_pickup: { side: 'owner', from: ['waiting', 'open', 'waitpickup'] },
  decline: { side: 'owner', from: ['waiting', 'open', 'waitpickup'] },
  handover: { side: 'owner', from: ['waitpickup'] },
  withdraw: { side: 'customer', from: ['waiting', 'open'] },
  evaluate: { side: 'either', from: ['waitcustomerevaluation'] },
};

const ORDER: readonly Step[] = ['confirm_pickup', 'handover', 'evaluate', 'withdraw', 'decline'];

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

/** The items still owed: what the customer asked for minus what was handed over. */
export function remainingOf(item: { quantity: number; handedOver: number }): number {
  return Math.max(0, item.quantity - item.handedOver);
}

/** Whether `iso` lies inside the exhibit's pick-up period. */
export function insidePeriod(iso: string, period: PickupPeriod): boolean {
  const at = Date.parse(iso);
  return at >= Date.parse(period.from) && at <= Date.parse(period.until);
}
