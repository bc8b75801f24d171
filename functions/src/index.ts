import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated, beforeUserSignedIn } from 'firebase-functions/v2/identity';
import { createApp } from './app';
import { chooseImageStore } from './features/images/choose-image-store';
import { createCloudStorageImageStore } from './features/images/cloud-storage-store';
import { createLocalImageStore } from './features/images/local-image-store';
import { checkSignIn, checkUserCreation } from './features/sign-in-policy/blocking';
import {
  DEFAULT_CAMPUS_EMAIL_DOMAINS,
  type SignInPolicy,
  toSignInPolicy,
} from './features/sign-in-policy/policy';

initializeApp();
setGlobalOptions({ region: 'asia-northeast1' });

/** Campus mail domains (comma list); subdomains are included. */
const campusEmailDomains = defineString('CAMPUS_EMAIL_DOMAINS', {
  default: DEFAULT_CAMPUS_EMAIL_DOMAINS,
});
/** Addresses allowed outside those domains (comma list). */
const campusEmailAllowList = defineString('CAMPUS_EMAIL_ALLOWLIST', { default: '' });

/** Read at call time: params have no value while the code is being deployed. */
const signInPolicy = (): SignInPolicy =>
  toSignInPolicy(campusEmailDomains.value(), campusEmailAllowList.value());

/**
 * The `/api/v1` API; Hosting rewrites `/api/**` here. The app reads the same params from the
 * environment (the runtime loads them there) through `signInPolicyFromEnv`.
 */
export const api = onRequest(
  // Photo uploads decode images of up to 10 MB (64 megapixels) with sharp.
  { memory: '1GiB' },
  createApp({
    db: getFirestore(),
    auth: getAuth(),
    // Cloud Storage when deployed or with the Storage emulator; else degraded local mode. The
    // default bucket is looked up on first use, not while the code is being deployed.
    images: chooseImageStore(process.env, {
      'cloud-storage': () =>
        createCloudStorageImageStore({ file: (path) => getStorage().bucket().file(path) }),
      local: () => createLocalImageStore(),
    }),
  }),
);

/** Only campus addresses (and the allow-list) may create an account. */
export const beforecreated = beforeUserCreated((event) => {
  checkUserCreation(event.data, signInPolicy());
});

/** The same on every sign-in, and withdrawn users are refused. */
export const beforesignedin = beforeUserSignedIn(async (event) => {
  await checkSignIn(getFirestore(), event.data, signInPolicy());
});
