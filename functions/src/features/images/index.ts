/**
 * The public face of the images feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export type { ImageStore } from './image-store';
export { deleteQuietly, storeUploadedPhoto } from './uploads';
export { itemImageSchema } from './schema';
export type { ItemImage } from './schema';
export { allPhotoFiles, deviceImagePaths } from './service';
