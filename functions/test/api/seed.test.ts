import { describe, expect, it } from 'vitest';
import { type LookupsSeed, seedLookups } from '../../../emulators/lib/seed-lookups';
import { readSeed, testDb } from './helpers';
import { useApiFile } from './api-file';

async function ids(path: string): Promise<string[]> {
  const snapshot = await testDb().collection(path).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

useApiFile();

describe('seedLookups (Firestore state)', () => {
  it('when the committed seed is written, then the documents hold names and array order', async () => {
    const seed = await readSeed();

    const counts = await seedLookups(testDb(), seed);

    expect(counts).toMatchObject({
      faculties: seed.faculties.length,
      areas: seed.areas.length,
      secretariats: seed.secretariats.length,
      categories: seed.categories.length,
      deleted: 0,
    });
    const db = testDb();
    expect((await db.doc('faculties/letters').get()).data()).toEqual({
      name: { ja: '文学部', en: 'Faculty of Letters' },
      order: 0,
    });
    expect(
      (
        await db.doc('areas/science-engineering-campus/buildings/engineering-building-1').get()
      ).data(),
    ).toEqual({
      name: { ja: '工学部1号館', en: 'Engineering Building 1' },
      order: 3,
    });
    const furniture = (await db.doc('categories/furniture').get()).data();
    expect(furniture?.middleCategories?.chairs?.smallCategories?.stool).toEqual({
      name: { ja: 'スツール', en: 'Stool' },
      order: 2,
      kind: 'furniture',
    });
    expect(await ids('faculties')).toEqual(seed.faculties.map((f) => f.id).sort());
  });

  it('when the seed runs twice, then the state is the same and nothing is duplicated', async () => {
    const seed = await readSeed();
    await seedLookups(testDb(), seed);
    const before = await ids('secretariats');

    const counts = await seedLookups(testDb(), seed);

    expect(counts.deleted).toBe(0);
    expect(await ids('secretariats')).toEqual(before);
    expect(await ids('areas/main-campus/buildings')).toHaveLength(
      seed.areas.find((a) => a.id === 'main-campus')?.buildings.length ?? -1,
    );
  });

  it('when entries are removed from the seed, then their documents are deleted too', async () => {
    const seed = await readSeed();
    await seedLookups(testDb(), seed);
    const smaller: LookupsSeed = {
      ...seed,
      faculties: seed.faculties.filter((f) => f.id !== 'law'),
      areas: seed.areas
        .filter((a) => a.id !== 'university-farm')
        .map((a) =>
          a.id === 'main-campus'
            ? { ...a, buildings: a.buildings.filter((b) => b.id !== 'student-center') }
            : a,
        ),
      secretariats: seed.secretariats.filter((s) => s.areaId !== 'university-farm'),
    };

    const counts = await seedLookups(testDb(), smaller);

    expect(counts.deleted).toBe(4); // law, student-center, agriculture-office, university-farm
    expect(await ids('faculties')).not.toContain('law');
    expect(await ids('areas')).not.toContain('university-farm');
    expect(await ids('areas/university-farm/buildings')).toEqual([]);
    expect(await ids('areas/main-campus/buildings')).not.toContain('student-center');
  });

  it('when the data is invalid, then it throws and writes nothing', async () => {
    await expect(seedLookups(testDb(), { faculties: [{ id: 'x' }] })).rejects.toThrow();
    expect(await ids('faculties')).toEqual([]);
  });
});
