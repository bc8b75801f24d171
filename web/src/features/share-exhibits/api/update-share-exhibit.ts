import { api } from '../../../lib/api-client';
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
