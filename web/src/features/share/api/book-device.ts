import type { IfDeclined } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useDeviceTimeChange } from './device-time-change';

export interface BookingRequest {
  /** ISO 8601 with the Tokyo offset (`2024-05-07T10:00:00+09:00`). */
  start: string;
  end: string;
  purpose: string;
  /** The fund to charge (one of `GET /home/me/funds`), else none. */
  fundId?: string;
  /** Asks the device's staff to assist, where the device offers it (issue 33). */
  assistance?: AssistanceRequest;
}

/** A request for assistance: the note for the staff, and what a decline does to the booking. */
export interface AssistanceRequest {
  note: string;
  ifDeclined: IfDeclined;
}

/**
 * POST /api/v1/home/devices/{id}/reservations `{start, end, purpose, fundId?, assistance?}`: 201
 * `{reservation}`,
 * `requested` when the device needs approval, else `approved`; `awaiting_budget` when the charge
 * to the fund is above its approval threshold (its budget holder approves before the lender sees
 * it). 400 rules at `body.start`, 403 `own_device` / `qualification_required` / `not_fund_member`,
 * 404 no such fund, 409 `device_suspended` / `reservation_conflict` / `fund_not_current` /
 * `fund_cap_exceeded` / `assistance_not_offered`.
 */
export async function bookDevice(id: string, body: BookingRequest): Promise<Reservation> {
  const { reservation } = await api.post<{ reservation: Reservation }>(
    `/home/devices/${encodeURIComponent(id)}/reservations`,
    { body },
  );
  return reservation;
}

/** Books the device once (the answer says whether it awaits approval); its weeks follow. */
export function useBookDevice(deviceId: string) {
  return useDeviceTimeChange(deviceId, bookDevice);
}
