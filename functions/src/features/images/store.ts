import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  exhibitDocSchema as storedExhibitSchema,
  itemDocSchema as storedItemSchema,
} from '../exhibits';
import type { ItemImage } from './schema';
import {
  type ExhibitState,
  type ImagesChange,
  type ItemState,
  addImage,
  assertRoomForImage,
  editableItem,
  removeImage,
} from './service';
import { runTransaction } from '../../shared/transactions';
import { parseDoc } from '../../shared/firestore-docs';

/** The fields of `exhibits/{id}` the photo rules read (the stored layout is features/exhibits'). */
const exhibitDocSchema = storedExhibitSchema.pick({
  ownerId: true,
  cancelledAt: true,
  activeContactCount: true,
});

/** The fields of `exhibits/{id}/items/{itemId}` the photo rules read. */
const itemDocSchema = storedItemSchema.pick({ order: true, images: true });

/** All Firestore access of item photos; writes run in transactions that apply `service.ts`. */
export interface ImagesStore {
  /**
   * Throws what adding a photo would throw now (404/403/409), without writing: run before the
   * upload is processed, so nobody else makes the server decode images.
   */
  checkCanAdd(exhibitId: string, itemId: string, accountId: string): Promise<void>;
  /** Appends `image` to the item and updates the exhibit's thumbnail, in one transaction. */
  addImage(
    exhibitId: string,
    itemId: string,
    accountId: string,
    image: ItemImage,
    now: Date,
  ): Promise<void>;
  /** Removes photo `imageId` and recomputes the thumbnail in one transaction; returns it. */
  removeImage(
    exhibitId: string,
    itemId: string,
    accountId: string,
    imageId: string,
    now: Date,
  ): Promise<ItemImage>;
}

function toExhibitState(snap: DocumentSnapshot): ExhibitState | undefined {
  if (!snap.exists) return undefined;
  const doc = parseDoc(exhibitDocSchema, snap);
  return {
    ownerId: doc.ownerId,
    cancelled: doc.cancelledAt !== null,
    activeContactCount: doc.activeContactCount,
  };
}

function toItemState(snap: DocumentSnapshot): ItemState {
  const doc = parseDoc(itemDocSchema, snap);
  return { id: snap.id, order: doc.order, images: doc.images };
}

interface Loaded {
  exhibitRef: DocumentReference;
  exhibit: ExhibitState | undefined;
  items: ItemState[];
}

export function createImagesStore(db: Firestore): ImagesStore {
  const exhibitRef = (exhibitId: string) => db.collection('exhibits').doc(exhibitId);

  /** The exhibit and all its items (at most 20), in `tx` when given. */
  async function load(exhibitId: string, tx?: Transaction): Promise<Loaded> {
    const ref = exhibitRef(exhibitId);
    const itemsQuery = ref.collection('items');
    // In a transaction one read at a time (see shared/transactions.ts).
    const exhibitSnap = tx ? await tx.get(ref) : await ref.get();
    const itemsSnap = tx ? await tx.get(itemsQuery) : await itemsQuery.get();
    const exhibit = toExhibitState(exhibitSnap);
    return {
      exhibitRef: ref,
      exhibit,
      items: exhibit === undefined ? [] : itemsSnap.docs.map(toItemState),
    };
  }

  /** Writes the item's new photo list and, when it changed, the exhibit's thumbnail. */
  function write(
    tx: Transaction,
    { exhibitRef: ref }: Loaded,
    itemId: string,
    { images, thumbnailUri, thumbnailVariants }: ImagesChange,
    now: Date,
  ): void {
    const at = Timestamp.fromDate(now);
    tx.update(ref.collection('items').doc(itemId), { images, updatedAt: at });
    tx.update(ref, { thumbnailUri, thumbnailVariants, updatedAt: at });
  }

  return {
    async checkCanAdd(exhibitId, itemId, accountId) {
      const { exhibit, items } = await load(exhibitId);
      assertRoomForImage(editableItem(exhibit, items, itemId, accountId));
    },

    async addImage(exhibitId, itemId, accountId, image, now) {
      await runTransaction(db, async (tx) => {
        const loaded = await load(exhibitId, tx);
        const change = addImage(loaded.exhibit, loaded.items, itemId, accountId, image);
        write(tx, loaded, itemId, change, now);
      });
    },

    async removeImage(exhibitId, itemId, accountId, imageId, now) {
      return runTransaction(db, async (tx) => {
        const loaded = await load(exhibitId, tx);
        const change = removeImage(loaded.exhibit, loaded.items, itemId, accountId, imageId);
        write(tx, loaded, itemId, change, now);
        return change.removed;
      });
    },
  };
}
