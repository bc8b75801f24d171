import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { ACTIVE_STATUSES } from '../contacts';
import { type NoticeDraft, createNoticeOnce } from '../../shared/notices';

/**
 * `deadline_approach` notices (spec section 4, customer side), made by a daily job (09:00
 * Asia/Tokyo, see `index.ts`):
 * - the pick-up period of an exhibit ends within DEADLINE_DAYS: every customer with an active
 *   contact on it;
 * - an exhibit on display expires within DEADLINE_DAYS: every account that favorited it;
 * - a loan waiting for its return (`waitreturn`) is due within DEADLINE_DAYS: its customer.
 * Each (deadline, exhibit, account) gets one notice ever, whatever day the job runs again; a loan's
 * notice is per contact and due date, so a due date the owner moves gets its own reminder.
 */
export const DEADLINE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DeadlineKind = 'pickup' | 'expiry' | 'return';

export interface DeadlineCandidate {
  kind: DeadlineKind;
  exhibitId: string;
  exhibitTitle: string;
  accountId: string;
  /** A loan's return (kind `return`): which trade, due when. */
  loan?: { contactId: string; dueAt: Date };
}

/** The notice id of a candidate: stable, so a second run creates nothing. */
export const deadlineNoticeId = (c: DeadlineCandidate) =>
  c.loan === undefined
    ? `deadline_${c.kind}_${c.exhibitId}_${c.accountId}`
    : `deadline_${c.kind}_${c.loan.contactId}_${c.loan.dueAt.getTime()}`;

/** The window a daily run looks at: deadlines after now and at most DEADLINE_DAYS ahead. */
export function deadlineWindow(now: Date): { from: Date; until: Date } {
  return { from: now, until: new Date(now.getTime() + DEADLINE_DAYS * DAY_MS) };
}

/** A contact as the return reminder reads it. */
export interface LoanContact {
  id: string;
  status: string;
  exhibitId: string;
  exhibitTitle: string;
  customerId: string;
  returnDueAt: Date | null;
}

/**
 * The customers to remind of a return: loans still out (`waitreturn`) due inside the window. A
 * returned or closed loan keeps its due date, so the status decides, not the date alone.
 */
export function returnCandidates(
  contacts: readonly LoanContact[],
  window: { from: Date; until: Date },
): DeadlineCandidate[] {
  return contacts.flatMap((c) => {
    const due = c.returnDueAt;
    if (c.status !== 'waitreturn' || due === null) return [];
    if (due.getTime() <= window.from.getTime() || due.getTime() > window.until.getTime()) return [];
    return [
      {
        kind: 'return' as const,
        exhibitId: c.exhibitId,
        exhibitTitle: c.exhibitTitle,
        accountId: c.customerId,
        loan: { contactId: c.id, dueAt: due },
      },
    ];
  });
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
  // Loans due in the window: a range on one field (no composite index), the status checked after.
  const [pickups, expiries, dues] = await Promise.all([
    inWindow('pickupUntil'),
    inWindow('expiresAt'),
    db
      .collection('contacts')
      .where('returnDueAt', '>', Timestamp.fromDate(from))
      .where('returnDueAt', '<=', Timestamp.fromDate(until))
      .get(),
  ]);

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

  candidates.push(
    ...returnCandidates(
      dues.docs.map((d) => ({
        id: d.id,
        status: d.get('status') as string,
        exhibitId: d.get('exhibitId') as string,
        exhibitTitle: d.get('exhibitTitle') as string,
        customerId: d.get('customerId') as string,
        returnDueAt: (d.get('returnDueAt') as Timestamp | null)?.toDate() ?? null,
      })),
      { from, until },
    ),
  );

  const created = await Promise.all(
    uniqueCandidates(candidates).map((c) =>
      createNoticeOnce(db, deadlineNoticeId(c), deadlineNotice(c, now)),
    ),
  );
  return created.reduce<number>((sum, n) => sum + n, 0);
}
