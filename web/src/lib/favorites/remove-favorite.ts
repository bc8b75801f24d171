import { api } from '../api-client';
import type { FavoriteResponse } from './add-favorite';

/**
 * DELETE /api/v1/home/favorites/{exhibitId}: removes the exhibit from the current identity's
 * favorites (idempotent), answering whether it is a favorite now and the exact count.
 */
export function removeFavorite(exhibitId: string): Promise<FavoriteResponse> {
  return api.delete<FavoriteResponse>(`/home/favorites/${encodeURIComponent(exhibitId)}`);
}
