import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import type { Reservation } from '../../../lib/share-mode/types';

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
