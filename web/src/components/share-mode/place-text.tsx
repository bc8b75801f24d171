import { useAreas } from '../../lib/lookups/get-areas';
import { usePlaceNames } from '../../lib/lookups/place-names';
import type { Device } from '../../lib/share-mode/types';

/** A device's place in words: campus, building and room (ids while the names load or fail). */
export function PlaceText({ place }: { place: Device['place'] }) {
  const names = usePlaceNames(place, useAreas());
  return (
    <>
      {[names.area ?? place.areaId, names.building ?? place.buildingId, place.room]
        .filter((part) => part !== '')
        .join(' ')}
    </>
  );
}
