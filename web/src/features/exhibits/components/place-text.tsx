import { useTranslation } from 'react-i18next';
import type { ExhibitPlace } from '../../../lib/exhibit-types';
import type { GetAreasResponse } from '../../../lib/lookups/get-areas';
import { usePlaceNames } from '../../../lib/lookups/place-names';
import type { QueryResult } from '../../../lib/use-query';

/** The pick-up place: area and building names from the lookups, then the room. */
export function PlaceText({
  place,
  areas,
}: {
  place: ExhibitPlace;
  areas: QueryResult<GetAreasResponse>;
}) {
  const { t } = useTranslation();
  const names = usePlaceNames(place, areas);
  const parts = [
    names.area ?? t('exhibitCard.unknownArea'),
    names.building ?? null,
    place.room || null,
  ].filter((part): part is string => part !== null);
  return <>{parts.join(' / ')}</>;
}
