import { vi } from 'vitest';

/**
 * `lib/firebase-loader` as page tests use it: signed-in pages warm Firebase up, and these tests never
 * load it (the loads stay pending). Everything else is the real module. In a test file:
 * `vi.mock('<path>/lib/firebase-loader', () => import('<path>/testing/firebase-never-loads'));`
 */
type Loader = typeof import('../lib/firebase-loader');

const actual = await vi.importActual<Loader>('../lib/firebase-loader');
const pending = () => new Promise<never>(() => undefined);

export const { loadedFirebase, useFirebaseLoaded, loadDatabase, loadAppCheckToken } = actual;
export const loadFirebase: Loader['loadFirebase'] = pending;
export const loadFirebaseModule: Loader['loadFirebaseModule'] = pending;
