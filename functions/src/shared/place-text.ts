import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Language } from '../model/identity-types';

/** Where an exhibit or a device is: its area and building (ids of the lookups) and room. */
export interface PlaceRef {
  areaId: string;
  buildingId: string;
  room: string;
}

/**
 * Places as one line each, "room, building, area" in `language` (Japanese where a name has no
 * English), for calendar files and mails: one read of all the areas and buildings named.
 * Unknown areas and buildings are left out.
 */
export async function placeTexts(
  db: Firestore,
  places: readonly PlaceRef[],
  language: Language = 'ja',
): Promise<string[]> {
  if (places.length === 0) return [];
  const areas = db.collection('areas');
  const refs = new Map(
    places.flatMap(({ areaId, buildingId }) => [
      [areaId, areas.doc(areaId)],
      [`${areaId}/${buildingId}`, areas.doc(areaId).collection('buildings').doc(buildingId)],
    ]),
  );
  const snaps = await db.getAll(...refs.values());
  const names = new Map([...refs.keys()].map((key, i) => [key, nameOf(snaps[i], language)]));
  return places.map(({ areaId, buildingId, room }) =>
    [room, names.get(`${areaId}/${buildingId}`) ?? '', names.get(areaId) ?? '']
      .filter((part) => part !== '')
      .join(', '),
  );
}

function nameOf(snap: DocumentSnapshot | undefined, language: Language): string {
  const name = (key: Language) => snap?.get(`name.${key}`) as string | undefined;
  return name(language) || name('ja') || '';
}
