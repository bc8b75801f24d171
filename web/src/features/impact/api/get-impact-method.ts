import type {
  ImpactCategoryMethod,
  ImpactMethodResponse,
  ImpactSource,
} from '@campus/model/impact-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/impact/method (public): the table the estimate uses, a standard weight and a factor
 * per small category, the fallback factor and the published sources (titles in English).
 */

export type { ImpactCategoryMethod, ImpactMethodResponse, ImpactSource };

export function getImpactMethod(signal?: AbortSignal): Promise<ImpactMethodResponse> {
  return api.get<ImpactMethodResponse>('/impact/method', signal ? { signal } : {});
}

export function useImpactMethod(): QueryResult<ImpactMethodResponse> {
  return useQuery(['/impact/method'], getImpactMethod);
}
