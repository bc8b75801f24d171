import type { DecisionInput } from '@campus/model/exhibit';
import { api } from '../../../lib/api-client';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';
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
