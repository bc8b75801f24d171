import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (the folder holding firebase.json). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Machine-local state: the Firestore launcher jar, exported emulator data, test reports. Git-ignored. */
export const STATE_DIR = path.join(ROOT, '.emulators');
export const DATA_DIR = path.join(STATE_DIR, 'data');
/**
 * The local image store of degraded mode (no Storage emulator): `.emulators/images`, or the
 * `LOCAL_IMAGE_DIR` you set. The seed writes here and the Functions emulator reads here, because
 * every script passes it on as `LOCAL_IMAGE_DIR`.
 */
export const LOCAL_IMAGE_DIR = process.env.LOCAL_IMAGE_DIR
  ? path.resolve(process.env.LOCAL_IMAGE_DIR)
  : path.join(STATE_DIR, 'images');
/**
 * The remote settings' local override file (there is no Remote Config emulator; see
 * docs/remote-config.md): `remote-config.local.env` at the root (git-ignored), or the
 * `CAMPUS_REMOTE_CONFIG_FILE` you set. Every script passes it on to the Functions emulator, whose
 * API reads it, and the web app then reads the API's values (`GET /api/v1/settings`).
 */
export const REMOTE_CONFIG_FILE = process.env.CAMPUS_REMOTE_CONFIG_FILE
  ? path.resolve(process.env.CAMPUS_REMOTE_CONFIG_FILE)
  : path.join(ROOT, 'remote-config.local.env');
/**
 * The stack tests' own override file, which they write and reset (a developer's local file stays
 * untouched while `npm test` runs).
 */
export const STACK_REMOTE_CONFIG_FILE = path.join(STATE_DIR, 'remote-config.stack.env');
export const REPORTS_DIR = path.join(STATE_DIR, 'reports');

/**
 * The browser suites' failure reports, one after another (`test/app-pages.ts`): `npm test` prints
 * them again beside its summary, where a CI log's tail shows them, not only amid the suite's output.
 */
export const FAILURE_REPORTS = path.join(REPORTS_DIR, 'stack-failures.log');
/** firebase-tools pinned in package.json; never a global install. */
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');
export const PROJECT_ID = 'demo-campus';
export const FUNCTIONS_REGION = 'asia-northeast1';
