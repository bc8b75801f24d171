import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { FeedId } from '../../model/feed-types';
import type { Language } from '../../model/identity-types';
import { parseDoc, timestampSchema } from '../../shared/firestore-docs';
import { accountIdsOf } from '../../shared/identities';
import { COLLECTIONS } from '../../shared/identity-docs';
import { type PlaceRef, placeTexts } from '../../shared/place-text';
import { runTransaction } from '../../shared/transactions';
import { contactDocSchema, type ContactDoc } from '../contacts';
import { deviceDocSchema } from '../devices';
import { exhibitDocSchema } from '../exhibits';
import { type Feed, parseFeedId, newFeedToken } from './feed';

/** `feedTokens/{token}`: one per feed of an identity; the document id is the address's secret. */
export const FEED_TOKENS = 'feedTokens';

const feedTokenDocSchema = z.object({
  /** The identity (a user or a group) whose calendar it is. */
  identityId: z.string(),
  feed: z
    .string()
    .transform((id, ctx) => parseFeedId(id) ?? (ctx.addIssue('Not a feed id'), z.NEVER)),
  /** Who made the address: it stops working when they leave the group or withdraw. */
  createdBy: z.string(),
  createdAt: timestampSchema,
});

export interface StoredFeed {
  token: string;
  identityId: string;
  feed: Feed;
  createdBy: string;
  createdAt: Date;
}

export interface StoredPickup {
  id: string;
  doc: ContactDoc;
  side: 'owner' | 'customer';
}

/** Feed addresses, and what a feed shows that other features do not already read. */
export interface FeedsStore {
  /** The identity's feeds, `user` first, then `lender`, then by device. */
  list(identityId: string): Promise<StoredFeed[]>;
  /** A new address for the feed; the old one, if any, is deleted in the same transaction. */
  issue(identityId: string, feed: Feed, uid: string, now: Date): Promise<StoredFeed>;
  /** Deletes the feed's address; false when it had none. */
  revoke(identityId: string, id: FeedId): Promise<boolean>;
  /** The feed of a token, if it still exists. */
  find(token: string): Promise<StoredFeed | undefined>;
  /** Whether `uid` may still see `identityId`'s calendar (their own, or a group they belong to). */
  mayStillSee(uid: string, identityId: string): Promise<boolean>;
  /** The profile language of an active account, null for none chosen; undefined when withdrawn. */
  languageOf(uid: string): Promise<Language | null | undefined>;
  /** The identity's trade pick-ups (either side) reserved within [from, to). */
  pickups(identityId: string, from: Date, to: Date): Promise<StoredPickup[]>;
  /** Where each device is, one line each (unknown devices left out). */
  devicePlaces(ids: readonly string[], language: Language): Promise<Map<string, string>>;
  /** Where each exhibit's items are picked up, one line each (unknown exhibits left out). */
  exhibitPlaces(ids: readonly string[], language: Language): Promise<Map<string, string>>;
}

const ORDER = ({ feed }: StoredFeed) =>
  feed.kind === 'user' ? '0' : feed.kind === 'lender' ? '1' : `2${feed.id}`;

export function createFeedsStore(db: Firestore): FeedsStore {
  const tokens = db.collection(FEED_TOKENS);
  const stored = (snap: FirebaseFirestore.DocumentSnapshot): StoredFeed => {
    const doc = parseDoc(feedTokenDocSchema, snap);
    return {
      token: snap.id,
      identityId: doc.identityId,
      feed: doc.feed,
      createdBy: doc.createdBy,
      createdAt: doc.createdAt.toDate(),
    };
  };
  const ofFeed = (identityId: string, id: FeedId) =>
    tokens.where('identityId', '==', identityId).where('feed', '==', id);

  /** Places of the documents `ids` of `collection`, read through `placeOf`. */
  async function placesOf(
    collection: string,
    ids: readonly string[],
    placeOf: (snap: FirebaseFirestore.DocumentSnapshot) => PlaceRef,
    language: Language,
  ): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const snaps = (
      await db.getAll(...unique.map((id) => db.collection(collection).doc(id)))
    ).filter((snap) => snap.exists);
    const texts = await placeTexts(db, snaps.map(placeOf), language);
    return new Map(snaps.map((snap, i) => [snap.id, texts[i] ?? '']));
  }

  return {
    async list(identityId) {
      const snap = await tokens.where('identityId', '==', identityId).get();
      return snap.docs.map(stored).sort((a, b) => ORDER(a).localeCompare(ORDER(b)));
    },

    issue(identityId, feed, uid, now) {
      return runTransaction(db, async (tx) => {
        const old = await tx.get(ofFeed(identityId, feed.id));
        for (const doc of old.docs) tx.delete(doc.ref);
        const token = newFeedToken();
        tx.create(tokens.doc(token), {
          identityId,
          feed: feed.id,
          createdBy: uid,
          createdAt: Timestamp.fromDate(now),
        } satisfies z.input<typeof feedTokenDocSchema>);
        return { token, identityId, feed, createdBy: uid, createdAt: now };
      });
    },

    revoke(identityId, id) {
      return runTransaction(db, async (tx) => {
        const old = await tx.get(ofFeed(identityId, id));
        for (const doc of old.docs) tx.delete(doc.ref);
        return !old.empty;
      });
    },

    async find(token) {
      const snap = await tokens.doc(token).get();
      return snap.exists ? stored(snap) : undefined;
    },

    async mayStillSee(uid, identityId) {
      return uid === identityId || (await accountIdsOf(db, uid)).includes(identityId);
    },

    async languageOf(uid) {
      const snap = await db.collection(COLLECTIONS.profiles).doc(uid).get();
      if (!snap.exists || (snap.get('withdrawnAt') ?? null) !== null) return undefined;
      const language: unknown = snap.get('language');
      return language === 'ja' || language === 'en' ? language : null;
    },

    async pickups(identityId, from, to) {
      const contacts = db.collection('contacts');
      const side = (field: 'ownerId' | 'customerId') =>
        contacts
          .where(field, '==', identityId)
          .where('pickupAt', '>=', Timestamp.fromDate(from))
          .where('pickupAt', '<', Timestamp.fromDate(to))
          .limit(500)
          .get();
      const [owned, asked] = await Promise.all([side('ownerId'), side('customerId')]);
      return [
        ...owned.docs.map((d) => ({
          id: d.id,
          doc: parseDoc(contactDocSchema, d),
          side: 'owner' as const,
        })),
        ...asked.docs.map((d) => ({
          id: d.id,
          doc: parseDoc(contactDocSchema, d),
          side: 'customer' as const,
        })),
      ];
    },

    devicePlaces: (ids, language) =>
      placesOf('devices', ids, (snap) => parseDoc(deviceDocSchema, snap).place, language),
    exhibitPlaces: (ids, language) =>
      placesOf('exhibits', ids, (snap) => parseDoc(exhibitDocSchema, snap).place, language),
  };
}
