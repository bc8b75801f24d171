/**
 * Fair and reliable handovers (issue 34, part 2; docs/clear-outs.md), as plain rules: the limits a
 * customer identity meets when asking for an exhibit (open contacts at once, items collected in a
 * week), when an owner may record a no-show, and how long no-shows pause new contacts. The numbers
 * are campus settings; the store serialises each customer's contacts on one document and asks these.
 */

const DAY = 24 * 60 * 60 * 1000;

/** The campus settings of handovers (remote settings; these are their defaults). */
export interface TakerLimits {
  /** Contacts a customer may have open at once (waiting, open, waiting for pick-up). */
  contactsOpenMax: number;
  /** Items a customer may collect in 7 days. */
  itemsPerWeekMax: number;
  /** No-shows (not cleared) within `noShowWindowDays` that pause new contacts. */
  noShowLimit: number;
  noShowWindowDays: number;
  noShowPauseDays: number;
}

export const DEFAULT_TAKER_LIMITS: TakerLimits = {
  contactsOpenMax: 5,
  itemsPerWeekMax: 10,
  noShowLimit: 2,
  noShowWindowDays: 90,
  noShowPauseDays: 14,
};

/** A no-show or late cancellation on a customer's record. */
export interface NoShowMark {
  at: Date;
  /** A moderator cleared it: it no longer counts. */
  cleared: boolean;
}

/**
 * Until when new contacts of the customer are paused, or null: each time the records not cleared
 * reach the limit within the window, a pause of `noShowPauseDays` runs from the record that reached
 * it; the latest pause still running at `now` counts.
 */
export function pausedUntil(
  records: readonly NoShowMark[],
  limits: Pick<TakerLimits, 'noShowLimit' | 'noShowWindowDays' | 'noShowPauseDays'>,
  now: Date,
): Date | null {
  const counted = records
    .filter((r) => !r.cleared)
    .map((r) => r.at.getTime())
    .sort((a, b) => a - b);
  const window = limits.noShowWindowDays * DAY;
  let until: number | null = null;
  counted.forEach((at, i) => {
    const within = counted.slice(0, i + 1).filter((earlier) => earlier > at - window).length;
    if (within >= limits.noShowLimit) until = at + limits.noShowPauseDays * DAY;
  });
  return until !== null && until > now.getTime() ? new Date(until) : null;
}

/** Items handed to the customer in the 7 days before `now`. */
export function itemsThisWeek(
  handovers: readonly { at: Date; quantity: number }[],
  now: Date,
): number {
  const since = now.getTime() - 7 * DAY;
  return handovers
    .filter((h) => h.at.getTime() > since && h.at.getTime() <= now.getTime())
    .reduce((sum, h) => sum + h.quantity, 0);
}

/** Why a customer may not open a contact (or apply) now, with what the answer shows. */
export type ContactRefusal =
  | { code: 'contacts_paused'; until: Date }
  | { code: 'contact_limit'; limit: number }
  | { code: 'collect_limit'; limit: number };

/**
 * Why a new contact asking for `quantity` items is refused, or null: a pause first, then the open
 * contacts (this one would be one too many), then the items (those handed in the last 7 days and
 * these together beyond the week's limit).
 */
export function contactRefusal(
  standing: { openContacts: number; itemsThisWeek: number; pausedUntil: Date | null },
  quantity: number,
  limits: Pick<TakerLimits, 'contactsOpenMax' | 'itemsPerWeekMax'>,
  now: Date,
): ContactRefusal | null {
  if (standing.pausedUntil !== null && standing.pausedUntil.getTime() > now.getTime())
    return { code: 'contacts_paused', until: standing.pausedUntil };
  if (standing.openContacts >= limits.contactsOpenMax)
    return { code: 'contact_limit', limit: limits.contactsOpenMax };
  if (standing.itemsThisWeek + quantity > limits.itemsPerWeekMax)
    return { code: 'collect_limit', limit: limits.itemsPerWeekMax };
  return null;
}

/**
 * What an owner may record of a trade now, or null: a no-show once the confirmed pick-up time has
 * passed with the trade still waiting for it; a late cancellation when the customer withdrew within
 * 24 hours before the pick-up time (or after it).
 */
export function noShowKind(
  contact: {
    status: string;
    pickupAt: Date | null;
    /** When and by which side the trade was withdrawn (null: it was not). */
    withdrawn: { at: Date; by: 'owner' | 'customer' } | null;
  },
  now: Date,
): 'no_show' | 'late_cancel' | null {
  const { pickupAt, withdrawn } = contact;
  if (pickupAt === null) return null;
  if (contact.status === 'waitpickup' && pickupAt.getTime() < now.getTime()) return 'no_show';
  if (
    contact.status === 'withdrawn' &&
    withdrawn?.by === 'customer' &&
    withdrawn.at.getTime() >= pickupAt.getTime() - DAY
  )
    return 'late_cancel';
  return null;
}
