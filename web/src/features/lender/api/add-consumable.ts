import type { ConsumableInput } from '@campus/model/fund';
import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';

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
