import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';

/**
 * DELETE /api/v1/home/reservations/{id}/consumables/{consumableId} -> `{reservation}`: the lender
 * takes a charge off (409 `reservation_not_used` once the reservation is no longer in use or
 * returned, 404 when it is gone already).
 */
export async function removeConsumable(id: string, consumableId: string): Promise<Reservation> {
  const { reservation } = await api.delete<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/consumables/${encodeURIComponent(consumableId)}`,
  );
  return reservation;
}
