import type { Faculty, FacultiesResponse } from '@campus/model/lookup-types';
import { api } from '../api-client';
import { useQuery, type QueryResult } from '../use-query';

/** GET /api/v1/faculties: the faculties, in display order. */

export type { Faculty, FacultiesResponse };

export function getFaculties(signal?: AbortSignal): Promise<FacultiesResponse> {
  return api.get<FacultiesResponse>('/faculties', signal ? { signal } : {});
}

export function useFaculties(): QueryResult<FacultiesResponse> {
  return useQuery(['/faculties'], getFaculties);
}
