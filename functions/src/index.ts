import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

initializeApp();
setGlobalOptions({ region: 'asia-northeast1' });

/** The `/api/v1` API; Hosting rewrites `/api/**` here. */
export const api = onRequest(createApp({ db: getFirestore(), auth: getAuth() }));
