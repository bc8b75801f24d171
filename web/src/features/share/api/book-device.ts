import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';

export interface BookingRequest {
  /** ISO 8601 with the Tokyo offset (`2024-05-07T10:00:00+09:00`). */
  start: string;
  end: string;
  purpose: string;
}

/**
 * POST /api/v1/home/devices/{id}/reservations `{start, end, purpose}`: 201 `{reservation}`,
 * `requested` when the device needs approval, else `approved`. 400 rules at `body.start`, 403
 * `own_device` / `qualification_required`, 409 `device_suspended` / `reservation_conflict`.
 */
export async function bookDevice(id: string, body: BookingRequest): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/devices/${encodeURIComponent(id)}/reservations`,
    { body },
  );
  return reservation;
}
