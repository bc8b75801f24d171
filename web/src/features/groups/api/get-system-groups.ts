import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';
import type { GroupSummary } from './types';

/** GET /api/v1/home/system/groups: every group by name, a page at a time. */
export interface GroupListResponse {
  groups: GroupSummary[];
  total: number;
}

export const SYSTEM_GROUPS_PAGE_SIZE = 20;

export function useSystemGroups(
  offset: number,
  limit = SYSTEM_GROUPS_PAGE_SIZE,
): QueryResult<GroupListResponse> {
  return usePage('/home/system/groups', { limit, offset });
}
