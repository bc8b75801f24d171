import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import type { Reservation } from '../../../lib/share-mode/types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { USER_RESERVATIONS_KEY } from './get-reservations';
import { WAITLIST_KEY } from './get-waitlist';

/**
 * POST /api/v1/home/waitlist/{entryId}/accept -> 201 `{reservation}`: the offered slot is booked
 * for the caller (its to-do is done). 409 `offer_expired`, `not_offered`, `reservation_conflict`.
 */
export async function acceptWaitlistOffer(entryId: string): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/waitlist/${encodeURIComponent(entryId)}/accept`,
    { body: {} },
  );
  refreshNotifications();
  return reservation;
}

/**
 * Accepts an offered slot (by the entry's id; the answer is the reservation made): the waitlist
 * and every week of the user's reservations follow.
 */
export function useAcceptWaitlistOffer() {
  return useApiMutation<string, Reservation>({
    call: (entryId) => acceptWaitlistOffer(entryId),
    invalidates: () => [WAITLIST_KEY, USER_RESERVATIONS_KEY],
  });
}
