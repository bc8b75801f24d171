import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated, beforeUserSignedIn } from 'firebase-functions/v2/identity';
import { createApp } from './app';
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
export const api = onRequest(createApp({ db: getFirestore(), auth: getAuth() }));

/** Only campus addresses (and the allow-list) may create an account. */
export const beforecreated = beforeUserCreated((event) => {
  checkUserCreation(event.data, signInPolicy());
});

/** The same on every sign-in, and withdrawn users are refused. */
export const beforesignedin = beforeUserSignedIn(async (event) => {
  await checkSignIn(getFirestore(), event.data, signInPolicy());
});
