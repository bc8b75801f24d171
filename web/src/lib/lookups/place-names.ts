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
 * A lookup name: the name in the current language, `undefined` while its lookup loads, `null` when
 * the lookup failed or does not know the id (the caller says what stands in for each).
 */
export type LookupName = string | undefined | null;

/** What a page shows for a lookup name: an ellipsis while it loads, `unknown` when there is none. */
export function lookupWords(name: LookupName, unknown: string): string {
  return name === undefined ? '…' : (name ?? unknown);
}

/** The campus and building names of a place in the current language (see `LookupName`). The
 * areas come from the caller, which often has them loaded already. */
export function usePlaceNames(
  place: PlaceRef,
  areas: QueryResult<GetAreasResponse>,
): { area: LookupName; building: LookupName } {
  const language = useLanguage();
  const buildings = useBuildings(place.areaId);
  const area =
    areas.status === 'success' ? areas.data.areas.find((a) => a.id === place.areaId) : undefined;
  const building =
    buildings.status === 'success'
      ? buildings.data.buildings.find((b) => b.id === place.buildingId)
      : undefined;
  return {
    area: nameOf(areas.status, area && localize(area.name, language)),
    building: nameOf(buildings.status, building && localize(building.name, language)),
  };
}

function nameOf(status: 'loading' | 'error' | 'success', name: string | undefined): LookupName {
  if (status === 'loading') return undefined;
  return name ?? null;
}
