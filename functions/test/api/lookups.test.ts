import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LookupsSeed } from '../../../emulators/lib/seed-lookups';
import { clearFirestore, createTestApp, readSeed, seedFromFile, testDb } from './helpers';
import { useApiFile } from './api-file';

const CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

let seed: LookupsSeed;
const app = createTestApp();

beforeAll(async () => {
  seed = await readSeed();
});

useApiFile(async () => {
  await seedFromFile();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/v1/faculties', () => {
  it('when the seed is loaded, then every faculty comes in seed order with its order', async () => {
    const res = await request(app).get('/api/v1/faculties');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.body).toEqual({
      faculties: seed.faculties.map((f, order) => ({ id: f.id, name: f.name, order })),
    });
    expect(res.body.faculties[0]).toEqual({
      id: 'letters',
      name: { ja: '文学部', en: 'Faculty of Letters' },
      order: 0,
    });
  });

  it('when an order is changed in Firestore, then the list follows the stored order', async () => {
    await testDb().doc('faculties/letters').update({ order: 99 });

    const res = await request(app).get('/api/v1/faculties');

    expect(res.status).toBe(200);
    const ids = (res.body.faculties as { id: string }[]).map((f) => f.id);
    expect(ids.at(-1)).toBe('letters');
    expect(ids).toHaveLength(seed.faculties.length);
  });

  it('when there are no faculties, then the list is empty', async () => {
    await clearFirestore();
    const res = await request(app).get('/api/v1/faculties');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ faculties: [] });
  });

  it('when a stored document is malformed, then 500 server_error without details', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await testDb().doc('faculties/broken').set({ name: 'no order, no English' });

    const res = await request(app).get('/api/v1/faculties');

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'server_error', message: 'An unknown error occurred' });
    expect(res.headers['cache-control']).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('GET /api/v1/areas', () => {
  it('when the seed is loaded, then every area comes in seed order, without buildings', async () => {
    const res = await request(app).get('/api/v1/areas');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.body).toEqual({
      areas: seed.areas.map((a, order) => ({ id: a.id, name: a.name, order })),
    });
  });
});

describe('GET /api/v1/areas/:id/buildings', () => {
  it('when the area exists, then its buildings come in seed order', async () => {
    for (const area of seed.areas) {
      const res = await request(app).get(`/api/v1/areas/${area.id}/buildings`);

      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
      expect(res.body).toEqual({
        buildings: area.buildings.map((b, order) => ({ id: b.id, name: b.name, order })),
      });
    }
  });

  it('when the area is unknown, then 404 not_found', async () => {
    const res = await request(app).get('/api/v1/areas/moon-campus/buildings');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Area not found' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('when the area has buildings left over but no document, then 404 not_found', async () => {
    await testDb().doc('areas/main-campus').delete();

    const res = await request(app).get('/api/v1/areas/main-campus/buildings');

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it.each(['Main_Campus', 'main-campus%2Fbuildings%2Fx', '%2E%2E'])(
    'when the area id is "%s", then 400 validation_error on params.id',
    async (id) => {
      const res = await request(app).get(`/api/v1/areas/${id}/buildings`);

      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'validation_error',
        message: 'The request is not valid',
        errors: [{ location: 'params.id', message: expect.any(String) }],
      });
    },
  );
});

describe('GET /api/v1/secretariats', () => {
  it('when the seed is loaded, then every secretariat comes in order with its optional fields', async () => {
    const res = await request(app).get('/api/v1/secretariats');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.body).toEqual({
      secretariats: seed.secretariats.map((s, order) => ({ ...s, order })),
    });
  });

  it('when a secretariat has no area, then the field is absent rather than null', async () => {
    const res = await request(app).get('/api/v1/secretariats');

    const asset = (res.body.secretariats as Record<string, unknown>[]).find(
      (s) => s.id === 'asset-management',
    );
    expect(asset).toEqual({
      id: 'asset-management',
      name: { ja: '財務部資産管理課', en: 'Asset Management Division, Finance Department' },
      order: 0,
      email: 'shisan-kanri@campus.example.ac.jp',
    });
  });
});

describe('GET /api/v1/categories', () => {
  it('when the seed is loaded, then the tree is indexed by id at every level', async () => {
    const res = await request(app).get('/api/v1/categories');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    const expected = Object.fromEntries(
      seed.categories.map((c, order) => [
        c.id,
        {
          id: c.id,
          name: c.name,
          order,
          middleCategories: Object.fromEntries(
            c.middleCategories.map((m, middleOrder) => [
              m.id,
              {
                id: m.id,
                name: m.name,
                order: middleOrder,
                smallCategories: Object.fromEntries(
                  m.smallCategories.map((s, smallOrder) => [
                    s.id,
                    { id: s.id, name: s.name, order: smallOrder, kind: s.kind },
                  ]),
                ),
              },
            ]),
          ),
        },
      ]),
    );
    expect(res.body).toEqual({ categories: expected });
  });

  it('when the tree is serialised, then keys follow display order', async () => {
    const res = await request(app).get('/api/v1/categories');

    expect(Object.keys(res.body.categories)).toEqual(seed.categories.map((c) => c.id));
    const furniture = res.body.categories.furniture;
    expect(Object.keys(furniture.middleCategories)).toEqual([
      'desks',
      'chairs',
      'storage',
      'office-fixtures',
    ]);
    expect(furniture.middleCategories.chairs.smallCategories['office-chair']).toEqual({
      id: 'office-chair',
      name: { ja: '事務椅子', en: 'Office Chair' },
      order: 0,
      kind: 'furniture',
    });
  });

  it('when looking at kinds, then books are books, consumables consumable, equipment furniture', async () => {
    const res = await request(app).get('/api/v1/categories');

    type Tree = Record<
      string,
      { middleCategories: Record<string, { smallCategories: Record<string, { kind: string }> }> }
    >;
    const kinds = (top: string) =>
      new Set(
        Object.values((res.body.categories as Tree)[top]?.middleCategories ?? {}).flatMap((m) =>
          Object.values(m.smallCategories).map((s) => s.kind),
        ),
      );
    expect(kinds('books')).toEqual(new Set(['book']));
    expect(kinds('consumables')).toEqual(new Set(['consumable']));
    expect(kinds('lab-equipment')).toEqual(new Set(['furniture']));
  });
});
