import { api } from '../../../lib/api-client';
import type { ExhibitInput, ManagedExhibit } from '../../../lib/exhibit-admin-types';
import type { ExhibitResponse } from './get-my-exhibit';

/** POST /api/v1/home/exhibits: a new exhibit (not yet submitted, private). */
export async function createExhibit(input: ExhibitInput): Promise<ManagedExhibit> {
  const { exhibit } = await api.post<ExhibitResponse>('/home/exhibits', { body: input });
  return exhibit;
}
