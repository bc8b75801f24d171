import type { DecisionInput } from '@campus/model/exhibit';
import { api } from '../../../lib/api-client';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applicationKey } from './get-application';
import { stagePath } from './types';

/** POST /api/v1/home/backoffice/{stage}/{id}/decision `{result, comment}`. */

export type { DecisionInput };

export async function decide(
  stage: BackofficeStage,
  id: string,
  input: DecisionInput,
): Promise<void> {
  await api.post<unknown>(`${stagePath(stage)}/${encodeURIComponent(id)}/decision`, {
    body: input,
  });
}

/**
 * Decides an application at this stage; the application follows (its status, its history), also
 * after a refusal (e.g. 409: decided meanwhile).
 */
export function useDecide(stage: BackofficeStage, id: string) {
  return useApiMutation<DecisionInput>({
    call: (input) => decide(stage, id, input),
    invalidates: () => [applicationKey(stage, id)],
  });
}
