import {
  FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { validationError } from '../../http/errors';
import {
  WANTED_LIMITS,
  type WantedAcceptInput,
  type WantedInput,
  type WantedOfferInput,
} from '../../model/wanted-types';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { actsForTx } from '../../shared/identities';
import { createNoticeOnce, noticeDoc } from '../../shared/notices';
import { matchesKeywordsIn, queryGramsOf } from '../../shared/search-terms';
import { runTransaction } from '../../shared/transactions';
import { assertNotBlockedTx, blockedBetween } from '../blocks';
import { type ContactDoc, openContactTx, ownExhibit } from '../contacts';
import {
  exhibitDocSchema,
  itemDocSchema,
  notExhibitOwner,
  readExhibitDoc,
  readSmallCategories,
  searchEntryKeyAt,
} from '../exhibits';
import { createExhibitsReadStore, exhibitNotFound } from '../search';
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
  alreadyOffered,
  assertWantedInput,
  isExpired,
  isOpen,
  matchesWanted,
  notPoster,
  offerDeclinedNotice,
  offerDecided,
  offeredItems,
  offerNotFound,
  type PosterName,
  tooManyWanted,
  wantedClosed,
  wantedNotFound,
  wantedNotice,
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

/** Firestore's limit of values in one `in` filter. */
const IN_MAX = 30;
/** Grams per list query (equality filters; further keywords are verified in memory only). */
const QUERY_GRAMS_MAX = 12;

/** All Firestore access of wanted posts and their offers (docs/wanted.md). */
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
  offer(id: string, actor: WantedActor, input: WantedOfferInput, now: Date): Promise<StoredOffer>;
  /** The offers made to a post, newest first (its poster only). */
  offers(id: string, accountId: string): Promise<{ id: string; doc: OfferDoc }[]>;
  /**
   * The poster takes an offer: a contact opens through the contacts feature (its rules, limits and
   * to-dos) and the offer records it, in one transaction. 403 for anyone but the poster's
   * identity, 409 `offer_decided` once decided, `offer_unavailable` once the exhibit is off display.
   */
  accept(
    id: string,
    offerId: string,
    actor: WantedActor,
    input: WantedAcceptInput,
    now: Date,
  ): Promise<{ offer: StoredOffer; contact: { id: string; doc: ContactDoc } }>;
  /** The poster turns an offer down; its owner gets a `wanted_declined` notice. */
  decline(id: string, offerId: string, actor: WantedActor, now: Date): Promise<StoredOffer>;
  /** The open posts the identity's own exhibit (any state) matches. */
  matchesFor(exhibitId: string, accountId: string, now: Date): Promise<StoredWanted[]>;
  /** The accounts' kinds and names. */
  posters(ids: readonly string[]): Promise<Map<string, PosterName>>;
}

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

  async function readOwn(tx: Transaction, id: string, actor: WantedActor): Promise<WantedDoc> {
    const snap = await tx.get(wanted.doc(id));
    if (!snap.exists) throw wantedNotFound();
    const doc = parseDoc(wantedDocSchema, snap);
    if (doc.accountId !== actor.accountId) throw notPoster();
    return doc;
  }

  /** The poster's post and one of its offers still waiting (404, 403 not the poster, 409 decided). */
  async function readPendingOffer(
    tx: Transaction,
    id: string,
    offerId: string,
    actor: WantedActor,
  ) {
    const post = await readOwn(tx, id, actor);
    const offerRef = wanted.doc(id).collection(OFFERS).doc(offerId);
    const snap = await tx.get(offerRef);
    if (!snap.exists) throw offerNotFound();
    const offer = parseDoc(offerDocSchema, snap);
    if (offer.status !== 'pending') throw offerDecided();
    return { post, offer, offerRef };
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
        const current = await readOwn(tx, id, actor);
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
        const current = await readOwn(tx, id, actor);
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

    async listOwn(accountId, limit, offset) {
      const { docs, total } = await readPage(
        wanted.where('accountId', '==', accountId),
        'createdAt',
        'desc',
        { limit, offset },
      );
      return { posts: docs.map(stored), total };
    },

    async offer(id, actor, input, date) {
      const postRef = wanted.doc(id);
      const offerRef = postRef.collection(OFFERS).doc(input.exhibitId);
      return runTransaction(db, async (tx) => {
        const [postSnap, exhibitSnap, existing] = await tx.getAll(
          postRef,
          db.collection('exhibits').doc(input.exhibitId),
          offerRef,
        );
        if (!postSnap?.exists) throw wantedNotFound();
        const post = parseDoc(wantedDocSchema, postSnap);
        if (!exhibitSnap?.exists) throw exhibitNotFound();
        const exhibit = parseDoc(exhibitDocSchema, exhibitSnap);
        if (exhibit.ownerId !== actor.accountId) throw notExhibitOwner();
        if (!exhibit.searchable) throw exhibitNotFound();
        // One person on both sides: her exhibit to a post of any identity she acts as.
        if (await actsForTx(db, tx, actor.uid, post.accountId)) throw ownExhibit();
        if (!isOpen(post, date)) throw wantedClosed();
        if (existing?.exists) throw alreadyOffered();
        await assertNotBlockedTx(db, tx, actor.accountId, post.accountId);
        const doc: OfferDoc = {
          exhibitId: input.exhibitId,
          exhibitTitle: exhibit.title,
          accountId: actor.accountId,
          uid: actor.uid,
          message: input.message,
          status: 'pending',
          contactId: null,
          decidedAt: null,
          createdAt: Timestamp.fromDate(date),
        };
        tx.create(offerRef, doc);
        tx.update(postRef, { offerCount: FieldValue.increment(1) });
        const notice = wantedNotice(
          'wanted_offered',
          { id, accountId: post.accountId, title: post.title },
          { id: input.exhibitId, title: exhibit.title },
          input.message,
          date,
        );
        tx.create(db.collection('notices').doc(), noticeDoc(notice));
        return { id: offerRef.id, doc };
      });
    },

    async offers(id, accountId) {
      const post = await wanted.doc(id).get();
      if (!post.exists) throw wantedNotFound();
      if (post.get('accountId') !== accountId) throw notPoster();
      const snap = await post.ref.collection(OFFERS).orderBy('createdAt', 'desc').limit(100).get();
      return snap.docs.map((d) => ({ id: d.id, doc: parseDoc(offerDocSchema, d) }));
    },

    async accept(id, offerId, actor, input, date) {
      return runTransaction(db, async (tx) => {
        const { post, offer, offerRef } = await readPendingOffer(tx, id, offerId, actor);
        const exhibitRef = db.collection('exhibits').doc(offer.exhibitId);
        const exhibitSnap = await tx.get(exhibitRef);
        const itemsSnap = await tx.get(exhibitRef.collection('items'));
        const exhibit = exhibitSnap.exists ? parseDoc(exhibitDocSchema, exhibitSnap) : undefined;
        const items = offeredItems(
          exhibit && {
            searchable: exhibit.searchable,
            cancelled: exhibit.cancelledAt !== null,
            expiresAt: exhibit.expiresAt.toDate(),
          },
          itemsSnap.docs.map((d) => ({ itemId: d.id, stock: parseDoc(itemDocSchema, d).stock })),
          date,
        );
        const contact = await openContactTx(
          db,
          tx,
          { uid: actor.uid, accountId: post.accountId },
          offer.exhibitId,
          { ...input, items },
          date,
        );
        const doc: OfferDoc = {
          ...offer,
          status: 'accepted',
          contactId: contact.id,
          decidedAt: Timestamp.fromDate(date),
        };
        tx.set(offerRef, doc);
        return { offer: { id: offerId, doc }, contact };
      });
    },

    async decline(id, offerId, actor, date) {
      return runTransaction(db, async (tx) => {
        const { post, offer, offerRef } = await readPendingOffer(tx, id, offerId, actor);
        const doc: OfferDoc = { ...offer, status: 'declined', decidedAt: Timestamp.fromDate(date) };
        tx.set(offerRef, doc);
        const notice = offerDeclinedNotice(offer, { id, title: post.title }, date);
        tx.create(
          db.collection('notices').doc(`wanted_declined_${id}_${offerId}`),
          noticeDoc(notice),
        );
        return { id: offerId, doc };
      });
    },

    async matchesFor(exhibitId, accountId, now) {
      const snap = await db.collection('exhibits').doc(exhibitId).get();
      if (!snap.exists) throw exhibitNotFound();
      const exhibit = parseDoc(exhibitDocSchema, snap);
      if (exhibit.ownerId !== accountId) throw notExhibitOwner();
      return (await candidatesFor(db, exhibit.tagList)).filter((post) =>
        matchesWanted(post.doc, exhibit, now),
      );
    },

    posters: (ids) => read.getAccounts(ids),
  };
}
