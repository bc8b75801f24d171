import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';
import type { OwnedShareExhibit } from './types';

/** GET /api/v1/home/share-exhibits?limit&offset: the acting identity's listings, newest first. */

export interface MyShareExhibitsResponse {
  exhibits: OwnedShareExhibit[];
  total: number;
}

export function useMyShareExhibits(
  limit: number,
  offset: number,
): QueryResult<MyShareExhibitsResponse> {
  return usePage('/home/share-exhibits', { limit, offset });
}
