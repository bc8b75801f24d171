import type { ConsumableInput } from '@campus/model/fund';
import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { LENDER_RESERVATIONS_KEY } from './get-lender-reservations';

/**
 * POST /api/v1/home/reservations/{id}/consumables `{item, quantity, unitPrice}` -> 201
 * `{reservation}`: the lender adds a charge to a reservation once its device was used. 409
 * `reservation_not_used` (not checked out or returned) or `conflict` (at most 20), 403
 * `not_device_lender`.
 */
export async function addConsumable(id: string, body: ConsumableInput): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/reservations/${encodeURIComponent(id)}/consumables`,
    { body },
  );
  return reservation;
}

/** Adds a consumable to reservation `id`; every list of the lender's reservations follows. */
export function useAddConsumable(id: string) {
  return useApiMutation<ConsumableInput, Reservation>({
    call: (body) => addConsumable(id, body),
    invalidates: () => [LENDER_RESERVATIONS_KEY],
  });
}
