import type { WantedInput, WantedPost, WantedResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /api/v1/home/wanted `{ title, description, categoryId, keywords, areaId, until }` as the
 * current identity: 201 `{ wanted }`; 400 at `body.keywords` (neither a category nor a keyword) or
 * `body.until` (past, or more than 180 days ahead); 409 `too_many_wanted` (10 open posts).
 */
export type { WantedInput };

export async function createWanted(input: WantedInput): Promise<WantedPost> {
  const { wanted } = await api.post<WantedResponse>('/home/wanted', { body: input });
  return wanted;
}

/** Posts a new wanted post as the current identity; the page then goes to it. */
export function useCreateWanted() {
  return useApiMutation<WantedInput, WantedPost>({
    call: createWanted,
    // The new post is fetched where it is shown; no list of posts is on screen here.
    invalidates: () => [],
  });
}
