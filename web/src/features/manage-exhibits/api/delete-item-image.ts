import { api } from '../../../lib/api-client';

/** DELETE .../items/{itemId}/images/{imageId}. */
export async function deleteItemImage(
  exhibitId: string,
  itemId: string,
  imageId: string,
): Promise<void> {
  await api.delete<unknown>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/items/${encodeURIComponent(itemId)}/images/${encodeURIComponent(imageId)}`,
  );
}
