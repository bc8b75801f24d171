import type { LocalizedName } from './lookup-types';

/**
 * The reuse-impact figures (docs/impact.md) on the wire. Plain constants and types (no zod, no
 * Firebase): the impact feature and the web app import this module.
 */

export const IMPACT_LIMITS = {
  /** The longest range the dashboard and its CSV answer, in months (spec 5: at most a year). */
  rangeMonthsMax: 12,
  /** An item's own weight, in kg. */
  weightKgMax: 5000,
} as const;

/** The faculty of exhibits whose secretariat serves no single faculty (the central offices). */
export const NO_FACULTY = 'none';

/** What reuse achieved over some cells of the counters. */
export interface ImpactFigures {
  /** Units given away (handed over in give-away trades; loans come back and are not counted). */
  items: number;
  /** Exhibits that finished (every item given away, or closed by the owner after a trade). */
  exhibits: number;
  /** The acquisition price of the units given away, in yen (units without a price count 0). */
  yen: number;
  /** Their estimated weight, kg. */
  kg: number;
  /** The estimated emissions avoided, kg CO2e (weight x factor; docs/impact.md). */
  kgCO2e: number;
  /**
   * Share mode: hours of returned device reservations. Counted per campus only, so null in the
   * rows of a faculty or category and whenever a faculty or category filter is set.
   */
  deviceHours: number | null;
}

/** `YYYY-MM`, a month in Asia/Tokyo. */
export type ImpactMonth = string;

/** One month's figures (every month of a range, zeros included). */
export type ImpactMonthFigures = ImpactFigures & { month: ImpactMonth };

/**
 * `GET /api/v1/impact`: the public summary of the last 12 months (this month included): the
 * campus-wide totals and each month's (the public chart), nothing finer than a month of the whole
 * campus.
 */
export interface PublicImpactResponse {
  from: ImpactMonth;
  to: ImpactMonth;
  totals: ImpactFigures;
  /** Every month of the range, oldest first, zeros included. */
  months: ImpactMonthFigures[];
}

/** One row of a breakdown: a campus (area id), faculty id (or `none`) or top category id. */
export interface ImpactRow extends ImpactFigures {
  id: string;
}

/** `GET /api/v1/home/backoffice/impact?from&to&campus&faculty&category` (officers). */
export interface ImpactResponse {
  from: ImpactMonth;
  to: ImpactMonth;
  filters: { campus: string | null; faculty: string | null; category: string | null };
  totals: ImpactFigures;
  /** Every month of the range, oldest first, zeros included. */
  months: ImpactMonthFigures[];
  byCampus: ImpactRow[];
  byFaculty: ImpactRow[];
  byCategory: ImpactRow[];
}

/** A published source of a weight or a factor, named in both languages. */
export interface ImpactSource {
  id: string;
  title: LocalizedName;
  url: string | null;
}

/** How one small category is estimated. */
export interface ImpactCategoryMethod {
  /** Small category id (the lookups' category tree). */
  categoryId: string;
  /** The standard weight of one unit, kg (an item's own weight replaces it). */
  kg: number;
  /** Id of the weight's source in `sources`. */
  weightSource: string;
  /** kg CO2e avoided per kg reused. */
  kgCO2ePerKg: number;
  factorSource: string;
}

/** `GET /api/v1/impact/method`: the whole table the estimate uses. */
export interface ImpactMethodResponse {
  fallback: { kgCO2ePerKg: number; source: string };
  categories: ImpactCategoryMethod[];
  sources: ImpactSource[];
}
