import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import type { ExhibitDetail } from '../../../lib/exhibit-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/exhibits/{id}: the public detail (items with images, counters, owner card; `isOwner`
 * and `isFavorite` for a signed-in caller). 404 when it is not on display, unless the caller owns it.
 */
export interface GetExhibitResponse {
  exhibit: ExhibitDetail;
}

export async function getExhibit(id: string, signal?: AbortSignal): Promise<ExhibitDetail> {
  const body = await api.get<GetExhibitResponse>(
    `/exhibits/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return body.exhibit;
}

export function useExhibit(id: string): QueryResult<ExhibitDetail> {
  const fetcher = useCallback((signal: AbortSignal) => getExhibit(id, signal), [id]);
  return useQuery(fetcher);
}
