import { conflict } from '../../http/errors';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../model/share-types';
import {
  INVALID_RESERVATION_TRANSITION,
  NOT_YOUR_STEP,
  RESERVATION_TIMING,
} from '../../model/error-codes';

/**
 * The reservation state machine (docs/share-mode.md):
 *
 * | action   | actor  | from                  | to          | when                                   |
 * | -------- | ------ | --------------------- | ----------- | -------------------------------------- |
 * | (book)   | user   | -                     | awaiting_   | charged to a fund above its threshold  |
 * |          |        |                       | budget      | (not by the fund's holder)             |
 * | budget_  | holder | awaiting_budget       | requested*  | before the end                         |
 * | approve  |        |                       |             |                                        |
 * | budget_  | holder | awaiting_budget       | rejected    | any time, with a reason                |
 * | reject   |        |                       |             |                                        |
 * | (book)   | user   | -                     | requested   | device needs approval                  |
 * | (book)   | user   | -                     | approved    | device books directly                  |
 * | approve  | lender | requested             | approved    | before the end                         |
 * | reject   | lender | requested             | rejected    | any time, with a reason                |
 * | cancel   | user   | awaiting_budget,      | cancelled   | before the start                       |
 * |          |        | requested, approved   |             |                                        |
 * | cancel   | lender | requested, approved   | cancelled   | before the end, with a reason          |
 * | checkout | lender | approved              | checked_out | from 15 min before the start to the end |
 * | return   | lender | checked_out           | returned    | any time                               |
 * | no_show  | lender | approved              | no_show     | from 15 min after the start (grace)    |
 * | check_in | user   | approved              | checked_out | from 15 min before the start until the |
 * |          |        |                       |             | check-in deadline (else the end)       |
 * | finish   | user   | checked_out           | returned    | any time                               |
 *
 * (*) `approved` when the device books without approval. The lender does not see a reservation
 * awaiting its fund's budget holder (docs/share-mode.md, "Funds").
 *
 * A device that wants check-in releases an approved reservation not checked in by its deadline
 * (`check-in.ts`): the scheduled job marks it `no_show` (by `system`).
 *
 * Awaiting-budget, requested, approved and checked-out reservations hold their time (no other booking may overlap
 * them); approved, checked-out, returned and no-show ones are charged at the frozen fee.
 */

export { RESERVATION_STATUSES, type ReservationStatus };

export const RESERVATION_ACTIONS = [
  'approve',
  'reject',
  'cancel',
  'checkout',
  'return',
  'no_show',
  'check_in',
  'finish',
  'budget_approve',
  'budget_reject',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];
export type ReservationActor = 'user' | 'lender' | 'holder';

/** Statuses that keep the time slot. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = [
  'awaiting_budget',
  'requested',
  'approved',
  'checked_out',
];
/** Statuses that are billed. */
export const CHARGED_STATUSES: readonly ReservationStatus[] = [
  'approved',
  'checked_out',
  'returned',
  'no_show',
];

/** How long after the start a reservation that nobody picked up may be marked a no-show. */
export const NO_SHOW_GRACE_MINUTES = 15;
/** How early before the start the device may be checked out. */
export const EARLY_CHECKOUT_MINUTES = 15;

const MINUTE = 60_000;

/** What the timing of a step looks at. */
interface TimedReservation {
  start: Date;
  end: Date;
  /** The check-in deadline (null or absent: none). */
  checkInBy?: Date | null;
}

interface Rule {
  actors: readonly ReservationActor[];
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  /** Whether the action is allowed at `now` for a reservation [start, end) and this actor. */
  when: (r: TimedReservation, now: Date, actor: ReservationActor) => boolean;
  /** What to say when `when` fails. */
  tooLate: string;
}

export const RESERVATION_TRANSITIONS: Record<ReservationAction, Rule> = {
  approve: {
    actors: ['lender'],
    from: ['requested'],
    to: 'approved',
    when: (r, now) => now < r.end,
    tooLate: 'The reservation has ended',
  },
  reject: {
    actors: ['lender'],
    from: ['requested'],
    to: 'rejected',
    when: () => true,
    tooLate: '',
  },
  budget_approve: {
    actors: ['holder'],
    from: ['awaiting_budget'],
    to: 'requested',
    when: (r, now) => now < r.end,
    tooLate: 'The reservation has ended',
  },
  budget_reject: {
    actors: ['holder'],
    from: ['awaiting_budget'],
    to: 'rejected',
    when: () => true,
    tooLate: '',
  },
  cancel: {
    actors: ['user', 'lender'],
    from: ['awaiting_budget', 'requested', 'approved'],
    to: 'cancelled',
    when: (r, now, actor) => (actor === 'user' ? now < r.start : now < r.end),
    tooLate: 'It is too late to cancel',
  },
  checkout: {
    actors: ['lender'],
    from: ['approved'],
    to: 'checked_out',
    when: (r, now) =>
      now.getTime() >= r.start.getTime() - EARLY_CHECKOUT_MINUTES * MINUTE && now < r.end,
    tooLate: 'Check-out is possible from 15 minutes before the start until the end',
  },
  return: {
    actors: ['lender'],
    from: ['checked_out'],
    to: 'returned',
    when: () => true,
    tooLate: '',
  },
  check_in: {
    actors: ['user'],
    from: ['approved'],
    to: 'checked_out',
    when: (r, now) =>
      now.getTime() >= r.start.getTime() - EARLY_CHECKOUT_MINUTES * MINUTE &&
      now < (r.checkInBy ?? r.end),
    tooLate: 'Check in from 15 minutes before the start until the check-in deadline',
  },
  finish: {
    actors: ['user'],
    from: ['checked_out'],
    to: 'returned',
    when: () => true,
    tooLate: '',
  },
  no_show: {
    actors: ['lender'],
    from: ['approved'],
    to: 'no_show',
    when: (r, now) => now.getTime() >= r.start.getTime() + NO_SHOW_GRACE_MINUTES * MINUTE,
    tooLate: 'A no-show can be marked 15 minutes after the start',
  },
};

export const notYourReservationStep = (action: ReservationAction) =>
  conflict(NOT_YOUR_STEP, `The other side takes the step "${action}"`);
export const invalidReservationTransition = (
  action: ReservationAction,
  status: ReservationStatus,
) => conflict(INVALID_RESERVATION_TRANSITION, `Cannot ${action} a reservation that is ${status}`);
export const reservationStepTooEarlyOrLate = (message: string) =>
  conflict(RESERVATION_TIMING, message);

/** The status after `action` by `actor`, or a 409 with a code saying why not. */
export function nextReservationStatus(
  reservation: TimedReservation & { status: ReservationStatus },
  action: ReservationAction,
  actor: ReservationActor,
  now: Date,
): ReservationStatus {
  const rule = RESERVATION_TRANSITIONS[action];
  if (!rule.actors.includes(actor)) throw notYourReservationStep(action);
  if (!rule.from.includes(reservation.status))
    throw invalidReservationTransition(action, reservation.status);
  if (!rule.when(reservation, now, actor)) throw reservationStepTooEarlyOrLate(rule.tooLate);
  return rule.to;
}

/** The status a new booking starts in. */
export const initialStatus = (requiresApproval: boolean): ReservationStatus =>
  requiresApproval ? 'requested' : 'approved';

/**
 * A lender who rejects or cancels, and a budget holder who rejects, say why (the user sees it); a
 * user's reason is optional.
 */
export function reasonRequired(action: ReservationAction, actor: ReservationActor): boolean {
  return (
    (actor === 'lender' && (action === 'reject' || action === 'cancel')) ||
    action === 'budget_reject'
  );
}
