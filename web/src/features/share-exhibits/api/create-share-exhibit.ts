import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { MY_SHARE_EXHIBITS_KEY } from './get-my-share-exhibits';
import type { OwnedShareExhibit, ShareExhibitInput } from './types';

/**
 * POST /api/v1/home/share-exhibits: a new listing owned by the acting identity (201 `{exhibit}`);
 * 400 `validation_error` by field (`body.deviceIds.{i}` "Not one of your devices").
 */
export async function createShareExhibit(input: ShareExhibitInput): Promise<OwnedShareExhibit> {
  const { exhibit } = await api.post<{ exhibit: OwnedShareExhibit }>('/home/share-exhibits', {
    body: input,
  });
  return exhibit;
}

/** Creates a listing (the answer is the listing made); the pages of the caller's listings follow. */
export function useCreateShareExhibit() {
  return useApiMutation<ShareExhibitInput, OwnedShareExhibit>({
    call: (input) => createShareExhibit(input),
    invalidates: () => [MY_SHARE_EXHIBITS_KEY],
  });
}
