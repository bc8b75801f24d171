import { api } from '../../../lib/api-client';
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
