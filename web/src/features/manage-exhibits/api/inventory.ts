import type { LedgerEntry } from '@campus/model/exhibit-types';
/** The inventory ledger of an item (spec section 5: a signed change and a reason). */

export type { LedgerEntry as InventoryEntry };

const base = (exhibitId: string, itemId: string) =>
  `/home/exhibits/${encodeURIComponent(exhibitId)}/items/${encodeURIComponent(itemId)}/inventory`;

export const inventoryPath = base;
