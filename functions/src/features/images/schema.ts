import { z } from 'zod';
import type { ExhibitImage } from '../../model/exhibit-types';
import { idSchema } from '../../model/primitives';
import { imageSchema } from '../exhibits';

/**
 * One photo of an item, as stored in `exhibits/{id}/items/{itemId}.images` and as answered: the image
 * (at most 1600 px on the long side), its thumbnail (exactly 72 px wide) and its variants, all WebP.
 */
export type ItemImage = ExhibitImage;

/** `POST /home/exhibits/{id}/items/{itemId}/images` -> 201 */
export interface ImageResponse {
  image: ItemImage;
}

/** Ids of the photo routes; they become path segments of the stored files. */
export const itemParams = z.object({ id: idSchema, itemId: idSchema });
export const imageParams = itemParams.extend({ imageId: idSchema });

export const itemImageSchema = imageSchema satisfies z.ZodType<ItemImage, unknown>;
