import {
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { validationError } from '../../http/errors';
import { WANTED_LIMITS, type WantedInput } from '../../model/wanted-types';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { matchesKeywordsIn, queryGramsOf } from '../../shared/search-terms';
import { runTransaction } from '../../shared/transactions';
import { readSmallCategories, searchEntryKeyAt } from '../exhibits';
import { createExhibitsReadStore, listedPage, type ListedPage } from '../search';
import {
  type OfferDoc,
  offerDocSchema,
  OFFERS,
  WANTED,
  type WantedDoc,
  wantedDocSchema,
  type WantedListQuery,
} from './schema';
import {
  assertWantedInput,
  isExpired,
  notPoster,
  type PosterName,
  tooManyWanted,
  wantedClosed,
  wantedNotFound,
  wantedSearchFields,
} from './service';

export interface StoredWanted {
  id: string;
  doc: WantedDoc;
}

export interface StoredOffer {
  id: string;
  doc: OfferDoc;
}

/** Who writes: the signed-in user and the identity they act as. */
export interface WantedActor {
  uid: string;
  accountId: string;
}

/** Ids sort newest first, as the exhibit search's entry keys do (`searchEntryKeyAt`). */
const newestFirstKey = (at: Date, unique: string): string => `${searchEntryKeyAt(at)}_${unique}`;

/** Grams per list query (equality filters; further keywords are verified in memory only). */
const QUERY_GRAMS_MAX = 12;

/** The posts, read and written (docs/wanted.md); offers are made and decided by the use-cases. */
export interface WantedStore {
  create(actor: WantedActor, input: WantedInput, now: Date): Promise<StoredWanted>;
  /** The poster's edit of an open post (403 for others, 409 once closed). */
  update(id: string, actor: WantedActor, input: WantedInput, now: Date): Promise<StoredWanted>;
  /** Closes the post (the poster; idempotent). */
  close(id: string, actor: WantedActor, now: Date): Promise<StoredWanted>;
  get(id: string): Promise<StoredWanted | undefined>;
  /** Open posts, newest first; keywords verified, expired ones left out. */
  list(query: WantedListQuery, now: Date): Promise<{ posts: StoredWanted[]; total: number }>;
  /** The identity's own posts, any status, newest first. */
  listOwn(
    accountId: string,
    limit: number,
    offset: number,
  ): Promise<{ posts: StoredWanted[]; total: number }>;
  /** The offers made to a post, newest first (its poster only). */
  offers(id: string, accountId: string): Promise<{ id: string; doc: OfferDoc }[]>;
  /** The accounts' kinds and names. */
  posters(ids: readonly string[]): Promise<Map<string, PosterName>>;
  /** Every post open now (not expired), with its last change (`sitemap.xml`). */
  listed(now: Date): Promise<ListedPage[]>;
}

/** Closes the open posts whose date has passed (the hourly sweep); answers how many. */
export async function closeExpiredWanted(db: Firestore, now: Date): Promise<number> {
  const snap = await db
    .collection(WANTED)
    .where('status', '==', 'open')
    .where('until', '<=', Timestamp.fromDate(now))
    .limit(400)
    .get();
  if (snap.empty) return 0;
  const batch = db.batch();
  for (const doc of snap.docs) batch.update(doc.ref, { status: 'closed' });
  await batch.commit();
  return snap.size;
}

/** The actor's post, read in `tx` (404 when there is none, 403 when it is another's). */
export async function readOwnPostTx(
  db: Firestore,
  tx: Transaction,
  id: string,
  actor: WantedActor,
): Promise<WantedDoc> {
  const snap = await tx.get(db.collection(WANTED).doc(id));
  if (!snap.exists) throw wantedNotFound();
  const doc = parseDoc(wantedDocSchema, snap);
  if (doc.accountId !== actor.accountId) throw notPoster();
  return doc;
}

export function createWantedStore(db: Firestore): WantedStore {
  const wanted = db.collection(WANTED);
  const read = createExhibitsReadStore(db);

  /** The category and its ancestors; 400 at `body.categoryId` or `body.areaId` when unknown. */
  async function checkedFields(input: WantedInput): Promise<{ tagList: string[] }> {
    const [smalls, area] = await Promise.all([
      input.categoryId === '' ? null : readSmallCategories(db),
      input.areaId === '' ? null : db.collection('areas').doc(input.areaId).get(),
    ]);
    const errors = [];
    let tagList: string[] = [];
    if (smalls !== null) {
      const small = smalls.get(input.categoryId);
      const parent = [...smalls.values()].find(
        (s) => s.middleId === input.categoryId || s.topId === input.categoryId,
      );
      if (small !== undefined) tagList = [input.categoryId, small.middleId, small.topId];
      else if (parent?.middleId === input.categoryId) tagList = [input.categoryId, parent.topId];
      else if (parent !== undefined) tagList = [input.categoryId];
      else errors.push({ location: 'body.categoryId', message: 'Unknown category' });
    }
    if (area !== null && !area.exists) {
      errors.push({ location: 'body.areaId', message: 'Unknown area' });
    }
    if (errors.length > 0) throw validationError(errors);
    return { tagList };
  }

  function fieldsOf(input: WantedInput, tagList: string[]) {
    return {
      title: input.title,
      description: input.description,
      categoryId: input.categoryId,
      tagList,
      keywords: input.keywords,
      areaId: input.areaId,
      until: Timestamp.fromDate(new Date(input.until)),
      ...wantedSearchFields(input),
    };
  }

  const stored = (d: QueryDocumentSnapshot): StoredWanted => ({
    id: d.id,
    doc: parseDoc(wantedDocSchema, d),
  });

  return {
    async create(actor, input, date) {
      assertWantedInput(input, date);
      const { tagList } = await checkedFields(input);
      const ref = wanted.doc(newestFirstKey(date, wanted.doc().id));
      const now = Timestamp.fromDate(date);
      return runTransaction(db, async (tx) => {
        const open = await tx.get(
          wanted.where('accountId', '==', actor.accountId).where('status', '==', 'open').count(),
        );
        if (open.data().count >= WANTED_LIMITS.openMax) throw tooManyWanted();
        const doc: WantedDoc = {
          accountId: actor.accountId,
          uid: actor.uid,
          ...fieldsOf(input, tagList),
          status: 'open',
          offerCount: 0,
          createdAt: now,
          updatedAt: now,
        };
        tx.create(ref, doc);
        return { id: ref.id, doc };
      });
    },

    async update(id, actor, input, date) {
      assertWantedInput(input, date);
      const { tagList } = await checkedFields(input);
      return runTransaction(db, async (tx) => {
        const current = await readOwnPostTx(db, tx, id, actor);
        if (current.status !== 'open') throw wantedClosed();
        const doc: WantedDoc = {
          ...current,
          ...fieldsOf(input, tagList),
          updatedAt: Timestamp.fromDate(date),
        };
        tx.set(wanted.doc(id), doc);
        return { id, doc };
      });
    },

    async close(id, actor, date) {
      return runTransaction(db, async (tx) => {
        const current = await readOwnPostTx(db, tx, id, actor);
        const doc: WantedDoc = {
          ...current,
          status: 'closed',
          updatedAt: Timestamp.fromDate(date),
        };
        tx.set(wanted.doc(id), doc);
        return { id, doc };
      });
    },

    async get(id) {
      const snap = await wanted.doc(id).get();
      return snap.exists ? { id, doc: parseDoc(wantedDocSchema, snap) } : undefined;
    },

    async list({ keywords, category, area, limit, offset }, now) {
      let query: Query = wanted.where('status', '==', 'open');
      if (category !== undefined) query = query.where('tagList', 'array-contains', category);
      if (area !== undefined) query = query.where('areaId', '==', area);
      const grams = [...new Set(keywords.flatMap(queryGramsOf))].slice(0, QUERY_GRAMS_MAX);
      for (const gram of grams) query = query.where(`grams.${gram}`, '==', true);
      const [page, count] = await Promise.all([
        query.offset(offset).limit(limit).get(),
        query.count().get(),
      ]);
      const posts = page.docs
        .map(stored)
        .filter(({ doc }) => !isExpired(doc, now) && matchesKeywordsIn(doc.searchText, keywords));
      return { posts, total: count.data().count };
    },

    async listed(now) {
      const snap = await wanted.where('status', '==', 'open').select('updatedAt', 'until').get();
      return snap.docs
        .filter((doc) => !isExpired({ until: doc.get('until') as Timestamp }, now))
        .map(listedPage);
    },

    async listOwn(accountId, limit, offset) {
      const { docs, total } = await readPage(
        wanted.where('accountId', '==', accountId),
        'createdAt',
        'desc',
        { limit, offset },
      );
      return { posts: docs.map(stored), total };
    },

    async offers(id, accountId) {
      const post = await wanted.doc(id).get();
      if (!post.exists) throw wantedNotFound();
      if (post.get('accountId') !== accountId) throw notPoster();
      const snap = await post.ref.collection(OFFERS).orderBy('createdAt', 'desc').limit(100).get();
      return snap.docs.map((d) => ({ id: d.id, doc: parseDoc(offerDocSchema, d) }));
    },

    posters: (ids) => read.getAccounts(ids),
  };
}
