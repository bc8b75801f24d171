import { useApiMutation } from '../use-api-mutation';
import { checkInReservation } from './check-in-reservation';
import { finishReservation } from './finish-reservation';
import type { Reservation } from './types';

/** The user's own steps of a reservation in use (`check-in.ts` says when each applies). */
export type ReservationStep = 'checkIn' | 'finish';

/** A step the user takes on one of their reservations. */
export interface StepRequest {
  reservationId: string;
  step: ReservationStep;
}

/**
 * The cache key prefix of every list of reservations (`GET /home/reservations`): the user's weeks,
 * the device page's reservation now, the lender's lists.
 */
export const RESERVATIONS_KEY = ['/home/reservations'];

const CALLS = { checkIn: checkInReservation, finish: finishReservation } as const;

/**
 * Checks a reservation in, or finishes it (the answer is the reservation after the step); every
 * list of reservations follows, also after a refusal (409: it moved on meanwhile).
 */
export function useReservationStep() {
  return useApiMutation<StepRequest, Reservation>({
    call: ({ reservationId, step }) => CALLS[step](reservationId),
    invalidates: () => [RESERVATIONS_KEY],
  });
}
