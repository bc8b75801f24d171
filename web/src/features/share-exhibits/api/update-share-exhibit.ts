import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { MY_SHARE_EXHIBITS_KEY } from './get-my-share-exhibits';
import type { OwnedShareExhibit, ShareExhibitInput } from './types';

/**
 * PUT /api/v1/home/share-exhibits/{id}: the whole input again, terms agreed again (publishing and
 * unpublishing too); 403 `not_exhibit_owner`, 404 unknown, 400 `validation_error` by field.
 */
export async function updateShareExhibit(
  id: string,
  input: ShareExhibitInput,
): Promise<OwnedShareExhibit> {
  const { exhibit } = await api.put<{ exhibit: OwnedShareExhibit }>(
    `/home/share-exhibits/${encodeURIComponent(id)}`,
    { body: input },
  );
  return exhibit;
}

/**
 * Saves a listing (the whole input; publishing and unpublishing too; the answer is the listing as
 * saved): its detail and the pages of the caller's listings follow.
 */
export function useUpdateShareExhibit(id: string) {
  return useApiMutation<ShareExhibitInput, OwnedShareExhibit>({
    call: (input) => updateShareExhibit(id, input),
    invalidates: () => [MY_SHARE_EXHIBITS_KEY],
  });
}
