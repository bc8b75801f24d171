import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_KG_CO2E_PER_KG, estimateUnits, impactMethod, methodOf } from './factors';

const ROOT = path.resolve(__dirname, '../../../..');
const seed = JSON.parse(readFileSync(path.join(ROOT, 'emulators/seed/lookups.json'), 'utf8')) as {
  categories: { middleCategories: { smallCategories: { id: string }[] }[] }[];
};
const smallIds = seed.categories.flatMap((c) =>
  c.middleCategories.flatMap((m) => m.smallCategories.map((s) => s.id)),
);

describe('the impact estimate', () => {
  it('is the unit weight x count x the factor, the own weight winning over the standard one', () => {
    expect(estimateUnits('office-desk', null, 2)).toEqual({ kg: 70, kgCO2e: 35.7 });
    expect(estimateUnits('office-desk', 28.4, 1)).toEqual({ kg: 28.4, kgCO2e: 14.484 });
    expect(estimateUnits('copy-paper', null, 3)).toEqual({ kg: 7.5, kgCO2e: 3.825 });
  });

  it('an unknown category weighs nothing rather than a guess', () => {
    expect(estimateUnits('no-such-category', null, 5)).toEqual({ kg: 0, kgCO2e: 0 });
    expect(estimateUnits('no-such-category', 2, 5)).toEqual({ kg: 10, kgCO2e: 5.1 });
  });

  it('has a standard weight for every small category of the seed, each with a source the method lists', () => {
    const method = impactMethod();
    const listed = new Set(method.categories.map((row) => row.categoryId));
    expect(smallIds.filter((id) => !listed.has(id))).toEqual([]);
    const sources = new Set(method.sources.map((source) => source.id));
    for (const row of method.categories) {
      expect(row.kg).toBeGreaterThan(0);
      expect(sources).toContain(row.weightSource);
      expect(sources).toContain(row.factorSource);
    }
    expect(method.fallback.kgCO2ePerKg).toBe(FALLBACK_KG_CO2E_PER_KG);
  });

  it('docs/impact.md lists every weight and factor the code uses, with the same numbers', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/impact.md'), 'utf8');
    const rows = new Map(
      [
        ...doc.matchAll(/^\| `([a-z0-9-]+)` +\| ([\d.]+) +\| `([a-z0-9-]+)` +\| ([\d.]+) +\|/gm),
      ].map(([, id = '', kg, weightSource, factor]) => [
        id,
        { kg: Number(kg), weightSource, kgCO2ePerKg: Number(factor) },
      ]),
    );
    for (const id of smallIds) {
      const { kg, weightSource, kgCO2ePerKg } = methodOf(id);
      expect(rows.get(id), id).toEqual({ kg, weightSource, kgCO2ePerKg });
    }
  });
});
