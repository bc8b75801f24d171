/** The inventory ledger of an item (spec section 5: a signed change and a reason). */

export interface InventoryEntry {
  id: string;
  delta: number;
  reason: string;
  stockAfter: number;
  byUid: string;
  accountId: string;
  at: string;
}

const base = (exhibitId: string, itemId: string) =>
  `/home/exhibits/${encodeURIComponent(exhibitId)}/items/${encodeURIComponent(itemId)}/inventory`;

export const inventoryPath = base;
