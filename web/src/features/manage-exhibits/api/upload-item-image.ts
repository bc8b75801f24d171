import { uploadImage } from '../../../lib/api-client';
import type { ExhibitImage } from '../../../lib/exhibit-types';

/** POST .../items/{itemId}/images: the photo's raw bytes with its Content-Type -> 201 `{image}`. */
export async function uploadItemImage(
  exhibitId: string,
  itemId: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<ExhibitImage> {
  const { image } = await uploadImage<{ image: ExhibitImage }>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/items/${encodeURIComponent(itemId)}/images`,
    file,
    { onUploadProgress: onProgress },
  );
  return image;
}
