import { z } from 'zod';
import { idSchema } from '../../model/primitives';

/**
 * Favorites (contract "Public"): `accounts/{accountId}/favorites/{exhibitId}` of the current
 * identity, counted on the exhibit's `favoriteCount` in the same transaction.
 */

export const favoriteParams = z.object({ exhibitId: idSchema });

/** `accounts/{accountId}/favorites/{exhibitId}` */
export interface FavoriteRecord {
  exhibitId: string;
  createdAt: Date;
}

// API shapes (the model's).
export type {
  FavoriteExhibitSummary,
  FavoriteListResponse,
  FavoriteResponse,
} from '../../model/exhibit-types';
