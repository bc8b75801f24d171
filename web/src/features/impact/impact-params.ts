import { IMPACT_LIMITS } from '@campus/model/impact-types';
import type { QueryParams } from '../../lib/api-client';
import { addMonths, isMonth } from '../../lib/months';

/**
 * The dashboard's query in its address (`?from=2025-04&to=2026-03&campus=north&faculty=none&category=furniture`),
 * so a view can be linked: the months of the range (`YYYY-MM`, Asia/Tokyo) and the filters, an
 * empty filter meaning all. Without months the range is the last 12 months, this one included (the
 * API's default); only months that differ from it are written.
 */
export interface ImpactQuery {
  from: string;
  to: string;
  /** Area id, or '' for every campus. */
  campus: string;
  /** Faculty id, `none` (the central offices), or '' for all. */
  faculty: string;
  /** Top category id, or '' for all. */
  category: string;
}

export type ImpactFilter = 'campus' | 'faculty' | 'category';
export const IMPACT_FILTERS: readonly ImpactFilter[] = ['campus', 'faculty', 'category'];

/** The last `IMPACT_LIMITS.rangeMonthsMax` months ending with `thisMonth`. */
export function defaultRange(thisMonth: string): { from: string; to: string } {
  return { from: addMonths(thisMonth, 1 - IMPACT_LIMITS.rangeMonthsMax), to: thisMonth };
}

/**
 * The query of an address; a missing or malformed month is the default one (a range given by its
 * end alone is the year ending there). The range is not checked here: the API says what is wrong.
 */
export function parseImpactQuery(params: URLSearchParams, thisMonth: string): ImpactQuery {
  const month = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isMonth(value) ? value : null;
  };
  const to = month('to') ?? thisMonth;
  return {
    from: month('from') ?? defaultRange(to).from,
    to,
    campus: params.get('campus')?.trim() ?? '',
    faculty: params.get('faculty')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
  };
}

/** The address of a query: months only when they are not the default range, filters when set. */
export function impactSearchParams(query: ImpactQuery, thisMonth: string): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = defaultRange(thisMonth);
  if (query.from !== defaults.from || query.to !== defaults.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  for (const filter of IMPACT_FILTERS) if (query[filter]) params.set(filter, query[filter]);
  return params;
}

/** The API's query: both months, and the filters that are set. */
export function toApiQuery(query: ImpactQuery): QueryParams {
  return {
    from: query.from,
    to: query.to,
    campus: query.campus || undefined,
    faculty: query.faculty || undefined,
    category: query.category || undefined,
  };
}
