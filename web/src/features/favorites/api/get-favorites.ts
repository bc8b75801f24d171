import { api } from '../../../lib/api-client';
import type { ExhibitListResponse, ExhibitSummary } from '../../../lib/exhibit-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/favorites?limit&offset: the current identity's favorites, with the total. */

export const FAVORITES_PAGE_SIZE = 20;

/** A favorite: the exhibit's summary and when it was added. */
export type FavoriteExhibit = ExhibitSummary & { favoritedAt: string };
export type FavoriteListResponse = ExhibitListResponse<FavoriteExhibit>;

/** The cache key of every page of favorites (reset after a removal). */
export const FAVORITES_KEY = ['/home/favorites'];

export function getFavorites(
  { limit, offset }: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<FavoriteListResponse> {
  return api.get<FavoriteListResponse>('/home/favorites', {
    query: { limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useFavorites(
  offset: number,
  limit = FAVORITES_PAGE_SIZE,
): QueryResult<FavoriteListResponse> {
  return useQuery([...FAVORITES_KEY, { limit, offset }], (signal) =>
    getFavorites({ limit, offset }, signal),
  );
}
