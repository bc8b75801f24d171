import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  type AreaDoc,
  type BuildingDoc,
  type CategoryDoc,
  type FacultyDoc,
  type SecretariatDoc,
  itemKindSchema,
  localizedNameSchema,
  lookupIdSchema,
} from '../../functions/src/features/lookups/schema.js';

/**
 * The lookups seed file (`emulators/seed/lookups.json`). Lists are in display order; the position
 * becomes the `order` field. Unknown fields are rejected so a typo cannot silently drop data.
 */
const entry = { id: lookupIdSchema, name: localizedNameSchema };

const seedFaculty = z.strictObject(entry);
const seedBuilding = z.strictObject(entry);
const seedArea = z.strictObject({ ...entry, buildings: z.array(seedBuilding) });
const seedSecretariat = z.strictObject({
  ...entry,
  email: z.email().optional(),
  areaId: lookupIdSchema.optional(),
  /** The faculty the office serves (the impact dashboard's faculty of an exhibit); none: central. */
  facultyId: lookupIdSchema.optional(),
});
const seedSmallCategory = z.strictObject({ ...entry, kind: itemKindSchema });
const seedMiddleCategory = z.strictObject({
  ...entry,
  smallCategories: z.array(seedSmallCategory).min(1),
});
const seedCategory = z.strictObject({
  ...entry,
  middleCategories: z.array(seedMiddleCategory).min(1),
});

type Path = (string | number)[];

/** Adds an issue for every id seen before in the same scope. */
function checkUnique(ctx: z.RefinementCtx, seen: Set<string>, id: string, path: Path): void {
  if (seen.has(id)) ctx.addIssue({ code: 'custom', path, message: `Duplicate id "${id}"` });
  seen.add(id);
}

export const lookupsSeedSchema = z
  .strictObject({
    faculties: z.array(seedFaculty),
    areas: z.array(seedArea),
    secretariats: z.array(seedSecretariat),
    categories: z.array(seedCategory),
  })
  .superRefine((seed, ctx) => {
    const faculties = new Set<string>();
    seed.faculties.forEach((f, i) => checkUnique(ctx, faculties, f.id, ['faculties', i, 'id']));

    // Building ids are unique across areas, so a building can be referenced by its id alone.
    const areas = new Set<string>();
    const buildings = new Set<string>();
    seed.areas.forEach((area, i) => {
      checkUnique(ctx, areas, area.id, ['areas', i, 'id']);
      area.buildings.forEach((b, j) =>
        checkUnique(ctx, buildings, b.id, ['areas', i, 'buildings', j, 'id']),
      );
    });

    const secretariats = new Set<string>();
    seed.secretariats.forEach((s, i) => {
      checkUnique(ctx, secretariats, s.id, ['secretariats', i, 'id']);
      if (s.areaId !== undefined && !areas.has(s.areaId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['secretariats', i, 'areaId'],
          message: `Unknown area "${s.areaId}"`,
        });
      }
      if (s.facultyId !== undefined && !faculties.has(s.facultyId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['secretariats', i, 'facultyId'],
          message: `Unknown faculty "${s.facultyId}"`,
        });
      }
    });

    // Category ids are unique over the whole tree, so an item can name its category by id alone.
    const categories = new Set<string>();
    seed.categories.forEach((c, i) => {
      checkUnique(ctx, categories, c.id, ['categories', i, 'id']);
      c.middleCategories.forEach((m, j) => {
        checkUnique(ctx, categories, m.id, ['categories', i, 'middleCategories', j, 'id']);
        m.smallCategories.forEach((s, k) =>
          checkUnique(ctx, categories, s.id, [
            'categories',
            i,
            'middleCategories',
            j,
            'smallCategories',
            k,
            'id',
          ]),
        );
      });
    });
  });

export type LookupsSeed = z.infer<typeof lookupsSeedSchema>;

export interface LookupsSeedCounts {
  faculties: number;
  areas: number;
  buildings: number;
  secretariats: number;
  categories: number;
  middleCategories: number;
  smallCategories: number;
  /** Lookups that were in Firestore but are no longer in the seed (a removed area counts once). */
  deleted: number;
}

/** Firestore allows 500 writes per batch. */
const BATCH_SIZE = 500;

