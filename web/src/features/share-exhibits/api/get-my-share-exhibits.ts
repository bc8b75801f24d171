import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';
import type { OwnedShareExhibit } from './types';

/** GET /api/v1/home/share-exhibits?limit&offset: the acting identity's listings, newest first. */

/**
 * The cache key prefix of the acting identity's listings: every page of them and each one's detail
 * (`GET /home/share-exhibits/{id}`); stale after a listing was created or saved.
 */
export const MY_SHARE_EXHIBITS_KEY = ['/home/share-exhibits'];

export interface MyShareExhibitsResponse {
  exhibits: OwnedShareExhibit[];
  total: number;
}

export function useMyShareExhibits(
  limit: number,
  offset: number,
): QueryResult<MyShareExhibitsResponse> {
  return usePage('/home/share-exhibits', { limit, offset }, MY_SHARE_EXHIBITS_KEY);
}
