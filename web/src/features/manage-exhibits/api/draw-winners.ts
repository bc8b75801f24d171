import type { DrawResponse, ManualDrawInput } from '@campus/model/allocation-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applicationsKey } from '../../../lib/allocation/get-applications';
import { drawKey } from './get-draw';

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

/** Picks the winners by hand; the applications (with their results) and the draw's record follow. */
export function useDrawWinners(exhibitId: string) {
  return useApiMutation<ManualDrawInput, DrawResponse>({
    call: (input) => drawWinners(exhibitId, input),
    invalidates: () => [applicationsKey(exhibitId), drawKey(exhibitId)],
  });
}
