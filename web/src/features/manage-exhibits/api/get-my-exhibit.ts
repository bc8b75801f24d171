import { api } from '../../../lib/api-client';
import type { ManagedExhibit } from '../../../lib/exhibit-admin-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/exhibits/{id}: the owner's view (memo, items with asset info, last decision). */

export interface ExhibitResponse {
  exhibit: ManagedExhibit;
}

export async function getMyExhibit(id: string, signal?: AbortSignal): Promise<ManagedExhibit> {
  const { exhibit } = await api.get<ExhibitResponse>(
    `/home/exhibits/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return exhibit;
}

/** The cache key of the owner's exhibit, and the prefix of its trail, ledgers and lottery. */
export const myExhibitKey = (id: string) => ['/home/exhibits', id];

export function useMyExhibit(id: string): QueryResult<ManagedExhibit> {
  return useQuery(myExhibitKey(id), (signal) => getMyExhibit(id, signal));
}
