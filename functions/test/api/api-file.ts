import type { UserRecord } from 'firebase-admin/auth';
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { beforeAll, beforeEach, vi } from 'vitest';
import {
  type TestUser,
  clearAuth,
  clearFirestore,
  listenToSignIns,
  renewIdToken,
  testAuth,
  testDb,
} from './helpers';

/**
 * The set-up of an API test file: `build` runs once, before the file's tests, on this worker's
 * cleared project (helpers.ts `PROJECT_ID`): it creates the users, signs them in and writes the
 * documents the tests start from. Before every other test Firestore and Auth are put back to what
 * `build` left (the accounts a test changed are re-created, and the users `build` signed in get new
 * ID tokens with the same claims, in place): each test starts as if `build` had just run, for three
 * emulator calls (clear Firestore, write it back, list the accounts) instead of creating the users
 * and signing them in again. Call it before the file's own `beforeEach`, which then runs after the
 * reset (e.g. for what depends on the test's clock or the local image directory).
 */
export function useApiFile(build: () => Promise<void> = async () => undefined): void {
  let start: Start | undefined;
  let pristine = false;
  const validAfter = new Map<string, string>();
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    const signedIn: SignedIn[] = [];
    listenToSignIns((user, claims) => signedIn.push({ user, claims }));
    try {
      await build();
    } finally {
      listenToSignIns(undefined);
    }
    start = { ...(await readStart()), signedIn };
    for (const u of start.users) validAfter.set(u.uid, u.tokensValidAfterTime ?? '');
    pristine = true;
  });
  beforeEach(async () => {
    if (!start) throw new Error('useApiFile: the set-up failed');
    // The first test runs on what `build` has just made.
    if (pristine) {
      pristine = false;
      return;
    }
    await Promise.all([restoreFirestore(start.docs), restoreAuth(start, validAfter)]);
  });
}

/**
 * The set-up of an API file whose tests each make their own users (instead of `useApiFile`): before
 * every test, after `first`, Firestore and Auth are cleared and the app's info log is kept quiet.
 */
export function useClearedEmulators(first: () => Promise<void> = async () => undefined): void {
  beforeEach(async () => {
    await first();
    await Promise.all([clearFirestore(), clearAuth()]);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  });
}

interface SignedIn {
  user: TestUser;
  claims: Record<string, unknown>;
}

interface Start {
  docs: { path: string; data: DocumentData }[];
  users: UserRecord[];
  signedIn: SignedIn[];
}

async function readStart(): Promise<Omit<Start, 'signedIn'>> {
  const [docs, { users }] = await Promise.all([readAllDocs(), testAuth().listUsers(1000)]);
  return { docs, users };
}

/** Every document of the project, subcollections included. */
async function readAllDocs(): Promise<Start['docs']> {
  const db = testDb();
  const docs: Start['docs'] = [];
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    await Promise.all(
      collections.map(async (collection) => {
        const refs = await collection.listDocuments();
        if (refs.length === 0) return;
        for (const snap of await db.getAll(...refs)) {
          const data = snap.data();
          if (data !== undefined) docs.push({ path: snap.ref.path, data });
        }
        await Promise.all(refs.map(async (ref) => walk(await ref.listCollections())));
      }),
    );
  };
  await walk(await db.listCollections());
  return docs;
}

const BATCH_SIZE = 500;

async function restoreFirestore(docs: Start['docs']): Promise<void> {
  const db = testDb();
  await clearFirestore();
  for (let from = 0; from < docs.length; from += BATCH_SIZE) {
    const batch = db.batch();
    for (const { path, data } of docs.slice(from, from + BATCH_SIZE)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/** What a test may change of an account; a re-created account also gets a new `tokensValidAfterTime`. */
const accountState = (u: UserRecord) =>
  JSON.stringify([u.email, u.emailVerified, u.disabled, u.displayName, u.customClaims ?? {}]);

/**
 * Deletes the accounts a test created and re-creates those it changed (claims, disabled, ...) or
 * deleted. The others are left alone, so their ID tokens stay valid: re-creating an account
 * revokes the tokens issued before (checkRevoked), so its users get new ones with the same claims.
 */
async function restoreAuth({ users, signedIn }: Start, validAfter: Map<string, string>) {
  const auth = testAuth();
  const { users: present } = await auth.listUsers(1000);
  const byUid = new Map(users.map((u) => [u.uid, u]));
  const stale = present.filter((u) => {
    const start = byUid.get(u.uid);
    return (
      start === undefined ||
      accountState(start) !== accountState(u) ||
      validAfter.get(u.uid) !== u.tokensValidAfterTime
    );
  });
  const presentUids = new Set(present.map((u) => u.uid));
  const staleUids = new Set(stale.map((u) => u.uid));
  const recreate = users.filter((u) => staleUids.has(u.uid) || !presentUids.has(u.uid));
  if (stale.length > 0) await auth.deleteUsers([...staleUids]);
  if (recreate.length === 0) return;
  // Passwords are left out: the tests sign in with custom tokens only.
  const result = await auth.importUsers(
    recreate.map((u) => ({
      uid: u.uid,
      email: u.email,
      emailVerified: u.emailVerified,
      displayName: u.displayName,
      disabled: u.disabled,
      customClaims: u.customClaims,
    })),
  );
  if (result.failureCount > 0) {
    throw new Error(`useApiFile: accounts not restored: ${result.errors[0]?.error.message}`);
  }
  const { users: recreated } = await auth.getUsers(recreate.map((u) => ({ uid: u.uid })));
  for (const u of recreated) validAfter.set(u.uid, u.tokensValidAfterTime ?? '');
  const renewed = new Set(recreate.map((u) => u.uid));
  for (const { user, claims } of signedIn) if (renewed.has(user.uid)) renewIdToken(user, claims);
}
