import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { ExhibitInput, ManagedExhibit } from '../../../lib/exhibit-admin-types';
import type { ExhibitResponse } from './get-my-exhibit';

/** POST /api/v1/home/exhibits: a new exhibit (not yet submitted, private). */
export async function createExhibit(input: ExhibitInput): Promise<ManagedExhibit> {
  const { exhibit } = await api.post<ExhibitResponse>('/home/exhibits', { body: input });
  return exhibit;
}

/** Creates an exhibit; the page then uploads its photos and goes to it. */
export function useCreateExhibit() {
  return useApiMutation<ExhibitInput, ManagedExhibit>({
    call: createExhibit,
    // The new exhibit is fetched where it is shown; no list of exhibits is on screen here.
    invalidates: () => [],
  });
}
