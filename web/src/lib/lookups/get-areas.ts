import { api } from '../api-client';
import type { LocalizedText } from '../i18n';
import { useQuery, type QueryResult } from '../use-query';

/** GET /api/v1/areas: the campuses, in display order. */

export interface Area {
  id: string;
  name: LocalizedText;
  order: number;
}

export interface GetAreasResponse {
  areas: Area[];
}

export function getAreas(signal?: AbortSignal): Promise<GetAreasResponse> {
  return api.get<GetAreasResponse>('/areas', signal ? { signal } : {});
}

export function useAreas(): QueryResult<GetAreasResponse> {
  return useQuery(['/areas'], getAreas);
}
