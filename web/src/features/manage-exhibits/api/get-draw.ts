import type { DrawBody, DrawResponse } from '@campus/model/allocation-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/exhibits/{id}/draw: how the winners were chosen (method, seed, order, winners,
 * losers, time, by whom); 404 before the draw.
 */
export type { DrawBody };

export const drawKey = (exhibitId: string) => ['/home/exhibits', exhibitId, 'draw'];

export async function getDraw(exhibitId: string, signal?: AbortSignal): Promise<DrawBody> {
  const { draw } = await api.get<DrawResponse>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/draw`,
    signal ? { signal } : {},
  );
  return draw;
}

export function useDraw(exhibitId: string): QueryResult<DrawBody> {
  return useQuery(drawKey(exhibitId), (signal) => getDraw(exhibitId, signal));
}
