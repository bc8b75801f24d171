import type {
  ImpactCategoryMethod,
  ImpactMethodResponse,
  ImpactSource,
} from '../../model/impact-types';

/**
 * The estimate's table (docs/impact.md lists the same, with the reasoning): a standard weight per
 * small category and the kg CO2e avoided per kg reused. Only figures we could read at their source
 * carry that source; the standard weights are this project's estimates of a typical unit, marked so
 * on the public method page, until measured weights replace them. Every category uses WRAP's generic
 * factor: the per-product factors the issue names could not be verified, so none is applied.
 */

export const IMPACT_SOURCES = [
  {
    id: 'wrap-benefits-of-reuse',
    title: {
      en: 'WRAP, Benefits of Reuse tool (2011): 0.51 t CO2e avoided per tonne reused, the generic figure Freegle reports to councils',
      ja: 'WRAP「Benefits of Reuse」ツール（2011年）: リユース 1 トンあたり 0.51 t CO2e の削減。Freegle が自治体への報告に使う汎用の値',
    },
    url: 'https://www.wrap.ngo/resources/tool/benefits-of-reuse-tool',
  },
  {
    id: 'a4-paper',
    title: {
      en: 'Computed: a ream of 500 A4 sheets (0.0624 m² each) at 80 g/m² weighs 2.5 kg',
      ja: '計算値: A4（1 枚 0.0624 m²）80 g/m² の用紙 500 枚 1 束は 2.5 kg',
    },
    url: null,
  },
  {
    id: 'campus-estimate',
    title: {
      en: 'Campus Marketplace estimate of a typical unit (catalogue weights of common models), to be replaced by weighed figures',
      ja: 'Campus Marketplace による標準的な 1 点の推計（一般的な製品のカタログ重量）。実測値が得られれば置き換えます',
    },
    url: null,
  },
] as const satisfies readonly ImpactSource[];

type SourceId = (typeof IMPACT_SOURCES)[number]['id'];

/** WRAP's generic 0.51 t CO2e per tonne reused, in kg per kg. */
export const FALLBACK_KG_CO2E_PER_KG = 0.51;
const FALLBACK_SOURCE: SourceId = 'wrap-benefits-of-reuse';

/** kg per unit, by small category id (`emulators/seed/lookups.json`). */
const STANDARD_WEIGHTS: Record<string, number> = {
  // furniture
  'office-desk': 35,
  'lab-bench': 80,
  'meeting-table': 30,
  'side-table': 10,
  'office-chair': 15,
  'folding-chair': 5,
  stool: 4,
  sofa: 40,
  bookshelf: 25,
  cabinet: 40,
  locker: 35,
  'pedestal-drawer': 20,
  whiteboard: 15,
  partition: 10,
  'coat-rack': 5,
  // books (one volume)
  'humanities-books': 0.5,
  'social-science-books': 0.5,
  'natural-science-books': 0.7,
  'engineering-books': 0.7,
  'medical-books': 1,
  'undergraduate-textbooks': 0.6,
  'language-textbooks': 0.4,
  'exam-preparation': 0.4,
  'academic-journals': 0.3,
  'general-magazines': 0.2,
  dictionaries: 1.2,
  handbooks: 1,
  // consumables (one pack or box)
  'writing-instruments': 0.02,
  'files-and-binders': 0.3,
  'desk-supplies': 0.2,
  glassware: 0.2,
  'pipette-tips': 0.5,
  gloves: 0.5,
  'petri-dishes': 0.5,
  'copy-paper': 2.5,
  envelopes: 0.5,
  notebooks: 0.2,
  'toner-and-ink': 1,
  'storage-media': 0.05,
  cables: 0.2,
  // lab equipment
  oscilloscope: 5,
  'electronic-balance': 5,
  multimeter: 0.5,
  spectrophotometer: 15,
  microscope: 8,
  'optical-table': 300,
  'laser-source': 10,
  monitor: 5,
  printer: 10,
  'keyboard-and-mouse': 1,
  'network-equipment': 2,
  centrifuge: 20,
  incubator: 40,
  'lab-refrigerator': 60,
  'magnetic-stirrer': 2.5,
  // office equipment
  'desktop-computer': 8,
  'laptop-computer': 2,
  tablet: 0.5,
  projector: 3,
  screen: 8,
  shredder: 10,
  'label-printer': 1,
  laminator: 2,
};

const WEIGHT_SOURCES: Partial<Record<string, SourceId>> = { 'copy-paper': 'a4-paper' };

/** Per-category factors where a verified figure exists (none yet: see the module comment). */
const FACTORS: Partial<Record<string, { kgCO2ePerKg: number; source: SourceId }>> = {};

/** How units of a small category are estimated (a category without a standard weight weighs 0). */
export function methodOf(categoryId: string): ImpactCategoryMethod {
  const factor = FACTORS[categoryId];
  return {
    categoryId,
    kg: STANDARD_WEIGHTS[categoryId] ?? 0,
    weightSource: WEIGHT_SOURCES[categoryId] ?? 'campus-estimate',
    kgCO2ePerKg: factor?.kgCO2ePerKg ?? FALLBACK_KG_CO2E_PER_KG,
    factorSource: factor?.source ?? FALLBACK_SOURCE,
  };
}

/** Rounded to grams, so sums of many units do not drift into float noise. */
const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * The estimate for `count` units of an item: its own weight when it has one, else its category's
 * standard weight, times its category's factor.
 */
export function estimateUnits(
  categoryId: string,
  ownWeightKg: number | null,
  count: number,
): { kg: number; kgCO2e: number } {
  const method = methodOf(categoryId);
  const kg = grams((ownWeightKg ?? method.kg) * count);
  return { kg, kgCO2e: grams(kg * method.kgCO2ePerKg) };
}

/** The whole table, for `GET /impact/method`. */
export function impactMethod(): ImpactMethodResponse {
  return {
    fallback: { kgCO2ePerKg: FALLBACK_KG_CO2E_PER_KG, source: FALLBACK_SOURCE },
    categories: Object.keys(STANDARD_WEIGHTS).map(methodOf),
    sources: [...IMPACT_SOURCES],
  };
}
