import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type express from 'express';
import { createApp } from '../app';
import { appCheckFromParam } from '../http/app-check';
import { chooseImageStore } from '../features/images/choose-image-store';
import {
  type StorageBucketLike,
  createCloudStorageImageStore,
} from '../features/images/cloud-storage-store';
import { createLocalImageStore } from '../features/images/local-image-store';
import {
  chooseRemoteSettingsSource,
  createTemplateSettingsSource,
} from '../features/settings/sources';
import { counterSink } from './counter-sink';
import { lazy } from './lazy';
import { appCheckEnforced } from './params';

/*
 * Loaded on the `api` function's first request (index.ts), never by the triggers and schedules.
 * What only some requests need is loaded by them (docs/performance.md, section 4): Cloud Storage
 * (@google-cloud/storage) on the first photo stored or read, App Check on the first token checked
 * when enforced, Remote Config on the first settings read.
 */
const storage = lazy(() => import('firebase-admin/storage'));
const appCheck = lazy(() => import('firebase-admin/app-check'));
const remoteConfig = lazy(() => import('firebase-admin/remote-config'));

/** The default bucket, looked up on first use (not while the code is being deployed). */
const defaultBucket: StorageBucketLike = {
  file(path) {
    const file = async () => (await storage()).getStorage().bucket().file(path);
    return {
      save: async (data, options) => (await file()).save(data, options),
      delete: async (options) => (await file()).delete(options),
      download: async () => (await file()).download(),
    };
  },
};

/**
 * The `/api/v1` app with the real Firebase services. The app reads the same params from the
 * environment (the runtime loads them there) through `signInPolicyFromEnv`.
 */
export function createApiApp(): express.Express {
  return createApp({
    db: getFirestore(),
    auth: getAuth(),
    // Cloud Storage when deployed or with the Storage emulator; else degraded local mode.
    images: chooseImageStore(process.env, {
      'cloud-storage': () => createCloudStorageImageStore(defaultBucket),
      local: () => createLocalImageStore(),
    }),
    // Read per request: params have no value while the code is being deployed.
    appCheck: appCheckFromParam(
      () => appCheckEnforced.value(),
      () => ({
        verifyToken: async (token) => (await appCheck()).getAppCheck().verifyToken(token),
      }),
    ),
    // The override file on the emulators (no Remote Config emulator), else Remote Config.
    remoteSettings: chooseRemoteSettingsSource(process.env, () =>
      createTemplateSettingsSource(async () =>
        (await remoteConfig()).getRemoteConfig().getTemplate(),
      ),
    ),
    // Polls read the counters the triggers keep instead of recounting (docs/trades.md, Counters).
    counters: counterSink(),
  });
}
