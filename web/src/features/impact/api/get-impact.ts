import type { ImpactResponse, ImpactRow } from '@campus/model/impact-types';
import { api, serializeQuery } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { toApiQuery, type ImpactQuery } from '../impact-params';

/**
 * GET /api/v1/home/backoffice/impact?from&to&campus&faculty&category (any officer role): the
 * figures of a range of at most 12 months, each month, and by campus, faculty and top category.
 * A range longer than a year or ending before it starts: 400 `validation_error` at `query.to`.
 */

export type { ImpactResponse, ImpactRow };

export const IMPACT_PATH = '/home/backoffice/impact';

export function getImpact(query: ImpactQuery, signal?: AbortSignal): Promise<ImpactResponse> {
  return api.get<ImpactResponse>(IMPACT_PATH, {
    query: toApiQuery(query),
    ...(signal ? { signal } : {}),
  });
}

export function useImpact(query: ImpactQuery): QueryResult<ImpactResponse> {
  // The serialised query is the key: the same query does not ask again.
  return useQuery([IMPACT_PATH, serializeQuery(toApiQuery(query))], (signal) =>
    getImpact(query, signal),
  );
}
