import type { FavoriteResponse } from '../../../lib/favorites/add-favorite';
import { removeFavorite } from '../../../lib/favorites/remove-favorite';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { FAVORITES_KEY } from './get-favorites';

/** Takes an exhibit (by its id) out of the favorites; every page of favorites follows. */
export function useRemoveFavorite() {
  return useApiMutation<string, FavoriteResponse>({
    call: removeFavorite,
    invalidates: () => [FAVORITES_KEY],
  });
}
