import { z } from 'zod';
import { idSchema } from '../../model/primitives';

/** One photo of an item, as stored in `exhibits/{id}/items/{itemId}.images` and as answered. */
export interface ItemImage {
  id: string;
  /** The image, at most 1600 px on the long side (WebP). */
  uri: string;
  /** The same image exactly 72 px wide (WebP). */
  thumbnailUri: string;
}

/** `POST /home/exhibits/{id}/items/{itemId}/images` -> 201 */
export interface ImageResponse {
  image: ItemImage;
}

/** Ids of the photo routes; they become path segments of the stored files. */
export const itemParams = z.object({ id: idSchema, itemId: idSchema });
export const imageParams = itemParams.extend({ imageId: idSchema });

export const itemImageSchema = z.object({
  id: z.string(),
  uri: z.string(),
  thumbnailUri: z.string(),
});
