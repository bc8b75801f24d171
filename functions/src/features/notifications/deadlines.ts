import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { ACTIVE_STATUSES } from '../contacts';
import { type NoticeDraft, createNoticeOnce } from '../../shared/notices';

/**
 * `deadline_approach` notices (spec section 4, customer side), made by a daily job (09:00
 * Asia/Tokyo, see `index.ts`):
 * - the pick-up period of an exhibit ends within DEADLINE_DAYS: every customer with an active
 *   contact on it;
 * - an exhibit on display expires within DEADLINE_DAYS: every account that favorited it.
 * Each (deadline, exhibit, account) gets one notice ever, whatever day the job runs again.
 */
export const DEADLINE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DeadlineKind = 'pickup' | 'expiry';

export interface DeadlineCandidate {
  kind: DeadlineKind;
  exhibitId: string;
  exhibitTitle: string;
  accountId: string;
}

/** The notice id of a candidate: stable, so a second run creates nothing. */
export const deadlineNoticeId = (c: DeadlineCandidate) =>
  `deadline_${c.kind}_${c.exhibitId}_${c.accountId}`;

/** The window a daily run looks at: deadlines after now and at most DEADLINE_DAYS ahead. */
export function deadlineWindow(now: Date): { from: Date; until: Date } {
  return { from: now, until: new Date(now.getTime() + DEADLINE_DAYS * DAY_MS) };
}

/** The notice a candidate becomes. */
export function deadlineNotice(c: DeadlineCandidate, now: Date): NoticeDraft {
  return {
    accountId: c.accountId,
    role: 'customer',
    kind: 'deadline_approach',
    exhibitId: c.exhibitId,
    exhibitTitle: c.exhibitTitle,
    favorite: null,
    comment: null,
    createdAt: now,
    confirmedAt: null,
  };
}

/** Unique candidates, in a stable order (one per notice id). */
export function uniqueCandidates(candidates: readonly DeadlineCandidate[]): DeadlineCandidate[] {
  const byId = new Map(candidates.map((c) => [deadlineNoticeId(c), c] as const));
  return [...byId.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, c]) => c);
}

/** Reads the candidates and creates the notices not made before; answers how many were new. */
export async function notifyDeadlines(db: Firestore, now: Date): Promise<number> {
  const { from, until } = deadlineWindow(now);
  const exhibits = db.collection('exhibits');
  const inWindow = (field: string) =>
    exhibits
      .where(field, '>', Timestamp.fromDate(from))
      .where(field, '<=', Timestamp.fromDate(until))
      .get();
  const [pickups, expiries] = await Promise.all([inWindow('pickupUntil'), inWindow('expiresAt')]);

  const candidates: DeadlineCandidate[] = [];
  for (const exhibit of pickups.docs) {
    if ((exhibit.get('cancelledAt') ?? null) !== null) continue;
    const contacts = await db
      .collection('contacts')
      .where('exhibitId', '==', exhibit.id)
      .where('status', 'in', [...ACTIVE_STATUSES])
      .get();
    for (const contact of contacts.docs) {
      candidates.push({
        kind: 'pickup',
        exhibitId: exhibit.id,
        exhibitTitle: exhibit.get('title') as string,
        accountId: contact.get('customerId') as string,
      });
    }
  }
  for (const exhibit of expiries.docs) {
    if (exhibit.get('searchable') !== true) continue;
    const favorites = await db
      .collectionGroup('favorites')
      .where('exhibitId', '==', exhibit.id)
      .get();
    for (const favorite of favorites.docs) {
      const account = favorite.ref.parent.parent;
      if (account === null || account.parent.id !== 'accounts') continue;
      candidates.push({
        kind: 'expiry',
        exhibitId: exhibit.id,
        exhibitTitle: exhibit.get('title') as string,
        accountId: account.id,
      });
    }
  }

  const created = await Promise.all(
    uniqueCandidates(candidates).map((c) =>
      createNoticeOnce(db, deadlineNoticeId(c), deadlineNotice(c, now)),
    ),
  );
  return created.reduce<number>((sum, n) => sum + n, 0);
}
