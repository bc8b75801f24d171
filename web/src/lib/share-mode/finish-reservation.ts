import { api } from '../api-client';
import { refreshNotifications } from '../notification-refresh';
import type { Reservation } from './types';

/**
 * POST /api/v1/home/reservations/{id}/finish: the user ends the use of a reservation in use
 * (`returned`; charged by use, the fee is worked out from the actual times). 409
 * `invalid_reservation_transition`, `not_your_step`.
 */
export async function finishReservation(id: string): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/finish`,
    { body: {} },
  );
  refreshNotifications();
  return reservation;
}
