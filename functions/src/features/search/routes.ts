import { Router } from 'express';
import { viewerOf } from '../../http/auth';
import { validate } from '../../http/validate';
import {
  type CandidateRecord,
  type ExhibitDetailResponse,
  type ExhibitListResponse,
  type ExhibitRecord,
  type ExhibitSummary,
  type SearchQuery,
  exhibitParams,
  searchQuery,
} from './schema';
import {
  type SearchPlan,
  assertViewable,
  compareNewest,
  passesFilters,
  planBrowse,
  planSearch,
  toDetail,
  toSummary,
} from './service';
import type { ExhibitsReadStore } from './store';
import { matchesKeywordsIn } from '../../shared/search-terms';
import type { RouterOptions } from '../../http/router-options';

export interface SearchRouterOptions extends RouterOptions {
  /**
   * A share listing (exhibit of type `sharing`, stored apart) with this id as `viewer` may see it:
   * `GET /exhibits/{id}` answers it when no reuse exhibit has the id.
   */
  sharingExhibit?: (id: string, viewer: string | null) => Promise<object | undefined>;
}

/** Candidates whose search text contains every keyword (drops n-gram false positives). */
function verifyKeywords(plan: SearchPlan, candidates: CandidateRecord[]): CandidateRecord[] {
  if (plan.keywords.length === 0) return candidates;
  return candidates.filter((c) => matchesKeywordsIn(c.searchText ?? '', plan.keywords));
}

/**
 * Search. Without keywords or categories: the browse listing (see `planBrowse`), paged by
 * Firestore. Otherwise: the candidates matching the n-gram and category equality filters (see
 * `planSearch`), then expiry, stock, areas and kind in memory, keyword verification, newest first,
 * and the page.
 */
export async function searchExhibits(
  store: ExhibitsReadStore,
  query: SearchQuery,
  identity: string | null,
  now: Date,
): Promise<ExhibitListResponse> {
  const browse = planBrowse(query, identity, now);
  if (browse !== null) {
    const { exhibits, total } = await store.browse(browse);
    return { exhibits: await summaries(store, exhibits, now), total };
  }
  const plan = planSearch(query, identity);
  const filtered = (await store.findCandidates(plan)).filter((c) => passesFilters(c, query, now));
  const matching = verifyKeywords(plan, filtered);
  matching.sort(compareNewest);
  const page = matching.slice(query.offset, query.offset + query.limit);
  const records = await store.getExhibits(page.map((c) => c.id));
  const found = page.flatMap((c) => records.get(c.id) ?? []);
  return { exhibits: await summaries(store, found, now), total: matching.length };
}

/** The cards of `records`, in order, with their owners' names. */
async function summaries(
  store: ExhibitsReadStore,
  records: readonly ExhibitRecord[],
  now: Date,
): Promise<ExhibitSummary[]> {
  const owners = await store.getAccounts(records.map((r) => r.ownerId));
  return records.map((r) => toSummary(r, owners.get(r.ownerId), now));
}

/** `GET /exhibits` and `GET /exhibits/{id}`: public, with extras for a signed-in caller. */
export function searchRouter(store: ExhibitsReadStore, options: SearchRouterOptions = {}): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();

  router.get('/exhibits', validate({ query: searchQuery }), async (req, res) => {
    const result = await searchExhibits(store, req.query, viewerOf(req), now());
    res.json(result satisfies ExhibitListResponse);
  });

  router.get('/exhibits/:id', validate({ params: exhibitParams }), async (req, res) => {
    const identity = viewerOf(req);
    const exhibit = await store.getExhibit(req.params.id);
    if (exhibit === undefined && options.sharingExhibit) {
      const sharing = await options.sharingExhibit(req.params.id, identity);
      if (sharing !== undefined) {
        res.json({ exhibit: sharing });
        return;
      }
    }
    assertViewable(exhibit, identity);
    const [items, owners, isFavorite] = await Promise.all([
      store.getItems(exhibit.id),
      store.getAccounts([exhibit.ownerId]),
      identity === null ? false : store.isFavorite(identity, exhibit.id),
    ]);
    const detail = toDetail(
      exhibit,
      items,
      owners.get(exhibit.ownerId),
      { identity, isFavorite },
      now(),
    );
    res.json({ exhibit: detail } satisfies ExhibitDetailResponse);
  });

  return router;
}
