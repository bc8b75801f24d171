import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { InventoryAdjustment } from '../../model/exhibit';
import { assertNotCancelled } from './approval';
import { writeSearchEntryTx } from './search-entry';
import type { LedgerEntry, OwnerItem } from './schema';
import { type Actor, adjustedStock, approvalStateOf, assertOwner, itemNotFound } from './service';
import {
  type StoredItem,
  exhibitPaths,
  ledgerEntry,
  readExhibitTx,
  readSmallCategories,
  withDerived,
} from './store';
import { toLedgerEntry, toOwnerItem } from './views';
import { runTransaction } from '../../shared/transactions';

/**
 * The owner adjusts an item's stock (POST /home/exhibits/{id}/items/{itemId}/inventory). In one
 * transaction: reads the exhibit and its items, decides the new stock (`adjustedStock`: 409
 * `insufficient_stock` below zero), and writes the item, its ledger line, the exhibit's derived
 * fields and its search entry.
 */
export function createAdjustInventory(db: Firestore) {
  const paths = exhibitPaths(db);
  return async function adjustInventory(
    exhibitId: string,
    itemId: string,
    actor: Actor,
    { delta, reason }: InventoryAdjustment,
    date: Date,
  ): Promise<{ item: OwnerItem; entry: LedgerEntry }> {
    const now = Timestamp.fromDate(date);
    const smallCategories = await readSmallCategories(db);
    return runTransaction(db, async (tx) => {
      const { ref, doc, items } = await readExhibitTx(db, tx, exhibitId);
      assertOwner(doc, actor.accountId);
      assertNotCancelled(approvalStateOf(doc));
      const item = items.find((i) => i.id === itemId);
      if (item === undefined) throw itemNotFound();
      const stockAfter = adjustedStock(item.doc.stock, delta);
      const nextItem: StoredItem = {
        id: itemId,
        doc: { ...item.doc, stock: stockAfter, updatedAt: now },
      };
      const nextItems = items.map((i) => (i.id === itemId ? nextItem : i));
      const entryRef = paths.ledger(exhibitId, itemId).doc();
      const entry = ledgerEntry(delta, reason, stockAfter, actor, now);
      tx.update(paths.items(exhibitId).doc(itemId), { stock: stockAfter, updatedAt: now });
      tx.create(entryRef, entry);
      const next = withDerived(doc, { updatedAt: now }, nextItems, smallCategories);
      tx.set(ref, next);
      writeSearchEntryTx(db, tx, exhibitId, doc, next, now);
      return {
        item: toOwnerItem(itemId, nextItem.doc),
        entry: toLedgerEntry(entryRef.id, entry),
      };
    });
  };
}
