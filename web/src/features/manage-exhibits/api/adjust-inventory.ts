import type { InventoryAdjustment } from '@campus/model/exhibit';
import { api } from '../../../lib/api-client';
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
