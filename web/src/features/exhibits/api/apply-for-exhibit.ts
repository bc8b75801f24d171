import type { ApplicationBody, ApplicationResponse } from '@campus/model/allocation-types';
import type { ContactInput } from '@campus/model/contact';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applicationsKey } from '../../../lib/allocation/get-applications';
import { exhibitKey } from './get-exhibit';

/**
 * POST /api/v1/home/exhibits/{id}/applications (docs/allocation.md): applies for an exhibit in
 * application mode with the contact form's body; 201 `{ application }`. 409 `already_applied`,
 * `applications_closed` or `own_exhibit`; 403 across a block.
 */
export async function applyForExhibit(
  exhibitId: string,
  input: ContactInput,
): Promise<ApplicationBody> {
  const { application } = await api.post<ApplicationResponse>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/applications`,
    // Once per identity (409 already_applied): asking a busy server again cannot apply twice.
    { body: input, idempotent: true },
  );
  return application;
}

/** What applying or withdrawing makes stale: the caller's application and the exhibit's count. */
export const lotteryKeys = (exhibitId: string) => [
  applicationsKey(exhibitId),
  exhibitKey(exhibitId),
];

/**
 * Applies for the exhibit's lottery; the application and the exhibit's count follow. A refusal
 * fetches nothing: its reason stays in the dialog, which the application fetched again (applied
 * already) would take away.
 */
export function useApplyForExhibit(exhibitId: string) {
  return useApiMutation<ContactInput, ApplicationBody>({
    call: (input) => applyForExhibit(exhibitId, input),
    invalidates: (_input, application) => (application ? lotteryKeys(exhibitId) : []),
  });
}
