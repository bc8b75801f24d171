import type { WantedListResponse } from '@campus/model/wanted-types';
import { usePage, type PageRequest } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/wanted?limit&offset: the current identity's posts, open and closed, newest first. */
const MY_WANTED_PATH = '/home/wanted';

export function useMyWanted(page: PageRequest): QueryResult<WantedListResponse> {
  return usePage<WantedListResponse>(MY_WANTED_PATH, page);
}
