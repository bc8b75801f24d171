import { api } from '../api-client';
import type { Area, AreasResponse as GetAreasResponse } from '@campus/model/lookup-types';
import { useQuery, type QueryResult } from '../use-query';

/** GET /api/v1/areas: the campuses, in display order. */

export type { Area, GetAreasResponse };

export function getAreas(signal?: AbortSignal): Promise<GetAreasResponse> {
  return api.get<GetAreasResponse>('/areas', signal ? { signal } : {});
}

export function useAreas(): QueryResult<GetAreasResponse> {
  return useQuery(['/areas'], getAreas);
}
