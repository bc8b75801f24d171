import type { AffiliationInput } from '@campus/model/outside-users';
import type { OutsideUserResponse } from '@campus/model/outside-user-types';
import { api } from '../../../lib/api-client';
import { cacheUpdate, useApiMutation } from '../../../lib/use-api-mutation';
import { OUTSIDE_USERS_KEY, type OutsideUsersResponse } from './get-outside-users';

export type { AffiliationInput };

/**
 * PUT /api/v1/home/outside-users/{uid}/affiliation `{kind, name}`: records where an outside user
 * comes from (another university, or a company), which sets the fees they are charged. 400
 * `validation_error` on its fields; 403 `not_lender_admin`; 404.
 */
export function setAffiliation(uid: string, input: AffiliationInput): Promise<OutsideUserResponse> {
  return api.put<OutsideUserResponse>(
    `/home/outside-users/${encodeURIComponent(uid)}/affiliation`,
    { body: input },
  );
}

/** Records a user's affiliation (by uid); their row of the list shows the answer at once. */
export function useSetAffiliation() {
  return useApiMutation<{ uid: string; input: AffiliationInput }, OutsideUserResponse>({
    call: ({ uid, input }) => setAffiliation(uid, input),
    invalidates: (_variables, answer) => (answer === undefined ? [OUTSIDE_USERS_KEY] : []),
    updates: (_variables, { user }) => [
      cacheUpdate<OutsideUsersResponse | undefined>(
        OUTSIDE_USERS_KEY,
        (cached) =>
          cached && { ...cached, users: cached.users.map((u) => (u.uid === user.uid ? user : u)) },
      ),
    ],
  });
}
