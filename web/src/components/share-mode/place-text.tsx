import { localize, useLanguage } from '../../lib/i18n';
import { useAreas } from '../../lib/lookups/get-areas';
import { useBuildings } from '../../lib/lookups/get-buildings';
import type { Device } from '../../lib/share-mode/types';

/** A device's place in words: campus, building and room (ids while the names load or fail). */
export function PlaceText({ place }: { place: Device['place'] }) {
  const language = useLanguage();
  const areas = useAreas();
  const buildings = useBuildings(place.areaId);
  const area =
    areas.status === 'success' ? areas.data.areas.find((a) => a.id === place.areaId) : undefined;
  const building =
    buildings.status === 'success'
      ? buildings.data.buildings.find((b) => b.id === place.buildingId)
      : undefined;
  return (
    <>
      {[
        area ? localize(area.name, language) : place.areaId,
        building ? localize(building.name, language) : place.buildingId,
        place.room,
      ]
        .filter((part) => part !== '')
        .join(' ')}
    </>
  );
}
