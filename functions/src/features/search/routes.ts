import { Router } from 'express';
import { viewerOf } from '../../http/auth';
import { validate } from '../../http/validate';
import {
  type ExhibitDetailResponse,
  type ExhibitSearchResponse,
  type SearchQuery,
  exhibitParams,
  searchQuery,
} from './schema';
import {
  acceptsEntry,
  assertViewable,
  planSearch,
  searchTotal,
  toDetail,
  toSummary,
} from './service';
import type { ExhibitsReadStore } from './store';
import type { RouterOptions } from '../../http/router-options';

export interface SearchRouterOptions extends RouterOptions {
  /**
   * A share listing (exhibit of type `sharing`, stored apart) with this id as `viewer` may see it:
   * `GET /exhibits/{id}` answers it when no reuse exhibit has the id.
   */
  sharingExhibit?: (id: string, viewer: string | null) => Promise<object | undefined>;
  /**
   * After an exhibit's draw, the units first come may still ask for, given its items' stock
   * (the contacts feature knows the winners' trades; `ExhibitDetail.firstComeStock`).
   */
  firstComeStock?: (exhibitId: string, stock: ReadonlyMap<string, number>) => Promise<number>;
}

/**
 * Search: the plan's search entries newest first (see `SearchPlan`), then the page's exhibits. A
 * page reads its entries (plus what verification drops), its exhibits and one count.
 */
export async function searchExhibits(
  store: ExhibitsReadStore,
  query: SearchQuery,
  identity: string | null,
  now: Date,
): Promise<ExhibitSearchResponse> {
  const plan = planSearch(query, identity, now);
  const scan = await store.search(plan, (entry) => acceptsEntry(entry, plan));
  const records = await store.getExhibits(scan.exhibitIds);
  const exhibits = scan.exhibitIds.flatMap((id) => {
    const record = records.get(id);
    return record === undefined ? [] : [toSummary(record, now)];
  });
  return { exhibits, ...searchTotal(scan, plan.after === null), next: scan.next };
}

/**
 * `GET /exhibits/{id}`'s answer for `identity`: a reuse exhibit's detail (its items, owner card,
 * favourite, and after a draw what first come may still ask for), or a share listing's; 404 unless
 * `identity` may see it. The pages function reads it too, as an anonymous reader.
 */
export async function exhibitDetail(
  store: ExhibitsReadStore,
  id: string,
  identity: string | null,
  now: Date,
  options: Pick<SearchRouterOptions, 'sharingExhibit' | 'firstComeStock'> = {},
): Promise<ExhibitDetailResponse | { exhibit: object }> {
  const exhibit = await store.getExhibit(id);
  if (exhibit === undefined && options.sharingExhibit) {
    const sharing = await options.sharingExhibit(id, identity);
    if (sharing !== undefined) return { exhibit: sharing };
  }
  assertViewable(exhibit, identity);
  const [items, owners, isFavorite] = await Promise.all([
    store.getItems(exhibit.id),
    store.getAccounts([exhibit.ownerId]),
    identity === null ? false : store.isFavorite(identity, exhibit.id),
  ]);
  const drawn = exhibit.allocation !== null && exhibit.allocation.drawnAt !== null;
  const firstComeStock =
    drawn && options.firstComeStock
      ? await options.firstComeStock(exhibit.id, new Map(items.map((i) => [i.id, i.stock])))
      : null;
  const detail = toDetail(
    exhibit,
    items,
    owners.get(exhibit.ownerId),
    { identity, isFavorite },
    now,
    firstComeStock,
  );
  return { exhibit: detail };
}

/** `GET /exhibits` and `GET /exhibits/{id}`: public, with extras for a signed-in caller. */
export function searchRouter(store: ExhibitsReadStore, options: SearchRouterOptions = {}): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();

  router.get('/exhibits', validate({ query: searchQuery }), async (req, res) => {
    const result = await searchExhibits(store, req.query, viewerOf(req), now());
    res.json(result satisfies ExhibitSearchResponse);
  });

  router.get('/exhibits/:id', validate({ params: exhibitParams }), async (req, res) => {
    res.json(await exhibitDetail(store, req.params.id, viewerOf(req), now(), options));
  });

  return router;
}
