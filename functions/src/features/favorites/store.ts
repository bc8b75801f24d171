import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { noticeDoc } from '../../shared/notices';
import { exhibitTurn } from '../exhibits';
import { assertViewable, exhibitNotFound, toExhibitRecord } from '../search';
import type { FavoriteRecord, FavoriteResponse } from './schema';
import { favoriteNotice } from './service';
import { runTransaction } from '../../shared/transactions';
import { parseDoc, readPage, timestampSchema } from '../../shared/firestore-docs';

const favoriteDocSchema = z.object({
  exhibitId: z.string(),
  createdAt: timestampSchema,
});

/** All Firestore access of favorites; adding and removing are transactions with the counter. */
export interface FavoritesStore {
  /** Newest first, then by exhibit id; `total` counts all favorites of the account. */
  listFavorites(
    accountId: string,
    limit: number,
    offset: number,
  ): Promise<{ favorites: FavoriteRecord[]; total: number }>;
  /**
   * Creates the favorite if absent (404 unless the exhibit is viewable by `accountId`),
   * incrementing `favoriteCount` and notifying the owner, in one transaction.
   */
  addFavorite(accountId: string, exhibitId: string, now: Date): Promise<FavoriteResponse>;
  /** Deletes the favorite if present, decrementing `favoriteCount` (any state of the exhibit). */
  removeFavorite(accountId: string, exhibitId: string): Promise<FavoriteResponse>;
}

export function createFavoritesStore(db: Firestore): FavoritesStore {
  const exhibits = db.collection('exhibits');
  const accounts = db.collection('accounts');
  const favorites = (accountId: string) => accounts.doc(accountId).collection('favorites');
  const notices = db.collection('notices');

  return {
    async listFavorites(accountId, limit, offset) {
      const page = { limit, offset };
      const { docs, total } = await readPage(favorites(accountId), 'createdAt', 'desc', page);
      return {
        favorites: docs.map((doc) => {
          const d = parseDoc(favoriteDocSchema, doc);
          return { exhibitId: d.exhibitId, createdAt: d.createdAt.toDate() };
        }),
        total,
      };
    },

    async addFavorite(accountId, exhibitId, now) {
      return runTransaction(
        db,
        async (tx) => {
          const exhibitSnap = await tx.get(exhibits.doc(exhibitId));
          const favoriteSnap = await tx.get(favorites(accountId).doc(exhibitId));
          const accountSnap = await tx.get(accounts.doc(accountId));
          if (!exhibitSnap.exists) throw exhibitNotFound();
          const exhibit = toExhibitRecord(exhibitSnap);
          assertViewable(exhibit, accountId);
          if (favoriteSnap.exists) return { favorited: true, favoriteCount: exhibit.favoriteCount };
          tx.create(favoriteSnap.ref, { exhibitId, createdAt: Timestamp.fromDate(now) });
          tx.update(exhibitSnap.ref, { favoriteCount: FieldValue.increment(1) });
          const name: unknown = accountSnap.get('name');
          const notice = favoriteNotice({
            exhibit,
            favoriterId: accountId,
            favoriterName: typeof name === 'string' ? name : '',
            now,
          });
          if (notice !== null) tx.create(notices.doc(), noticeDoc(notice));
          return { favorited: true, favoriteCount: exhibit.favoriteCount + 1 };
        },
        exhibitTurn(exhibitId),
      );
    },

    async removeFavorite(accountId, exhibitId) {
      return runTransaction(
        db,
        async (tx) => {
          const exhibitSnap = await tx.get(exhibits.doc(exhibitId));
          const favoriteSnap = await tx.get(favorites(accountId).doc(exhibitId));
          if (!exhibitSnap.exists) {
            if (!favoriteSnap.exists) throw exhibitNotFound();
            tx.delete(favoriteSnap.ref);
            return { favorited: false, favoriteCount: 0 };
          }
          const count = toExhibitRecord(exhibitSnap).favoriteCount;
          if (!favoriteSnap.exists) return { favorited: false, favoriteCount: count };
          tx.delete(favoriteSnap.ref);
          tx.update(exhibitSnap.ref, { favoriteCount: FieldValue.increment(-1) });
          return { favorited: false, favoriteCount: count - 1 };
        },
        exhibitTurn(exhibitId),
      );
    },
  };
}
