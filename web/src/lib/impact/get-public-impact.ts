import type { PublicImpactResponse } from '@campus/model/impact-types';
import { api } from '../api-client';
import { useQuery, type QueryResult } from '../use-query';

/**
 * GET /api/v1/impact (public): what reuse achieved over the last 12 Tokyo months, this one
 * included. Shared: the home page's band and the public impact page show it.
 */

export type { PublicImpactResponse };

export function getPublicImpact(
  signal?: AbortSignal,
  background = false,
): Promise<PublicImpactResponse> {
  return api.get<PublicImpactResponse>('/impact', { background, ...(signal ? { signal } : {}) });
}

/** `background`: off the progress bar (the home page's band, which waits for nothing). */
export function usePublicImpact({
  background = false,
}: { background?: boolean } = {}): QueryResult<PublicImpactResponse> {
  return useQuery(['/impact'], (signal) => getPublicImpact(signal, background));
}