type Write =
  | {
      kind: 'set';
      ref: DocumentReference;
      data: FacultyDoc | AreaDoc | BuildingDoc | SecretariatDoc | CategoryDoc;
    }
  | { kind: 'delete'; ref: DocumentReference };

function toCategoryDoc(category: LookupsSeed['categories'][number], order: number): CategoryDoc {
  return {
    name: category.name,
    order,
    middleCategories: Object.fromEntries(
      category.middleCategories.map((middle, middleOrder) => [
        middle.id,
        {
          name: middle.name,
          order: middleOrder,
          smallCategories: Object.fromEntries(
            middle.smallCategories.map((small, smallOrder) => [
              small.id,
              { name: small.name, order: smallOrder, kind: small.kind },
            ]),
          ),
        },
      ]),
    ),
  };
}

function toSecretariatDoc(s: LookupsSeed['secretariats'][number], order: number): SecretariatDoc {
  return {
    name: s.name,
    order,
    ...(s.email === undefined ? {} : { email: s.email }),
    ...(s.areaId === undefined ? {} : { areaId: s.areaId }),
    ...(s.facultyId === undefined ? {} : { facultyId: s.facultyId }),
  };
}

/** Deletes of the documents under `collection` whose ids the seed does not have. */
async function staleDocs(
  db: Firestore,
  collection: string,
  keep: ReadonlySet<string>,
): Promise<DocumentReference[]> {
  const refs = await db.collection(collection).listDocuments();
  return refs.filter((ref) => !keep.has(ref.id));
}

/**
 * Validates `data` against `lookupsSeedSchema` (throwing a ZodError when it does not match) and
 * makes Firestore hold exactly the seed's lookups: every document is `set` (overwritten), lookups
 * absent from the seed are deleted. Running it twice gives the same state.
 */
export async function seedLookups(db: Firestore, data: unknown): Promise<LookupsSeedCounts> {
  const seed = lookupsSeedSchema.parse(data);
  const writes: Write[] = [];
  const set = (path: string, value: Extract<Write, { kind: 'set' }>['data']) =>
    writes.push({ kind: 'set', ref: db.doc(path), data: value });

  seed.faculties.forEach((f, order) => set(`faculties/${f.id}`, { name: f.name, order }));
  seed.areas.forEach((area, order) => {
    set(`areas/${area.id}`, { name: area.name, order });
    area.buildings.forEach((b, bOrder) =>
      set(`areas/${area.id}/buildings/${b.id}`, { name: b.name, order: bOrder }),
    );
  });
  seed.secretariats.forEach((s, order) => set(`secretariats/${s.id}`, toSecretariatDoc(s, order)));
  seed.categories.forEach((c, order) => set(`categories/${c.id}`, toCategoryDoc(c, order)));

  const ids = <T extends { id: string }>(items: readonly T[]) => new Set(items.map((i) => i.id));
  const areaIds = ids(seed.areas);
  const [faculties, areas, secretariats, categories, ...buildings] = await Promise.all([
    staleDocs(db, 'faculties', ids(seed.faculties)),
    staleDocs(db, 'areas', areaIds),
    staleDocs(db, 'secretariats', ids(seed.secretariats)),
    staleDocs(db, 'categories', ids(seed.categories)),
    ...seed.areas.map((area) => staleDocs(db, `areas/${area.id}/buildings`, ids(area.buildings))),
  ]);
  const stale = [faculties, secretariats, categories, ...buildings].flat();
  for (const ref of stale) writes.push({ kind: 'delete', ref });

  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_SIZE)) {
      if (write.kind === 'set') batch.set(write.ref, write.data);
      else batch.delete(write.ref);
    }
    await batch.commit();
  }
  // A removed area takes its buildings with it.
  await Promise.all(areas.map((ref) => db.recursiveDelete(ref)));

  const middles = seed.categories.flatMap((c) => c.middleCategories);
  return {
    faculties: seed.faculties.length,
    areas: seed.areas.length,
    buildings: seed.areas.reduce((sum, area) => sum + area.buildings.length, 0),
    secretariats: seed.secretariats.length,
    categories: seed.categories.length,
    middleCategories: middles.length,
    smallCategories: middles.reduce((sum, m) => sum + m.smallCategories.length, 0),
    deleted: stale.length + areas.length,
  };
}
