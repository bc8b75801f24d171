import { useCallback } from 'react';
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

/** `version`: bump it to fetch again (after an adjustment). */
export function useInventory(
  exhibitId: string,
  itemId: string,
  version: number,
): QueryResult<InventoryEntry[]> {
  const fetcher = useCallback(
    (signal: AbortSignal) => {
      void version;
      return getInventory(exhibitId, itemId, signal);
    },
    [exhibitId, itemId, version],
  );
  return useQuery(fetcher);
}
