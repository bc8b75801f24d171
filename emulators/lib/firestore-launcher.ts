import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STATE_DIR } from './paths.js';

/** Google's Firestore emulator as shipped by the Debian package google-cloud-cli-firestore-emulator. */
export const SYSTEM_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * firebase-tools runs `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`, but the system jar has no Main-Class.
 * When that jar exists, build a tiny launcher jar whose manifest names the main class and puts the system
 * jar on the class path, and return its path; otherwise return undefined so firebase-tools downloads its
 * own emulator (machines with internet).
 */
export function prepareFirestoreLauncher(systemJar = SYSTEM_FIRESTORE_JAR): string | undefined {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(systemJar)) return undefined;
  const launcher = path.join(STATE_DIR, 'firestore-launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(STATE_DIR, { recursive: true });
    const manifest = path.join(STATE_DIR, 'firestore-launcher.manifest');
    writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${systemJar}\n`);
    execFileSync('jar', ['cfm', launcher, manifest], { stdio: 'inherit' });
  }
  return launcher;
}
