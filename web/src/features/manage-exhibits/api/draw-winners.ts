import type { DrawResponse, ManualDrawInput } from '@campus/model/allocation-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/home/exhibits/{id}/draw `{ winners }` (the owner, before the scheduled draw): the
 * chosen applicants win (they get contacts), the others lose. 409 `already_drawn`, or
 * `insufficient_stock` when the winners' requests do not fit the stock.
 */
export async function drawWinners(
  exhibitId: string,
  input: ManualDrawInput,
): Promise<DrawResponse> {
  return api.post<DrawResponse>(`/home/exhibits/${encodeURIComponent(exhibitId)}/draw`, {
    body: input,
  });
}
