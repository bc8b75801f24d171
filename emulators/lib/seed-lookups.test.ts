import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LookupsSeed, lookupsSeedSchema } from './seed-lookups.js';

const SEED_FILE = path.resolve(import.meta.dirname, '../seed/lookups.json');

function validSeed(): LookupsSeed {
  return {
    faculties: [{ id: 'letters', name: { ja: '文学部', en: 'Faculty of Letters' } }],
    areas: [
      {
        id: 'main-campus',
        name: { ja: '本部キャンパス', en: 'Main Campus' },
        buildings: [{ id: 'library', name: { ja: '附属図書館', en: 'University Library' } }],
      },
    ],
    secretariats: [
      {
        id: 'asset-management',
        name: { ja: '財務部資産管理課', en: 'Asset Management Division' },
        email: 'asset@campus.example.ac.jp',
        areaId: 'main-campus',
      },
    ],
    categories: [
      {
        id: 'furniture',
        name: { ja: '家具', en: 'Furniture' },
        middleCategories: [
          {
            id: 'desks',
            name: { ja: '机', en: 'Desks' },
            smallCategories: [
              { id: 'office-desk', name: { ja: '事務机', en: 'Office Desk' }, kind: 'furniture' },
            ],
          },
        ],
      },
    ],
  };
}

/** A deep copy of a valid seed with the value at `where` replaced, to build invalid input. */
function seedWith(where: (string | number)[], value: unknown): unknown {
  type Node = Record<string | number, unknown>;
  const copy = structuredClone(validSeed()) as unknown as Node;
  const parent = where.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, copy);
  const last = where[where.length - 1];
  if (last !== undefined) parent[last] = value;
  return copy;
}

/** The paths of the issues zod reports for `data`, joined with dots. */
function issuePaths(data: unknown): string[] {
  const result = lookupsSeedSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.join('.'));
}

describe('lookupsSeedSchema', () => {
  it('when given the committed seed file, then it is valid', () => {
    const data: unknown = JSON.parse(readFileSync(SEED_FILE, 'utf8'));
    const seed = lookupsSeedSchema.parse(data);
    expect(seed.faculties.length).toBeGreaterThanOrEqual(8);
    expect(seed.areas.length).toBeGreaterThanOrEqual(3);
    expect(seed.secretariats.length).toBeGreaterThanOrEqual(4);
    expect(seed.categories.map((c) => c.id)).toEqual(
      expect.arrayContaining(['furniture', 'books', 'consumables', 'lab-equipment']),
    );
  });

  it('when given a minimal valid seed, then it parses unchanged', () => {
    expect(lookupsSeedSchema.parse(validSeed())).toEqual(validSeed());
  });

  it('when an id is not kebab-case, then the id is reported', () => {
    const seed = validSeed();
    seed.faculties.push({ id: 'Faculty_Of_Law', name: { ja: '法学部', en: 'Law' } });
    expect(issuePaths(seed)).toEqual(['faculties.1.id']);
  });

  it('when ids repeat, then every duplicate is reported where it occurs', () => {
    const seed = validSeed();
    seed.faculties.push({ id: 'letters', name: { ja: '文学部', en: 'Letters' } });
    seed.areas.push({
      id: 'farm',
      name: { ja: '農場', en: 'Farm' },
      buildings: [{ id: 'library', name: { ja: '図書館', en: 'Library' } }],
    });
    const furniture = seed.categories[0];
    furniture?.middleCategories.push({
      id: 'chairs',
      name: { ja: '椅子', en: 'Chairs' },
      smallCategories: [{ id: 'desks', name: { ja: '机', en: 'Desk' }, kind: 'furniture' }],
    });
    expect(issuePaths(seed)).toEqual([
      'faculties.1.id',
      'areas.1.buildings.0.id',
      'categories.0.middleCategories.1.smallCategories.0.id',
    ]);
  });

  it('when a secretariat names an unknown area, then areaId is reported', () => {
    const seed = validSeed();
    const secretariat = seed.secretariats[0];
    if (secretariat) secretariat.areaId = 'moon-campus';
    expect(issuePaths(seed)).toEqual(['secretariats.0.areaId']);
  });

  it.each([
    ['a bad e-mail', ['secretariats', 0, 'email'], 'not-an-email', 'secretariats.0.email'],
    [
      'an unknown kind',
      ['categories', 0, 'middleCategories', 0, 'smallCategories', 0, 'kind'],
      'device',
      'categories.0.middleCategories.0.smallCategories.0.kind',
    ],
    ['a blank Japanese name', ['faculties', 0, 'name', 'ja'], '  ', 'faculties.0.name.ja'],
    ['a name without English', ['areas', 0, 'name'], { ja: '本部' }, 'areas.0.name.en'],
    [
      'no small categories',
      ['categories', 0, 'middleCategories', 0, 'smallCategories'],
      [],
      'categories.0.middleCategories.0.smallCategories',
    ],
  ])('when given %s, then that path is reported', (_label, where, value, reported) => {
    expect(issuePaths(seedWith(where, value))).toEqual([reported]);
  });

  it('when a field is unknown or a list is missing, then the seed is rejected', () => {
    expect(issuePaths({ ...validSeed(), buildings: [] })).toEqual(['']);
    const { categories: _categories, ...withoutCategories } = validSeed();
    expect(issuePaths(withoutCategories)).toEqual(['categories']);
    expect(issuePaths(null)).toEqual(['']);
  });
});
