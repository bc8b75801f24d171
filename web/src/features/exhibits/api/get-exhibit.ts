import { api } from '../../../lib/api-client';
import type { ExhibitDetail } from '../../../lib/exhibit-types';
import type { ShareListing } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/exhibits/{id}: the public detail (items with images, counters, owner card; `isOwner`
 * and `isFavorite` for a signed-in caller). 404 when it is not on display, unless the caller owns it.
 * A share listing's id answers the listing (`type: 'sharing'`, docs/share-mode.md).
 */
export type PublicExhibit = ExhibitDetail | ShareListing;

export interface GetExhibitResponse {
  exhibit: PublicExhibit;
}

export const isShareListing = (exhibit: PublicExhibit): exhibit is ShareListing =>
  exhibit.type === 'sharing';

export async function getExhibit(id: string, signal?: AbortSignal): Promise<PublicExhibit> {
  const body = await api.get<GetExhibitResponse>(
    `/exhibits/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return body.exhibit;
}

/** The cache key of an exhibit's public detail, and the prefix of its comments. */
export const exhibitKey = (id: string) => ['/exhibits', id];

export function useExhibit(id: string): QueryResult<PublicExhibit> {
  return useQuery(exhibitKey(id), (signal) => getExhibit(id, signal));
}
