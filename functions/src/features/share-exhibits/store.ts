import {
  type DocumentSnapshot,
  type Firestore,
  type Query,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ShareExhibitInput } from '../../model/device';
import { deviceDocSchema } from '../devices';
import { type DevicesById, type ShareExhibitDoc, shareExhibitDocSchema } from './schema';
import { moderationHold, notExhibitOwner } from '../exhibits';
import { assertOwnDevices, publishedAtAfter, shareExhibitNotFound } from './service';
import { runTransaction } from '../../shared/transactions';
import { parseDoc, readPage } from '../../shared/firestore-docs';

export interface StoredShareExhibit {
  id: string;
  doc: ShareExhibitDoc;
}

/** All Firestore access of share listings (`shareExhibits`). */
export interface ShareExhibitsStore {
  /** A new listing of `ownerId` (400 at `body.deviceIds.{i}` for devices it does not lend). */
  create(
    actor: { uid: string; ownerId: string },
    input: ShareExhibitInput,
    now: Date,
  ): Promise<StoredShareExhibit>;
  /** The listing (undefined when unknown). */
  find(id: string): Promise<StoredShareExhibit | undefined>;
  /** The listing for its owner (404 unknown, 403 `not_exhibit_owner`). */
  getForOwner(id: string, ownerId: string): Promise<StoredShareExhibit>;
  /** Replaces the editable fields; the devices are checked in the same transaction. */
  update(
    id: string,
    actor: { uid: string; ownerId: string },
    input: ShareExhibitInput,
    now: Date,
  ): Promise<StoredShareExhibit>;
  listOfOwner(
    ownerId: string,
    limit: number,
    offset: number,
  ): Promise<{ exhibits: StoredShareExhibit[]; total: number }>;
  /** Published listings, newest publication first (the public /share catalogue). */
  listPublished(
    limit: number,
    offset: number,
  ): Promise<{ exhibits: StoredShareExhibit[]; total: number }>;
  /** The devices named by `listings` (one read for all). */
  devicesOf(listings: readonly StoredShareExhibit[]): Promise<DevicesById>;
}

export function createShareExhibitsStore(db: Firestore): ShareExhibitsStore {
  const listings = db.collection('shareExhibits');
  const devices = db.collection('devices');

  const stored = (snap: DocumentSnapshot): StoredShareExhibit => ({
    id: snap.id,
    doc: parseDoc(shareExhibitDocSchema, snap),
  });

  const toDevices = (snaps: DocumentSnapshot[]): DevicesById =>
    new Map(snaps.filter((s) => s.exists).map((s) => [s.id, parseDoc(deviceDocSchema, s)]));

  /**
   * What the owner writes on create and update, after checking (in `tx`) that they lend every
   * device named; saving agrees to the terms again.
   */
  async function ownerFields(
    tx: Transaction,
    actor: { uid: string; ownerId: string },
    input: ShareExhibitInput,
    now: Timestamp,
  ) {
    const deviceSnaps = await tx.getAll(...input.deviceIds.map((id) => devices.doc(id)));
    assertOwnDevices(input.deviceIds, toDevices(deviceSnaps), actor.ownerId);
    return {
      title: input.title,
      description: input.description,
      deviceIds: input.deviceIds,
      published: input.published,
      termsAgreedAt: now,
      termsAgreedBy: actor.uid,
    };
  }

  async function page(query: Query, order: string, limit: number, offset: number) {
    const { docs, total } = await readPage(query, order, 'desc', { limit, offset });
    return { exhibits: docs.map(stored), total };
  }

  return {
    async create(actor, input, date) {
      const now = Timestamp.fromDate(date);
      return runTransaction(db, async (tx) => {
        const doc: ShareExhibitDoc = {
          moderation: null,
          type: 'sharing',
          ownerId: actor.ownerId,
          createdBy: actor.uid,
          ...(await ownerFields(tx, actor, input, now)),
          createdAt: now,
          updatedAt: now,
          publishedAt: publishedAtAfter(null, input.published, now),
        };
        const ref = listings.doc();
        tx.create(ref, doc);
        return { id: ref.id, doc };
      });
    },

    async find(id) {
      const snap = await listings.doc(id).get();
      return snap.exists ? stored(snap) : undefined;
    },

    async getForOwner(id, ownerId) {
      const snap = await listings.doc(id).get();
      if (!snap.exists) throw shareExhibitNotFound();
      const listing = stored(snap);
      if (listing.doc.ownerId !== ownerId) throw notExhibitOwner();
      return listing;
    },

    async update(id, actor, input, date) {
      const now = Timestamp.fromDate(date);
      return runTransaction(db, async (tx) => {
        const snap = await tx.get(listings.doc(id));
        if (!snap.exists) throw shareExhibitNotFound();
        const current = parseDoc(shareExhibitDocSchema, snap);
        if (current.ownerId !== actor.ownerId) throw notExhibitOwner();
        if (current.moderation !== null && input.published && !current.published) {
          throw moderationHold();
        }
        const doc: ShareExhibitDoc = {
          ...current,
          ...(await ownerFields(tx, actor, input, now)),
          updatedAt: now,
          publishedAt: publishedAtAfter(current.publishedAt, input.published, now),
        };
        tx.set(snap.ref, doc);
        return { id, doc };
      });
    },

    listOfOwner: (ownerId, limit, offset) =>
      page(listings.where('ownerId', '==', ownerId), 'createdAt', limit, offset),

    listPublished: (limit, offset) =>
      page(listings.where('published', '==', true), 'publishedAt', limit, offset),

    async devicesOf(found) {
      const ids = [...new Set(found.flatMap((l) => l.doc.deviceIds))];
      if (ids.length === 0) return new Map();
      return toDevices(await db.getAll(...ids.map((id) => devices.doc(id))));
    },
  };
}
