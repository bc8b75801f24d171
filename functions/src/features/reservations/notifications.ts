import type { OutageNoticeKind, ReservationNoticeKind } from '../../model/notice-types';
import type { NoticeDraft } from '../../shared/notices';
import type { ReservationAction, ReservationActor, ReservationStatus } from './lifecycle';

/**
 * What a reservation change tells whom, reusing the trades' to-dos and notices (docs/share-mode.md):
 * - a request that needs approval is a lender to-do (`approve_reservation`), gone once decided;
 * - a charge above its fund's threshold is first the budget holder's to-do (`approve_budget`), and
 *   their decision a notice to the user;
 * - approval, rejection and a lender's cancellation are notices to the user; a user's cancellation
 *   a notice to the lender;
 * - the day before, a reminder (made by the daily job).
 * Notices name the device in `exhibitId`/`exhibitTitle` and carry `reservationId`.
 */

export interface ReservationFacts {
  id: string;
  deviceId: string;
  deviceName: string;
  lenderId: string;
  userId: string;
  status: ReservationStatus;
}

/** `todos/{id}` of a fund's budget holder deciding on a charge (accountId: the holder's uid). */
export const budgetTodoId = (reservationId: string) => `${reservationId}_approve_budget`;

/** Whether the reservation waits for its fund's budget holder in this status. */
export const needsBudgetTodo = (status: ReservationStatus) => status === 'awaiting_budget';

/** `todos/{id}` of a reservation's approval. */
export const approvalTodoId = (reservationId: string) => `${reservationId}_approve_reservation`;

/** Whether the reservation has an open approval to-do in this status. */
export const needsApprovalTodo = (status: ReservationStatus) => status === 'requested';

export function reservationNotice(
  r: ReservationFacts,
  kind: ReservationNoticeKind | OutageNoticeKind,
  to: 'user' | 'lender',
  now: Date,
): NoticeDraft {
  return {
    accountId: to === 'user' ? r.userId : r.lenderId,
    role: to === 'user' ? 'customer' : 'owner',
    kind,
    exhibitId: r.deviceId,
    exhibitTitle: r.deviceName,
    favorite: null,
    comment: null,
    reservationId: r.id,
    createdAt: now,
    confirmedAt: null,
  };
}

/**
 * The notices a step sends (the reservation as it is after the step, `from` its status before):
 * the lender hears nothing of a reservation that was still waiting for its budget holder.
 */
export function noticesOfStep(
  r: ReservationFacts,
  from: ReservationStatus,
  action: ReservationAction,
  actor: ReservationActor,
  now: Date,
): NoticeDraft[] {
  switch (action) {
    case 'budget_approve':
      return [reservationNotice(r, 'budget_approved', 'user', now)];
    case 'budget_reject':
      return [reservationNotice(r, 'budget_rejected', 'user', now)];
    case 'approve':
      return [reservationNotice(r, 'reservation_approved', 'user', now)];
    case 'reject':
      return [reservationNotice(r, 'reservation_rejected', 'user', now)];
    case 'cancel':
      if (actor === 'user' && from === 'awaiting_budget') return [];
      return [
        reservationNotice(r, 'reservation_cancelled', actor === 'lender' ? 'user' : 'lender', now),
      ];
    default:
      return [];
  }
}

/** The reminder's notice id: one per reservation, whatever day the job runs. */
export const reminderNoticeId = (reservationId: string) => `reminder_${reservationId}`;
