import { randomBytes } from 'node:crypto';
import { EXHIBIT_LIMITS } from '../../model/exhibit';
import { AppError, conflict, notFound } from '../../http/errors';
import { OUTPUT_EXTENSION } from './process-image';
import type { ItemImage } from './schema';
import type { ImageVariant } from '../../model/exhibit-types';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantSlot } from '../../model/limits';
import { EXHIBIT_HAS_CONTACTS, TOO_MANY_IMAGES } from '../../model/error-codes';
import { exhibitCancelled, notExhibitOwner } from '../exhibits';

/**
 * The rules of item photos, as plain functions: who may change them, how many an item may have,
 * where their files live and which one is the exhibit's thumbnail.
 */

/** What the photo rules need of an exhibit. */
export interface ExhibitState {
  ownerId: string;
  cancelled: boolean;
  activeContactCount: number;
}

/** What the photo rules need of an item. */
export interface ItemState {
  id: string;
  order: number;
  images: ItemImage[];
}

export const exhibitNotFound = (): AppError => notFound('No such exhibit');
export const itemNotFound = (): AppError => notFound('No such item');
export const imageNotFound = (): AppError => notFound('No such image');
export const exhibitHasContacts = (): AppError =>
  conflict(EXHIBIT_HAS_CONTACTS, 'Photos cannot change while the exhibit has open contacts');
export const tooManyImages = (): AppError =>
  conflict(TOO_MANY_IMAGES, `An item has at most ${EXHIBIT_LIMITS.imagesPerItemMax} photos`);

/**
 * The item whose photos `accountId` may change, or the reason not: 404 unknown exhibit, 403
 * `not_exhibit_owner`, 409 `exhibit_cancelled`, 409 `exhibit_has_contacts` (only the fields listed
 * in the contract may change then, and photos are not among them), 404 unknown item.
 */
export function editableItem(
  exhibit: ExhibitState | undefined,
  items: readonly ItemState[],
  itemId: string,
  accountId: string,
): ItemState {
  if (exhibit === undefined) throw exhibitNotFound();
  if (exhibit.ownerId !== accountId) throw notExhibitOwner();
  if (exhibit.cancelled) throw exhibitCancelled();
  if (exhibit.activeContactCount > 0) throw exhibitHasContacts();
  const item = items.find((candidate) => candidate.id === itemId);
  if (item === undefined) throw itemNotFound();
  return item;
}

/** 409 `too_many_images` when the item already has the most photos allowed. */
export function assertRoomForImage(item: ItemState): void {
  if (item.images.length >= EXHIBIT_LIMITS.imagesPerItemMax) throw tooManyImages();
}

/** The exhibit's thumbnail fields (what its cards show). */
export interface ExhibitCover {
  thumbnailUri: string | null;
  thumbnailVariants: ImageVariant[];
}

/**
 * The exhibit's cover: the thumbnail and variants of the first photo of the first item (lowest
 * `order`, then id), or none when that item has no photo.
 */
export function exhibitCover(items: readonly ItemState[]): ExhibitCover {
  const [first] = [...items].sort((a, b) =>
    a.order !== b.order ? a.order - b.order : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const photo = first?.images[0];
  return { thumbnailUri: photo?.thumbnailUri ?? null, thumbnailVariants: photo?.variants ?? [] };
}

/** The new state of a change of one item's photos. */
export interface ImagesChange extends ExhibitCover {
  images: ItemImage[];
}

/** Appends `image` to the item (checked by `editableItem` and `assertRoomForImage`). */
export function addImage(
  exhibit: ExhibitState | undefined,
  items: readonly ItemState[],
  itemId: string,
  accountId: string,
  image: ItemImage,
): ImagesChange {
  const item = editableItem(exhibit, items, itemId, accountId);
  assertRoomForImage(item);
  const images = [...item.images, image];
  const after = items.map((it) => (it.id === itemId ? { ...it, images } : it));
  return { images, ...exhibitCover(after) };
}

/** Removes the photo `imageId` from the item (404 when it has no such photo). */
export function removeImage(
  exhibit: ExhibitState | undefined,
  items: readonly ItemState[],
  itemId: string,
  accountId: string,
  imageId: string,
): ImagesChange & { removed: ItemImage } {
  const item = editableItem(exhibit, items, itemId, accountId);
  const removed = item.images.find((image) => image.id === imageId);
  if (removed === undefined) throw imageNotFound();
  const images = item.images.filter((image) => image.id !== imageId);
  const after = items.map((it) => (it.id === itemId ? { ...it, images } : it));
  return { images, ...exhibitCover(after), removed };
}

/** A new random photo id (16 URL-safe characters): paths are never reused. */
export function newImageId(): string {
  return randomBytes(12).toString('base64url');
}

/** Where the files of one photo live in the image store. */
export interface PhotoPaths {
  image: string;
  thumbnail: string;
  /** By slot (`IMAGE_VARIANT_WIDTHS`), whatever width the copy has. */
  variants: Record<ImageVariantSlot, string>;
}

function photoPaths(dir: string, imageId: string): PhotoPaths {
  const file = (suffix: string) => `${dir}/${imageId}${suffix}.${OUTPUT_EXTENSION}`;
  return {
    image: file(''),
    thumbnail: file('-thumb'),
    variants: Object.fromEntries(
      IMAGE_VARIANT_WIDTHS.map((slot) => [slot, file(`-w${slot}`)]),
    ) as Record<ImageVariantSlot, string>,
  };
}

/** Every file a photo may have (a photo narrower than a slot has no file for it). */
export const allPhotoFiles = (paths: PhotoPaths): string[] => [
  paths.image,
  paths.thumbnail,
  ...Object.values(paths.variants),
];

/** Where the files of an item's photo live: `exhibits/{id}/items/{itemId}/{imageId}[-thumb|-w400].webp`. */
export function imagePaths(exhibitId: string, itemId: string, imageId: string): PhotoPaths {
  return photoPaths(`exhibits/${exhibitId}/items/${itemId}`, imageId);
}

/** Where the files of a device's photo live: `devices/{deviceId}/{imageId}[-thumb|-w400].webp`. */
export function deviceImagePaths(deviceId: string, imageId: string): PhotoPaths {
  return photoPaths(`devices/${deviceId}`, imageId);
}
