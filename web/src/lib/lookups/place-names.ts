import { localize, useLanguage } from '../i18n';
import type { QueryResult } from '../use-query';
import type { GetAreasResponse } from './get-areas';
import { useBuildings } from './get-buildings';

/** Where a place is, as the lookups know it. */
export interface PlaceRef {
  areaId: string;
  buildingId: string;
}

/**
 * The campus and building names of a place in the current language; each undefined while its
 * lookup loads, fails or lacks the id (the caller says what stands in for it). The areas come from
 * the caller, which often has them loaded already.
 */
export function usePlaceNames(
  place: PlaceRef,
  areas: QueryResult<GetAreasResponse>,
): { area: string | undefined; building: string | undefined } {
  const language = useLanguage();
  const buildings = useBuildings(place.areaId);
  const area =
    areas.status === 'success' ? areas.data.areas.find((a) => a.id === place.areaId) : undefined;
  const building =
    buildings.status === 'success'
      ? buildings.data.buildings.find((b) => b.id === place.buildingId)
      : undefined;
  return {
    area: area && localize(area.name, language),
    building: building && localize(building.name, language),
  };
}
