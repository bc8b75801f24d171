import { type Firestore, type QuerySnapshot, Timestamp } from 'firebase-admin/firestore';
import type { SavedSearchInput, SavedSearchUpdate } from '../../model/saved-search';
import { SAVED_SEARCH_LIMITS } from '../../model/saved-search-types';
import { LANGUAGES, type Language } from '../../model/identity-types';
import type { MailMessage, MailQueue } from '../notifications';
import { tokyoParts } from '../../model/tokyo-time';
import { parseDoc } from '../../shared/firestore-docs';
import { uidsActingFor } from '../../shared/identities';
import { createNoticeOnce } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { blockedBetween } from '../blocks';
import { readExhibitDoc, searchEntryKeyAt } from '../exhibits';
import { acceptsEntry, createExhibitsReadStore, planSearch } from '../search';
import { SAVED_SEARCHES, type SavedSearchDoc, savedSearchDocSchema } from './schema';
import {
  digestMail,
  matchesSavedSearch,
  notSearchOwner,
  savedSearchNotFound,
  savedSearchNotice,
  type SavedSearchNews,
  searchQueryOf,
  tooManySavedSearches,
} from './service';

export interface StoredSavedSearch {
  id: string;
  doc: SavedSearchDoc;
}

/** All Firestore access of saved searches (docs/saved-searches.md). */
export interface SavedSearchesStore {
  /** The account's saved searches, newest first. */
  list(accountId: string): Promise<StoredSavedSearch[]>;
  create(
    actor: { uid: string; accountId: string },
    input: SavedSearchInput,
    now: Date,
  ): Promise<StoredSavedSearch>;
  update(id: string, accountId: string, input: SavedSearchUpdate): Promise<StoredSavedSearch>;
  remove(id: string, accountId: string): Promise<void>;
}

export function createSavedSearchesStore(db: Firestore): SavedSearchesStore {
  const searches = db.collection(SAVED_SEARCHES);
  const ofAccount = (accountId: string) => searches.where('accountId', '==', accountId);

  return {
    async list(accountId) {
      const snap = await ofAccount(accountId)
        .orderBy('createdAt', 'desc')
        .limit(SAVED_SEARCH_LIMITS.max)
        .get();
      return snap.docs.map((d) => ({ id: d.id, doc: parseDoc(savedSearchDocSchema, d) }));
    },

    async create(actor, input, date) {
      const ref = searches.doc();
      return runTransaction(db, async (tx) => {
        const count = await tx.get(ofAccount(actor.accountId).count());
        if (count.data().count >= SAVED_SEARCH_LIMITS.max) throw tooManySavedSearches();
        const now = Timestamp.fromDate(date);
        const doc: SavedSearchDoc = {
          accountId: actor.accountId,
          uid: actor.uid,
          name: input.name,
          query: input.query,
          mail: input.mail,
          createdAt: now,
          checkedAt: now,
        };
        tx.create(ref, doc);
        return { id: ref.id, doc };
      });
    },

    async update(id, accountId, input) {
      return runTransaction(db, async (tx) => {
        const snap = await tx.get(searches.doc(id));
        if (!snap.exists) throw savedSearchNotFound();
        const current = parseDoc(savedSearchDocSchema, snap);
        if (current.accountId !== accountId) throw notSearchOwner();
        const doc = { ...current, name: input.name, mail: input.mail };
        tx.set(snap.ref, doc);
        return { id, doc };
      });
    },

    async remove(id, accountId) {
      await runTransaction(db, async (tx) => {
        const snap = await tx.get(searches.doc(id));
        if (!snap.exists) return;
        if (snap.get('accountId') !== accountId) throw notSearchOwner();
        tx.delete(snap.ref);
      });
    },
  };
}

/**
 * The notices of a newly approved exhibit (the exhibits trigger, when `searchable` turns true): a
 * `saved_search_matched` notice to the account of each saved search that would find it, unless the
 * exhibit is that account's own (the owner, any person who acts for the owner, or a search one of
 * them saved) or one of the two blocks the other. The notice id is derived from the search and the
 * exhibit, so a retried event or a second publication notifies nobody twice. Reads every saved
 * search (a page at a time): approvals are few, and docs/saved-searches.md says when to narrow it.
 * Answers how many it wrote.
 */
