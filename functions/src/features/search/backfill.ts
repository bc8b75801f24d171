import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { SEARCH_ENTRIES, exhibitDocSchema, searchEntryWrites } from '../exhibits';
import { parseDoc } from '../../shared/firestore-docs';

/** Exhibits read per round (each gives at most one entry write and one delete). */
const BACKFILL_PAGE = 200;

/**
 * Writes the search entry of every exhibit as its next write would, and deletes entries whose
 * exhibit is gone or that an older key left behind: for data written before the search index
 * existed (the deploy of issue 17) and for the demo seed, whose simulated dates leave `live` as it
 * was on the seeded day. Idempotent; answers how many entries it wrote.
 */
export async function backfillSearchEntries(db: Firestore, now: Date): Promise<number> {
  const exhibits = db.collection('exhibits');
  const entries = db.collection(SEARCH_ENTRIES);
  const keep = new Set<string>();
  let written = 0;
  let cursor: string | undefined;
  for (;;) {
    let page = exhibits.orderBy(FieldPath.documentId()).limit(BACKFILL_PAGE);
    if (cursor !== undefined) page = page.startAfter(cursor);
    const snap = await page.get();
    if (snap.empty) break;
    const batch = db.batch();
    for (const doc of snap.docs) {
      const entry = searchEntryWrites(db, doc.id, null, parseDoc(exhibitDocSchema, doc), now).set;
      if (entry === null) continue;
      batch.set(entry.ref, entry.doc);
      keep.add(entry.ref.id);
      written += 1;
    }
    await batch.commit();
    cursor = snap.docs[snap.docs.length - 1]?.id;
  }
  const stale = (await entries.select().get()).docs.filter((doc) => !keep.has(doc.id));
  for (let i = 0; i < stale.length; i += BACKFILL_PAGE) {
    const batch = db.batch();
    for (const doc of stale.slice(i, i + BACKFILL_PAGE)) batch.delete(doc.ref);
    await batch.commit();
  }
  return written;
}
