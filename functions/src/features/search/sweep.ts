import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { SEARCH_ENTRIES } from '../exhibits';

/** Entries updated per batch (a batch holds at most 500 writes). */
const SWEEP_BATCH = 400;
/** Rounds whose batch lost a race before the sweep gives up until its next run. */
const SWEEP_CONFLICTS_MAX = 5;

/** gRPC codes of an update whose precondition failed or whose entry was re-keyed meanwhile. */
const RACED = new Set([5, 9]);

function isRace(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' && RACED.has(code);
}

/**
 * Marks the search entries of expired exhibits as no longer `live`, so that a search filters them
 * out by equality and its count leaves them out (run hourly; a search drops the few that expired
 * since the last run as it reads them). Answers how many entries it marked.
 *
 * Each update requires the entry unchanged since it was read: an exhibit whose expiry was just
 * extended rewrote its entry as live, and the sweep must not undo that. A batch that lost such a
 * race fails as a whole and the next round reads again.
 */
export async function sweepExpiredEntries(db: Firestore, now: Date): Promise<number> {
  const expired = db
    .collection(SEARCH_ENTRIES)
    .where('live', '==', true)
    .where('expiresAt', '<=', Timestamp.fromDate(now))
    .limit(SWEEP_BATCH);
  let swept = 0;
  let conflicts = 0;
  for (;;) {
    const snap = await expired.get();
    if (snap.empty) return swept;
    const batch = db.batch();
    for (const doc of snap.docs) {
      batch.update(doc.ref, { live: false }, { lastUpdateTime: doc.updateTime });
    }
    try {
      await batch.commit();
      swept += snap.size;
    } catch (err) {
      conflicts += 1;
      if (!isRace(err) || conflicts >= SWEEP_CONFLICTS_MAX) throw err;
    }
  }
}
