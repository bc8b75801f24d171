import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { LENDER_RESERVATIONS_KEY } from './get-lender-reservations';

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

/**
 * Takes consumable (the variable, its id) off reservation `id`; every list of the lender's
 * reservations follows.
 */
export function useRemoveConsumable(id: string) {
  return useApiMutation<string, Reservation>({
    call: (consumableId) => removeConsumable(id, consumableId),
    invalidates: () => [LENDER_RESERVATIONS_KEY],
  });
}
