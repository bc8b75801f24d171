import { type RequestHandler, Router } from 'express';
import { forbidden, unauthorized } from '../../http/errors';
import { FORBIDDEN } from '../../model/wire';
import { validate } from '../../http/validate';
import type {
  ImpactMethodResponse,
  ImpactResponse,
  PublicImpactResponse,
} from '../../model/impact-types';
import { IMPACT_LIMITS, NO_FACULTY } from '../../model/impact-types';
import { tokyoMonth } from '../../model/tokyo-time';
import type { LocalizedName } from '../../model/lookup-types';
import { impactMethod } from './factors';
import { impactQuery } from './schema';
import { impactCsv, monthsBetween, shiftMonth, summarize } from './service';
import type { ImpactStore } from './store';

/** The public figures change with trades, not by the second: browsers keep them 10 min, the CDN 1 h. */
export const PUBLIC_IMPACT_CACHE_CONTROL = 'public, max-age=600, s-maxage=3600';

const FACULTY_NONE_NAME = { ja: '全学・その他', en: 'University-wide and other' };

/** 401 when anonymous, 403 `forbidden` without any officer role (the back office's readers). */
const requireOfficer: RequestHandler = (req, _res, next) => {
  if (!req.auth) next(unauthorized());
  else if (req.auth.roles.length === 0) next(forbidden(FORBIDDEN, 'Requires an officer role'));
  else next();
};

type Named = { id: string; name: LocalizedName };

export interface ImpactRouterOptions {
  /** The lookups the CSV names its ids with (the lookups feature's store). */
  lookups: {
    listAreas(): Promise<Named[]>;
    listFaculties(): Promise<Named[]>;
    listCategories(): Promise<Named[]>;
  };
  now?: () => Date;
}

/** The twelve months up to `now`'s, in Tokyo. */
function yearTo(now: Date): { from: string; to: string } {
  const to = tokyoMonth(now);
  return { from: shiftMonth(to, IMPACT_LIMITS.rangeMonthsMax - 1), to };
}

/**
 * `GET /impact`'s answer: the campus-wide totals and months of the last year (the breakdowns stay
 * with the officers). The pages function reads it too.
 */
export async function publicImpact(store: ImpactStore, now: Date): Promise<PublicImpactResponse> {
  const { from, to } = yearTo(now);
  const stored = await store.readMonths(monthsBetween(from, to));
  const all = { campus: null, faculty: null, category: null };
  const { totals, months } = summarize(from, to, stored, all);
  return { from, to, totals, months };
}

/**
 * `GET /impact` and `/impact/method` (public) and the officers' `GET /home/backoffice/impact` and
 * `impact.csv` (docs/impact.md).
 */
export function impactRouter(
  store: ImpactStore,
  { lookups, now = () => new Date() }: ImpactRouterOptions,
): Router {
  const router = Router();
  const lastYear = () => yearTo(now());

  router.get('/impact', async (_req, res) => {
    res.set('Cache-Control', PUBLIC_IMPACT_CACHE_CONTROL).json(await publicImpact(store, now()));
  });

  router.get('/impact/method', (_req, res) => {
    res
      .set('Cache-Control', PUBLIC_IMPACT_CACHE_CONTROL)
      .json(impactMethod() satisfies ImpactMethodResponse);
  });

  router.use('/home/backoffice/impact', requireOfficer);
  router.use('/home/backoffice/impact.csv', requireOfficer);

  /** The query's range (the last 12 months unless given; one missing end follows the other). */
  const rangeOf = (query: { from?: string | undefined; to?: string | undefined }) => {
    const span = IMPACT_LIMITS.rangeMonthsMax - 1;
    if (query.from !== undefined && query.to !== undefined)
      return { from: query.from, to: query.to };
    if (query.to !== undefined) return { from: shiftMonth(query.to, span), to: query.to };
    if (query.from !== undefined) {
      // A year from `from`, but not past this month (nor before `from`).
      const [yearLater, latest] = [shiftMonth(query.from, -span), tokyoMonth(now())];
      const to = yearLater < latest ? yearLater : latest;
      return { from: query.from, to: to < query.from ? query.from : to };
    }
    return lastYear();
  };
  const filtersOf = (query: { campus?: string; faculty?: string; category?: string }) => ({
    campus: query.campus ?? null,
    faculty: query.faculty ?? null,
    category: query.category ?? null,
  });

  router.get('/home/backoffice/impact', validate({ query: impactQuery }), async (req, res) => {
    const { from, to } = rangeOf(req.query);
    const stored = await store.readMonths(monthsBetween(from, to));
    const body = summarize(from, to, stored, filtersOf(req.query));
    res.set('Cache-Control', 'no-store').json(body satisfies ImpactResponse);
  });

  router.get('/home/backoffice/impact.csv', validate({ query: impactQuery }), async (req, res) => {
    const { from, to } = rangeOf(req.query);
    const lang = req.query.lang;
    const [stored, areas, faculties, categories] = await Promise.all([
      store.readMonths(monthsBetween(from, to)),
      lookups.listAreas(),
      lookups.listFaculties(),
      lookups.listCategories(),
    ]);
    const names = {
      campus: new Map(areas.map((a) => [a.id, a.name[lang]])),
      faculty: new Map([
        ...faculties.map((f) => [f.id, f.name[lang]] as const),
        [NO_FACULTY, FACULTY_NONE_NAME[lang]],
      ]),
      category: new Map(categories.map((c) => [c.id, c.name[lang]])),
    };
    const csv = impactCsv(
      from,
      to,
      stored,
      filtersOf(req.query),
      (kind, id) => names[kind].get(id) ?? id,
    );
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="impact-${from}-${to}.csv"`)
      .set('Cache-Control', 'no-store')
      .send(csv);
  });

  return router;
}
