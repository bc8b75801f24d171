import { z } from 'zod';

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

/**
 * Ids the photo routes accept (Firestore auto ids and the like). They become path segments of
 * the stored files, so anything else is answered as an unknown exhibit, item or image (404).
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export const itemParams = z.object({ id: z.string(), itemId: z.string() });
export const imageParams = itemParams.extend({ imageId: z.string() });

export const itemImageSchema = z.object({
  id: z.string(),
  uri: z.string(),
  thumbnailUri: z.string(),
});
