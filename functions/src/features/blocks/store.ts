import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { accountDocSchema, COLLECTIONS } from '../../shared/identity-docs';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { BLOCKS_MAX, type BlockRow } from '../../model/moderation-types';
import { BLOCKS, blockDocSchema, blockId } from './schema';
import {
  accountNotFound,
  blockedError,
  cannotBlockSelf,
  toBlockRow,
  tooManyBlocks,
} from './service';

/**
 * Whether either of two accounts blocks the other, read inside `tx` (two document reads). The
 * features that put two accounts in touch (comments, contacts, chat messages) call it in their own
 * transactions, so a block and a message cannot cross.
 */
export async function blockedBetweenTx(
  db: Firestore,
  tx: Transaction,
  a: string,
  b: string,
): Promise<boolean> {
  if (a === b) return false;
  const blocks = db.collection(BLOCKS);
  const [ab, ba] = await tx.getAll(blocks.doc(blockId(a, b)), blocks.doc(blockId(b, a)));
  return Boolean(ab?.exists) || Boolean(ba?.exists);
}

/** `blockedBetweenTx` outside a transaction, for writes that are not one (a chat message). */
export async function blockedBetween(db: Firestore, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const blocks = db.collection(BLOCKS);
  const [ab, ba] = await db.getAll(blocks.doc(blockId(a, b)), blocks.doc(blockId(b, a)));
  return Boolean(ab?.exists) || Boolean(ba?.exists);
}

/** 403 `blocked` when either account blocks the other (see `blockedBetweenTx`). */
export async function assertNotBlockedTx(
  db: Firestore,
  tx: Transaction,
  a: string,
  b: string,
): Promise<void> {
  if (await blockedBetweenTx(db, tx, a, b)) throw blockedError();
}

/** All Firestore access of blocks. */
export interface BlocksStore {
  /** Every account `blockerId` blocks, newest first. */
  list(blockerId: string): Promise<BlockRow[]>;
  /** Blocks `blockedId` (an existing account; not oneself); idempotent. */
  block(blockerId: string, blockedId: string, now: Date): Promise<BlockRow>;
  /** Lifts the block, if any. */
  unblock(blockerId: string, blockedId: string): Promise<void>;
}

export function createBlocksStore(db: Firestore): BlocksStore {
  const blocks = db.collection(BLOCKS);
  const accounts = db.collection(COLLECTIONS.accounts);

  return {
    async list(blockerId) {
      const snap = await blocks
        .where('blockerId', '==', blockerId)
        .orderBy('createdAt', 'desc')
        .limit(BLOCKS_MAX)
        .get();
      const docs = snap.docs.map((d) => parseDoc(blockDocSchema, d));
      if (docs.length === 0) return [];
      const accountSnaps = await db.getAll(...docs.map((d) => accounts.doc(d.blockedId)));
      const byId = new Map(
        accountSnaps.filter((s) => s.exists).map((s) => [s.id, parseDoc(accountDocSchema, s)]),
      );
      return docs.map((d) => toBlockRow(d.blockedId, byId.get(d.blockedId), d.createdAt.toDate()));
    },

    async block(blockerId, blockedId, now) {
      if (blockerId === blockedId) throw cannotBlockSelf();
      return runTransaction(db, async (tx) => {
        const ref = blocks.doc(blockId(blockerId, blockedId));
        const [existing, accountSnap] = await tx.getAll(ref, accounts.doc(blockedId));
        if (!accountSnap?.exists) throw accountNotFound();
        const account = parseDoc(accountDocSchema, accountSnap);
        if (existing?.exists) {
          const doc = parseDoc(blockDocSchema, existing);
          return toBlockRow(blockedId, account, doc.createdAt.toDate());
        }
        const count = await tx.get(blocks.where('blockerId', '==', blockerId).count());
        if (count.data().count >= BLOCKS_MAX) throw tooManyBlocks();
        tx.create(ref, { blockerId, blockedId, createdAt: Timestamp.fromDate(now) });
        return toBlockRow(blockedId, account, now);
      });
    },

    async unblock(blockerId, blockedId) {
      await blocks.doc(blockId(blockerId, blockedId)).delete();
    },
  };
}
