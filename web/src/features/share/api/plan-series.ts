import { api } from '../../../lib/api-client';
import type { SeriesPlanResponse } from '../../../lib/share-mode/types';

export interface SeriesRequest {
  /** The first date's times, ISO 8601 with the Tokyo offset (`2024-05-07T10:00:00+09:00`). */
  start: string;
  end: string;
  /** How many dates in all, a week apart (2 to 12, the first included). */
  weeks: number;
}

/**
 * GET /api/v1/home/devices/{id}/reservations/series?start&end&weeks: each date of a weekly series
 * and what stands in its way (another booking, an outage, the device's rules; null: free), before
 * anything is booked. 400 rules, 403 `qualification_required`.
 */
export function planSeries(deviceId: string, series: SeriesRequest): Promise<SeriesPlanResponse> {
  return api.get<SeriesPlanResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/reservations/series`,
    { query: { start: series.start, end: series.end, weeks: series.weeks } },
  );
}
