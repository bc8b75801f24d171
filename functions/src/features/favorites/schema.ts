import { z } from 'zod';
import { idSchema } from '../../model/primitives';
import type { ExhibitSummary } from '../search';

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

/** A favorited exhibit in the list. */
export interface FavoriteExhibitSummary extends ExhibitSummary {
  /**
   * False when the exhibit can no longer be opened by the caller (unpublished, cancelled or sent
   * back for approval): the card is shown greyed out, without a link.
   */
  viewable: boolean;
  /** ISO 8601: when it was favorited. */
  favoritedAt: string;
}

/** `GET /api/v1/home/favorites`: newest favorite first. */
export interface FavoriteListResponse {
  exhibits: FavoriteExhibitSummary[];
  total: number;
}

/** `POST` and `DELETE /api/v1/home/favorites/{exhibitId}` (both 200, idempotent). */
export interface FavoriteResponse {
  favorited: boolean;
  favoriteCount: number;
}
