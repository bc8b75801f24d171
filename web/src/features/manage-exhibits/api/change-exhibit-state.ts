import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { approvalsKey } from './get-approvals';
import type { ManagedExhibit } from '../../../lib/exhibit-admin-types';
import type { ExhibitResponse } from './get-my-exhibit';

/** The owner's state changes (409 `invalid_transition`, `not_approved`, `exhibit_cancelled`). */
export const EXHIBIT_ACTIONS = ['submit', 'publish', 'unpublish', 'cancel'] as const;
export type ExhibitAction = (typeof EXHIBIT_ACTIONS)[number];

/** POST /api/v1/home/exhibits/{id}/submit|publish|unpublish|cancel (no body). */
export async function changeExhibitState(
  id: string,
  action: ExhibitAction,
): Promise<ManagedExhibit> {
  const { exhibit } = await api.post<ExhibitResponse>(
    `/home/exhibits/${encodeURIComponent(id)}/${action}`,
  );
  return exhibit;
}

/**
 * Takes one of the owner's actions on the exhibit (answering the exhibit as changed); its trail
 * follows.
 */
export function useChangeExhibitState(exhibitId: string) {
  return useApiMutation<ExhibitAction, ManagedExhibit>({
    call: (action) => changeExhibitState(exhibitId, action),
    invalidates: () => [approvalsKey(exhibitId)],
  });
}
