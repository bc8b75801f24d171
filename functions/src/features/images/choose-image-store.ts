import type { ImageStore } from './image-store';

export type ImageStoreKind = 'cloud-storage' | 'local';

/**
 * Which image store the API uses, from the environment the runtime gives it:
 * - `FIREBASE_STORAGE_EMULATOR_HOST` set (the Functions emulator sets it whenever the Storage
 *   emulator runs): Cloud Storage, i.e. the Storage emulator;
 * - otherwise inside the Functions emulator (`FUNCTIONS_EMULATOR=true`): degraded local mode, the
 *   local store (DESIGN.md: the Storage emulator cannot run on machines without internet);
 * - otherwise (deployed): Cloud Storage.
 */
export function imageStoreKind(env: Readonly<Record<string, string | undefined>>): ImageStoreKind {
  if ((env.FIREBASE_STORAGE_EMULATOR_HOST ?? '') !== '') return 'cloud-storage';
  if (env.FUNCTIONS_EMULATOR === 'true') return 'local';
  return 'cloud-storage';
}

/** Builds the store `imageStoreKind` picks; only the chosen factory runs. */
export function chooseImageStore(
  env: Readonly<Record<string, string | undefined>>,
  factories: Record<ImageStoreKind, () => ImageStore>,
): ImageStore {
  return factories[imageStoreKind(env)]();
}