export async function notifySavedSearchMatches(
  db: Firestore,
  exhibitId: string,
  now: Date,
): Promise<number> {
  const exhibit = await readExhibitDoc(db, exhibitId);
  if (exhibit === undefined) return 0;
  const matchable = { ...exhibit, expiresAt: exhibit.expiresAt.toDate() };
  if (!matchesSavedSearch(EVERYTHING, matchable, now)) return 0;
  const owners = new Set([exhibit.ownerId, ...(await uidsActingFor(db, exhibit.ownerId))]);
  let written = 0;
  await forEachSavedSearch(db, async (id, doc) => {
    if (owners.has(doc.accountId) || owners.has(doc.uid)) return;
    if (!matchesSavedSearch(doc.query, matchable, now)) return;
    if (await blockedBetween(db, doc.accountId, exhibit.ownerId)) return;
    const notice = savedSearchNotice(
      { id, doc, count: 1, exhibits: [{ id: exhibitId, title: exhibit.title }] },
      now,
    );
    // Awaited first: `written += await …` would read `written` before the checks beside it add.
    const one =
      notice === null ? 0 : await createNoticeOnce(db, `saved_${id}_${exhibitId}`, notice);
    written += one;
  });
  return written;
}

/** The query that finds every live exhibit: whether the exhibit is findable at all. */
const EVERYTHING = { keywords: [], kind: null, areas: [], tags: [], inStock: false };

/** Saved searches read per page, and checked at once. */
const PAGE = 200;
const PARALLEL = 8;

/** Calls `check` for every saved search, a page at a time, a few at once. */
async function forEachSavedSearch(
  db: Firestore,
  check: (id: string, doc: SavedSearchDoc) => Promise<void>,
): Promise<void> {
  const searches = db.collection(SAVED_SEARCHES).orderBy('__name__').limit(PAGE);
  let cursor: string | null = null;
  for (;;) {
    const snap: QuerySnapshot = await (
      cursor === null ? searches : searches.startAfter(cursor)
    ).get();
    const docs = snap.docs.map((d) => ({ id: d.id, doc: parseDoc(savedSearchDocSchema, d) }));
    for (let i = 0; i < docs.length; i += PARALLEL) {
      await Promise.all(docs.slice(i, i + PARALLEL).map(({ id, doc }) => check(id, doc)));
    }
    if (snap.size < PAGE) break;
    cursor = snap.docs[snap.size - 1]?.id ?? null;
  }
}

/** Exhibits a digest names per saved search. */
const NEWEST_SHOWN = 5;

/**
 * The daily job (09:00 Tokyo): each saved search runs as the exhibit search does, for exhibits
 * published since it was last checked, and each account whose searches ask for mail gets one
 * digest of them. The notices are the trigger's (`notifySavedSearchMatches`), one per exhibit as
 * it is approved, so the job writes none. Answers how many digests it queued.
 */
export async function notifySavedSearches(
  db: Firestore,
  now: Date,
  { origin, mail }: { origin: string; mail: MailQueue },
): Promise<{ mails: number }> {
  const read = createExhibitsReadStore(db);
  const day = tokyoParts(now).ymd;
  const digests = new Map<string, SavedSearchNews[]>();

  await forEachSavedSearch(db, async (id, doc) => {
    if (doc.mail) {
      const plan = {
        ...planSearch(searchQueryOf(doc.query, NEWEST_SHOWN), null, now),
        before: searchEntryKeyAt(doc.checkedAt.toDate()),
      };
      const scan = await read.search(plan, (entry) => acceptsEntry(entry, plan));
      if (scan.exhibitIds.length > 0) {
        const exhibits = await read.getExhibits(scan.exhibitIds);
        const news: SavedSearchNews = {
          id,
          doc,
          count: scan.exhausted ? scan.matched : Math.max(scan.counted, scan.matched),
          exhibits: scan.exhibitIds.flatMap((exhibitId) => {
            const exhibit = exhibits.get(exhibitId);
            return exhibit === undefined ? [] : [{ id: exhibitId, title: exhibit.title }];
          }),
        };
        digests.set(doc.accountId, [...(digests.get(doc.accountId) ?? []), news]);
      }
    }
    await db
      .collection(SAVED_SEARCHES)
      .doc(id)
      .update({ checkedAt: Timestamp.fromDate(now) });
  });

  let mails = 0;
  for (const [accountId, news] of digests) {
    const localized = Object.fromEntries(
      LANGUAGES.map((language) => [language, digestMail(news, origin, language)]),
    ) as Record<Language, MailMessage>;
    const both = {
      subject: `${localized.ja.subject} / ${localized.en.subject}`,
      text: `${localized.ja.text}\n\n${localized.en.text}`,
    };
    mails += await mail.queue(accountId, `saved_${accountId}_${day}`, { ...both, localized }, now);
  }
  return { mails };
}
