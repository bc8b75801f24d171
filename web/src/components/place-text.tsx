import { useTranslation } from 'react-i18next';
import { useAreas, type GetAreasResponse } from '../lib/lookups/get-areas';
import { lookupWords, usePlaceNames, type PlaceRef } from '../lib/lookups/place-names';
import type { QueryResult } from '../lib/use-query';

/**
 * A place in words: campus / building / room. While the names load, the campus is an ellipsis (never
 * an id or "unknown"); a campus the lookups do not know is "unknown area", an unknown building is
 * left out. `areas` when the caller has them already.
 */
export function PlaceText({
  place,
  areas,
}: {
  place: PlaceRef & { room?: string | null };
  areas?: QueryResult<GetAreasResponse>;
}) {
  const { t } = useTranslation();
  const names = usePlaceNames(place, useAreasUnless(areas));
  const area = lookupWords(names.area, t('exhibitCard.unknownArea'));
  const parts = [area, names.building ?? null, place.room || null].filter(
    (part): part is string => part !== null,
  );
  return <span aria-busy={names.area === undefined || undefined}>{parts.join(' / ')}</span>;
}

/** The caller's areas, or the cached lookup (hooks may not be called conditionally). */
function useAreasUnless(areas: QueryResult<GetAreasResponse> | undefined) {
  const own = useAreas();
  return areas ?? own;
}
