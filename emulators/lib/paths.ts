import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (the folder holding firebase.json). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Machine-local state: the Firestore launcher jar, exported emulator data, test reports. Git-ignored. */
export const STATE_DIR = path.join(ROOT, '.emulators');
export const DATA_DIR = path.join(STATE_DIR, 'data');
export const REPORTS_DIR = path.join(STATE_DIR, 'reports');
/** firebase-tools pinned in package.json; never a global install. */
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');
export const PROJECT_ID = 'demo-campus';
export const FUNCTIONS_REGION = 'asia-northeast1';
