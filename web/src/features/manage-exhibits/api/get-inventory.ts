import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { inventoryPath, type InventoryEntry } from './inventory';

/** GET .../items/{itemId}/inventory: the item's ledger, newest first. */

export interface InventoryResponse {
  entries: InventoryEntry[];
}

export async function getInventory(
  exhibitId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<InventoryEntry[]> {
  const { entries } = await api.get<InventoryResponse>(
    inventoryPath(exhibitId, itemId),
    signal ? { signal } : {},
  );
  return entries;
}

/** The cache key of an item's ledger (stale after an adjustment). */
export const inventoryKey = (exhibitId: string, itemId: string) => [
  '/home/exhibits',
  exhibitId,
  'items',
  itemId,
  'inventory',
];

export function useInventory(exhibitId: string, itemId: string): QueryResult<InventoryEntry[]> {
  return useQuery(inventoryKey(exhibitId, itemId), (signal) =>
    getInventory(exhibitId, itemId, signal),
  );
}
