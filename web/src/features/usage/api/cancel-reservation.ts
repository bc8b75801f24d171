import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import type { Reservation } from '../../../lib/share-mode/types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { USER_RESERVATIONS_KEY } from './get-reservations';

/**
 * POST /api/v1/home/reservations/{id}/cancel `{reason}`: the user cancels a reservation awaiting
 * the budget holder or the lender, or an approved one, before its start (409
 * `invalid_reservation_transition` / `reservation_timing`).
 */
export async function cancelReservation(id: string, reason = ''): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/cancel`,
    { body: { reason } },
  );
  refreshNotifications();
  return reservation;
}

/** Cancels one of the user's reservations (by id); every week of their reservations follows. */
export function useCancelReservation() {
  return useApiMutation<string, Reservation>({
    call: (id) => cancelReservation(id),
    invalidates: () => [USER_RESERVATIONS_KEY],
  });
}
