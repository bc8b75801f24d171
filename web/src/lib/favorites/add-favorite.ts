import type { FavoriteResponse } from '@campus/model/exhibit-types';
import { api } from '../api-client';

/**
 * POST /api/v1/home/favorites/{exhibitId}: adds the exhibit to the current identity's favorites
 * (idempotent), answering whether it is a favorite now and the exact count.
 */
export type { FavoriteResponse };

export function addFavorite(exhibitId: string): Promise<FavoriteResponse> {
  // Idempotent (a favourite is added once), so a busy server is asked again.
  return api.post<FavoriteResponse>(`/home/favorites/${encodeURIComponent(exhibitId)}`, {
    idempotent: true,
  });
}
