import type {
  ImpactFigures,
  ImpactMethodResponse,
  ImpactResponse,
  PublicImpactResponse,
} from '@campus/model/impact-types';
import type { FacultiesResponse } from '@campus/model/lookup-types';
import type { StubAnswer } from '../../../testing/api-stub';
import { AREAS, CATEGORIES } from '../../../testing/exhibit-fixtures';
import { addMonths } from '../../../lib/months';

/** Test data of the reuse-impact pages: "now" is in November 2026 (Tokyo). */

export const NOW = '2026-11-15T03:00:00.000Z';
export const THIS_MONTH = '2026-11';
export const FIRST_MONTH = '2025-12';

export const FACULTIES: FacultiesResponse = {
  faculties: [
    { id: 'eng', name: { ja: '工学部', en: 'Faculty of Engineering' }, order: 1 },
    { id: 'sci', name: { ja: '理学部', en: 'Faculty of Science' }, order: 2 },
  ],
};

/** The lookups the names come from. */
export const LOOKUPS: Record<string, StubAnswer> = {
  'GET /areas': { body: AREAS },
  'GET /faculties': { body: FACULTIES },
  'GET /categories': { body: CATEGORIES },
};

export const figures = (patch: Partial<ImpactFigures> = {}): ImpactFigures => ({
  items: 0,
  exhibits: 0,
  yen: 0,
  kg: 0,
  kgCO2e: 0,
  deviceHours: 0,
  ...patch,
});

export const TOTALS = figures({
  items: 42,
  exhibits: 17,
  yen: 1234567,
  kg: 512.25,
  kgCO2e: 1261.2345,
  deviceHours: 36.5,
});

/** The 12 months to November 2026: 10 items in May, 32 in October (its CO2 the most too). */
export function impactResponse(patch: Partial<ImpactResponse> = {}): ImpactResponse {
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = addMonths(FIRST_MONTH, i);
    if (month === '2026-05') return { month, ...figures({ items: 10, exhibits: 5, kgCO2e: 300 }) };
    if (month === '2026-10') {
      return {
        month,
        ...figures({ items: 32, exhibits: 12, yen: 1234567, kg: 512.25, kgCO2e: 961.2345 }),
      };
    }
    return { month, ...figures() };
  });
  return {
    from: FIRST_MONTH,
    to: THIS_MONTH,
    filters: { campus: null, faculty: null, category: null },
    totals: TOTALS,
    months,
    byCampus: [
      { id: 'north', ...figures({ items: 40, exhibits: 16, yen: 1200000, kg: 500, kgCO2e: 1255 }) },
      { id: 'west', ...figures({ items: 2, exhibits: 1, yen: 34567, kg: 12.25, kgCO2e: 6.2345 }) },
    ],
    byFaculty: [
      { id: 'eng', ...figures({ items: 30, kgCO2e: 1000, deviceHours: null }) },
      { id: 'none', ...figures({ items: 12, kgCO2e: 261.2345, deviceHours: null }) },
    ],
    byCategory: [
      { id: 'furniture', ...figures({ items: 42, kgCO2e: 1261.2345, deviceHours: null }) },
    ],
    ...patch,
  };
}

/** What the items chart of `impactResponse()`'s months says in its summary (ja months). */
export const ITEMS_CHART_SUMMARY = {
  from: '2025/12',
  to: '2026/11',
  total: '42',
  max: '32',
  maxMonth: '2026/10',
};

export const PUBLIC_IMPACT: PublicImpactResponse = {
  from: FIRST_MONTH,
  to: THIS_MONTH,
  totals: TOTALS,
  months: impactResponse().months,
};

export const METHOD: ImpactMethodResponse = {
  fallback: { kgCO2ePerKg: 0.51, source: 'wrap' },
  categories: [
    { categoryId: 'desk', kg: 35, weightSource: 'campus', kgCO2ePerKg: 0.51, factorSource: 'wrap' },
    {
      categoryId: 'textbook',
      kg: 0.6,
      weightSource: 'campus',
      kgCO2ePerKg: 0.51,
      factorSource: 'wrap',
    },
  ],
  sources: [
    {
      id: 'wrap',
      title: {
        ja: 'WRAP「Benefits of Reuse」ツール（2011年）',
        en: 'WRAP, Benefits of Reuse tool (2011)',
      },
      url: 'https://www.wrap.ngo/resources/tool/benefits-of-reuse-tool',
    },
    {
      id: 'campus',
      title: { ja: '標準的な 1 点の推計', en: 'Campus Marketplace estimate of a typical unit' },
      url: null,
    },
  ],
};
