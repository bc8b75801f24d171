import type { InventoryAdjustment } from '@campus/model/exhibit';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { inventoryKey } from './get-inventory';
import type { ManagedItem } from '../../../lib/exhibit-admin-types';
import { inventoryPath, type InventoryEntry } from './inventory';

/** POST .../items/{itemId}/inventory `{delta, reason}` (409 `insufficient_stock` below 0). */

export interface AdjustInventoryResponse {
  item: ManagedItem;
  entry: InventoryEntry;
}

export function adjustInventory(
  exhibitId: string,
  itemId: string,
  input: InventoryAdjustment,
): Promise<AdjustInventoryResponse> {
  return api.post<AdjustInventoryResponse>(inventoryPath(exhibitId, itemId), { body: input });
}

/** Adjusts an item's stock (answering the item and the new entry); the item's ledger follows. */
export function useAdjustInventory(exhibitId: string, itemId: string) {
  return useApiMutation<InventoryAdjustment, AdjustInventoryResponse>({
    call: (input) => adjustInventory(exhibitId, itemId, input),
    invalidates: () => [inventoryKey(exhibitId, itemId)],
  });
}
