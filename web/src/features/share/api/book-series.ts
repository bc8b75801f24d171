import { api } from '../../../lib/api-client';
import type { SeriesBookedResponse } from '../../../lib/share-mode/types';
import type { SeriesRequest } from './plan-series';

/**
 * POST /api/v1/home/devices/{id}/reservations/series `{start, end, purpose, weeks}` -> 201: the
 * free dates of the series booked, each its own reservation (`requested` when the device needs
 * approval), and every date as planned. 409 `reservation_conflict` when no date is free (any more),
 * 409 `device_suspended` / `device_shut_down`, 403 `qualification_required`.
 */
export function bookSeries(
  deviceId: string,
  body: SeriesRequest & { purpose: string },
): Promise<SeriesBookedResponse> {
  return api.post<SeriesBookedResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/reservations/series`,
    { body },
  );
}
