import { api } from '../api-client';
import { refreshNotifications } from '../notification-refresh';
import type { Reservation } from './types';

/**
 * POST /api/v1/home/reservations/{id}/check-in: the user starts using an approved reservation
 * (`checked_out`), from 15 minutes before its start until `checkInBy` (409 `reservation_timing`,
 * `invalid_reservation_transition`, `not_your_step`).
 */
export async function checkInReservation(id: string): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/check-in`,
    { body: {} },
  );
  refreshNotifications();
  return reservation;
}
