import type { ApplicationBody, ApplicationResponse } from '@campus/model/allocation-types';
import type { ContactInput } from '@campus/model/contact';
import { api } from '../../../lib/api-client';

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
