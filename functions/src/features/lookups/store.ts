import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  type Area,
  type Building,
  type CategoryDoc,
  type Faculty,
  type Secretariat,
  areaDocSchema,
  buildingDocSchema,
  categoryDocSchema,
  facultyDocSchema,
  secretariatDocSchema,
} from './schema';
import { parseDoc } from '../../shared/firestore-docs';

/** All Firestore access of the lookups. Results are unsorted; see `service.ts`. */
export interface LookupsStore {
  listFaculties(): Promise<Faculty[]>;
  listAreas(): Promise<Area[]>;
  /** The buildings of an area, or undefined when the area does not exist. */
  listBuildings(areaId: string): Promise<Building[] | undefined>;
  listSecretariats(): Promise<Secretariat[]>;
  listCategories(): Promise<(CategoryDoc & { id: string })[]>;
}

export function createLookupsStore(db: Firestore): LookupsStore {
  async function list<S extends z.ZodType<object>>(path: string, schema: S) {
    const snapshot = await db.collection(path).get();
    return snapshot.docs.map((doc) => ({ ...parseDoc(schema, doc), id: doc.id }));
  }

  return {
    listFaculties: () => list('faculties', facultyDocSchema),
    listAreas: () => list('areas', areaDocSchema),
    async listBuildings(areaId) {
      const area = db.collection('areas').doc(areaId);
      const [areaSnap, buildings] = await Promise.all([
        area.get(),
        list(`${area.path}/buildings`, buildingDocSchema),
      ]);
      return areaSnap.exists ? buildings : undefined;
    },
    listSecretariats: () => list('secretariats', secretariatDocSchema),
    listCategories: () => list('categories', categoryDocSchema),
  };
}
