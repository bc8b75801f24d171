import { api } from '../../../lib/api-client';
import type { SeriesBookedResponse } from '../../../lib/share-mode/types';
import type { AssistanceRequest } from './book-device';
import { useDeviceTimeChange } from './device-time-change';
import type { SeriesRequest } from './plan-series';

/**
 * A weekly series as booked: the plan's request, the purpose, and optionally the fund to charge and
 * a request for assistance (for each date).
 */
export interface SeriesBookingRequest extends SeriesRequest {
  purpose: string;
  fundId?: string;
  assistance?: AssistanceRequest;
}

/**
 * POST /api/v1/home/devices/{id}/reservations/series `{start, end, purpose, weeks, fundId?,
 * assistance?}` -> 201: the
 * free dates of the series booked, each its own reservation (`requested` when the device needs
 * approval, `awaiting_budget` when the fund's budget holder approves first), and every date as
 * planned. 409 `reservation_conflict` when no date is free (any more), 409 `device_suspended` /
 * `device_shut_down` / `fund_not_current` / `fund_cap_exceeded` / `assistance_not_offered`, 403
 * `qualification_required` /
 * `not_fund_member`.
 */
export function bookSeries(
  deviceId: string,
  body: SeriesBookingRequest,
): Promise<SeriesBookedResponse> {
  return api.post<SeriesBookedResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/reservations/series`,
    { body },
  );
}

/** Books the free dates of a weekly series of the device; its weeks follow. */
export function useBookSeries(deviceId: string) {
  return useDeviceTimeChange(deviceId, bookSeries);
}
