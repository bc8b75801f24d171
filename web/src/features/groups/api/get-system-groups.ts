import type { GroupListResponse } from '@campus/model/group-types';
import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/system/groups: every group by name, a page at a time. */
export const SYSTEM_GROUPS_PAGE_SIZE = 20;

export function useSystemGroups(
  offset: number,
  limit = SYSTEM_GROUPS_PAGE_SIZE,
): QueryResult<GroupListResponse> {
  return usePage('/home/system/groups', { limit, offset });
}
