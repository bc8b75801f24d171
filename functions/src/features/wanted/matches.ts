import type { Firestore } from 'firebase-admin/firestore';
import { parseDoc } from '../../shared/firestore-docs';
import { createNoticeOnce } from '../../shared/notices';
import { blockedBetween } from '../blocks';
import { exhibitDocSchema, notExhibitOwner, readExhibitDoc } from '../exhibits';
import { exhibitNotFound } from '../search';
import { WANTED, wantedDocSchema } from './schema';
import { matchesWanted, wantedNotice } from './service';
import type { StoredWanted } from './store';

/**
 * Which open posts an exhibit matches (docs/wanted.md): told to their posters when it is
 * published, and listed for its owner.
 */

/** Firestore's limit of values in one `in` filter. */
const IN_MAX = 30;

/** Open posts whose category is among `categoryIds` or that name none: a match's candidates. */
async function candidatesFor(db: Firestore, tagList: readonly string[]): Promise<StoredWanted[]> {
  const open = db.collection(WANTED).where('status', '==', 'open');
  const values = ['', ...new Set(tagList)];
  const chunks: string[][] = [];
  for (let i = 0; i < values.length; i += IN_MAX) chunks.push(values.slice(i, i + IN_MAX));
  const snaps = await Promise.all(chunks.map((c) => open.where('categoryId', 'in', c).get()));
  return snaps.flatMap((snap) =>
    snap.docs.map((d) => ({ id: d.id, doc: parseDoc(wantedDocSchema, d) })),
  );
}

/**
 * The notices of a newly published exhibit (the exhibits trigger, when `searchable` turns true):
 * `wanted_matched` to each poster whose open post it matches, unless one of the two blocks the
 * other. The notice id is derived from the post and the exhibit, so a retried or repeated event
 * (published, unpublished, published again) notifies nobody twice. Answers how many it wrote.
 */
export async function notifyWantedMatches(
  db: Firestore,
  exhibitId: string,
  now: Date,
): Promise<number> {
  const exhibit = await readExhibitDoc(db, exhibitId);
  if (!exhibit?.searchable) return 0;
  const matched = (await candidatesFor(db, exhibit.tagList)).filter((post) =>
    matchesWanted(post.doc, exhibit, now),
  );
  let written = 0;
  for (const post of matched) {
    if (await blockedBetween(db, post.doc.accountId, exhibit.ownerId)) continue;
    const notice = wantedNotice(
      'wanted_matched',
      { id: post.id, accountId: post.doc.accountId, title: post.doc.title },
      { id: exhibitId, title: exhibit.title },
      '',
      now,
    );
    written += await createNoticeOnce(db, `wanted_${post.id}_${exhibitId}`, notice);
  }
  return written;
}

/** The open posts the identity's own exhibit (any state) matches (404, 403 not the owner). */
export function createMatchesFor(db: Firestore) {
  return async (exhibitId: string, accountId: string, now: Date): Promise<StoredWanted[]> => {
    const snap = await db.collection('exhibits').doc(exhibitId).get();
    if (!snap.exists) throw exhibitNotFound();
    const exhibit = parseDoc(exhibitDocSchema, snap);
    if (exhibit.ownerId !== accountId) throw notExhibitOwner();
    return (await candidatesFor(db, exhibit.tagList)).filter((post) =>
      matchesWanted(post.doc, exhibit, now),
    );
  };
}
