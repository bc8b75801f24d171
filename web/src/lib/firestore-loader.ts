import type { Firestore } from 'firebase/firestore';
import { loadChunk } from './chunk-reload';
import { env } from './env';
import { loadFirebase } from './firebase-loader';

/**
 * Firestore, loaded on demand with Firebase (signed in, on the pages that listen): the SDK stays out
 * of the first load. Light on purpose: only types come from the SDK here. Its queries run under the
 * signed-in user's ID token (the Auth instance of `firebase.ts`), which carries the acting group.
 */
export async function loadFirestore(): Promise<Firestore> {
  const [{ app }, firestoreModule] = await Promise.all([
    loadFirebase(),
    loadChunk(() => import('./firestore')),
  ]);
  return firestoreModule.getAppFirestore(app, env);
}
