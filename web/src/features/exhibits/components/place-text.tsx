import { useTranslation } from 'react-i18next';
import type { ExhibitPlace } from '../../../lib/exhibit-types';
import { localize, useLanguage } from '../../../lib/i18n';
import type { GetAreasResponse } from '../../../lib/lookups/get-areas';
import { useBuildings } from '../../../lib/lookups/get-buildings';
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
  const language = useLanguage();
  const buildings = useBuildings(place.areaId);
  const area =
    areas.status === 'success' ? areas.data.areas.find((a) => a.id === place.areaId) : undefined;
  const building =
    buildings.status === 'success'
      ? buildings.data.buildings.find((b) => b.id === place.buildingId)
      : undefined;
  const parts = [
    area ? localize(area.name, language) : t('exhibitCard.unknownArea'),
    building ? localize(building.name, language) : null,
    place.room || null,
  ].filter((part): part is string => part !== null);
  return <>{parts.join(' / ')}</>;
}
