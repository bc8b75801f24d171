import type { ExhibitListResponse, ExhibitSummary } from '../../../lib/exhibit-types';
import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/favorites?limit&offset: the current identity's favorites, with the total. */

export const FAVORITES_PAGE_SIZE = 20;

/** A favorite: the exhibit's summary and when it was added. */
export type FavoriteExhibit = ExhibitSummary & { favoritedAt: string };
export type FavoriteListResponse = ExhibitListResponse<FavoriteExhibit>;

/** The cache key of every page of favorites (reset after a removal). */
export const FAVORITES_KEY = ['/home/favorites'];

export function useFavorites(
  offset: number,
  limit = FAVORITES_PAGE_SIZE,
): QueryResult<FavoriteListResponse> {
  return usePage('/home/favorites', { limit, offset }, FAVORITES_KEY);
}
