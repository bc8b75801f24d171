import { api } from '../api-client';
import type {
  Building,
  BuildingsResponse as GetBuildingsResponse,
} from '@campus/model/lookup-types';
import { useQuery, type QueryResult } from '../use-query';

/** GET /api/v1/areas/{id}/buildings: the buildings of an area, in display order (404: no area). */

export type { Building, GetBuildingsResponse };

export function getBuildings(areaId: string, signal?: AbortSignal): Promise<GetBuildingsResponse> {
  return api.get<GetBuildingsResponse>(
    `/areas/${encodeURIComponent(areaId)}/buildings`,
    signal ? { signal } : {},
  );
}

export function useBuildings(areaId: string): QueryResult<GetBuildingsResponse> {
  return useQuery(['/areas', areaId, 'buildings'], (signal) => getBuildings(areaId, signal));
}

/** The buildings of the chosen campus in a form (none until one is chosen). */
export function useAreaBuildings(areaId: string): QueryResult<Building[]> {
  return useQuery(['/areas', areaId, 'buildings', 'list'], async (signal) =>
    areaId === '' ? [] : (await getBuildings(areaId, signal)).buildings,
  );
}
