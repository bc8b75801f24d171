import { api } from '../../../lib/api-client';
import type { ExhibitDetail } from '../../../lib/exhibit-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** The exhibit's pick-up period, from GET /api/v1/exhibits/{id} (the confirm pick-up step). */
export interface PickupPeriod {
  from: string;
  until: string;
}

export async function getPickupPeriod(
  exhibitId: string,
  signal?: AbortSignal,
): Promise<PickupPeriod> {
  const { exhibit } = await api.get<{ exhibit: ExhibitDetail }>(
    `/exhibits/${encodeURIComponent(exhibitId)}`,
    { background: true, ...(signal ? { signal } : {}) },
  );
  return { from: exhibit.pickupFrom, until: exhibit.pickupUntil };
}

export function usePickupPeriod(exhibitId: string): QueryResult<PickupPeriod> {
  return useQuery(['/exhibits', exhibitId, 'pickup'], (signal) =>
    getPickupPeriod(exhibitId, signal),
  );
}
