import type { Firestore } from 'firebase-admin/firestore';
import { createTakeReservationStep } from './take-step';

/**
 * The reservations feature's use-cases (docs/architecture.md, "Routes, use-cases, stores"): a
 * reservation's steps; bookings are written by the store's booking transactions.
 */
export function createReservationUseCases(db: Firestore) {
  return {
    takeStep: createTakeReservationStep(db),
  };
}

export type ReservationUseCases = ReturnType<typeof createReservationUseCases>;
