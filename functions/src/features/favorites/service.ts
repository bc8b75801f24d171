import type { NoticeDraft } from '../../shared/notices';

/** Rules of favorites; no Firestore in here. */

/** The `new_favorite` notice to the owner; none when the owner favorites their own exhibit. */
export function favoriteNotice(input: {
  exhibit: { id: string; title: string; ownerId: string };
  favoriterId: string;
  favoriterName: string;
  now: Date;
}): NoticeDraft | null {
  const { exhibit, favoriterId, favoriterName, now } = input;
  if (exhibit.ownerId === favoriterId) return null;
  return {
    accountId: exhibit.ownerId,
    role: 'owner',
    kind: 'new_favorite',
    exhibitId: exhibit.id,
    exhibitTitle: exhibit.title,
    favorite: { name: favoriterName },
    comment: null,
    createdAt: now,
    confirmedAt: null,
  };
}
