import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, Timestamp, getFirestore } from 'firebase-admin/firestore';
import type express from 'express';
import { type AppDeps, createApp } from '../../src/app';
import {
  type LookupsSeed,
  type LookupsSeedCounts,
  lookupsSeedSchema,
  seedLookups,
} from '../../../emulators/lib/seed-lookups';

/**
 * The emulators' own project (`firebase emulators:exec --project`): the only one whose users the
 * Auth emulator signs in through its REST API (`accounts:signInWithCustomToken?key=`).
 */
export const EMULATOR_PROJECT_ID = 'demo-campus';

/**
 * The project of this test file's data: one per Vitest worker, so files that run at the same time
 * never meet in Firestore or Auth (the files of one worker run one after another, each starting
 * from a cleared project). API tests only ever talk to the emulators (never a real project).
 */
export const PROJECT_ID = `demo-campus-api-${process.env.VITEST_POOL_ID ?? '0'}`;

/** The project whose Auth users the app verifies and the helpers create. */
let authProjectId = PROJECT_ID;

/**
 * For the one file that signs in with the client SDK (which reaches the emulators' own project
 * only): its Auth users live there. Call it before anything else touches Auth.
 */
export function useEmulatorAuthProject(): void {
  authProjectId = EMULATOR_PROJECT_ID;
}

function emulatorHost(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[name];
  if (!host) {
    throw new Error(
      `${name} is not set: run the API tests through \`firebase emulators:exec --only auth,firestore\``,
    );
  }
  return host;
}

/** The admin app of `projectId` for the emulators, initialised once per test file. */
function adminAppOf(projectId: string): App {
  emulatorHost('FIRESTORE_EMULATOR_HOST');
  emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  return getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
}

export const testDb = (): Firestore => getFirestore(adminAppOf(PROJECT_ID));
export const testAuth = (): Auth => getAuth(adminAppOf(authProjectId));

/** The production app wired to the emulators. */
export function createTestApp(
  options: Pick<
    AppDeps,
    'rateLimits' | 'remoteSettings' | 'counters' | 'now' | 'signInPolicy'
  > = {},
): express.Express {
  return createApp({ db: testDb(), auth: testAuth(), ...options });
}

async function emulatorDelete(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url} failed: ${response.status}`);
}

export async function clearFirestore(): Promise<void> {
  const host = emulatorHost('FIRESTORE_EMULATOR_HOST');
  await emulatorDelete(
    `http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
  );
}

export async function clearAuth(): Promise<void> {
  const host = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  await emulatorDelete(`http://${host}/emulator/v1/projects/${authProjectId}/accounts`);
}

export interface TestUser {
  uid: string;
  idToken: string;
}

/** The `Authorization` header of a request made with the ID token `idToken`. */
export const bearerToken = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

/** The `Authorization` header of a request made as `user`. */
export const bearer = (user: TestUser) => bearerToken(user.idToken);

/**
 * Creates an Auth user and signs it in through the Auth emulator, returning a real ID token that
 * carries `claims` (e.g. `{ roles: ['junk_inquiry'], group: 'lab-1' }`).
 */
export async function createUser(
  uid: string,
  claims: Record<string, unknown> = {},
): Promise<TestUser> {
  return createUserWithEmail(uid, `${uid}@campus.example.ac.jp`, claims);
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * An ID token as the Auth emulator issues it (unsigned, `alg: none`; its `generateJwt`), for `uid`
 * of the Auth project, carrying `claims` (which may also replace the standard fields).
 */
function emulatorIdToken(uid: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${authProjectId}`,
    aud: authProjectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64url(header)}.${base64url(payload)}.`;
}

/**
 * A well-formed but unsigned (`alg: none`) ID token for `uid`, with the right issuer and audience:
 * what the Auth emulator itself issues, so only the account check can reject it.
 */
export function unsignedIdToken(uid: string, overrides: Record<string, unknown> = {}): string {
  return emulatorIdToken(uid, {
    email: `${uid}@campus.example.ac.jp`,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'custom' },
    ...overrides,
  });
}

export const SEED_FILE = path.resolve(__dirname, '../../../emulators/seed/lookups.json');

/** The committed lookups seed, parsed. */
export async function readSeed(): Promise<LookupsSeed> {
  const data: unknown = JSON.parse(await readFile(SEED_FILE, 'utf8'));
  return lookupsSeedSchema.parse(data);
}

/** Writes the committed lookups seed into the emulator. */
export async function seedFromFile(): Promise<LookupsSeedCounts> {
  return seedLookups(testDb(), await readSeed());
}

/**
 * Writes `profiles/{uid}` (all fields of `profileDocSchema`) and the user's account directly,
 * bypassing the sign-up API.
 */
export async function createProfile(
  uid: string,
  {
    name = uid,
    withdrawn = false,
    email = `${uid}@campus.example.ac.jp`,
  }: { name?: string; withdrawn?: boolean; email?: string } = {},
): Promise<void> {
  const db = testDb();
  const now = Timestamp.now();
  await db
    .collection('profiles')
    .doc(uid)
    .set({
      name,
      profile: '',
      occupation: 'staff',
      position: '',
      studentNumber: null,
      place: '',
      receiveNotificationEmail: false,
      agreedToTermsAt: now,
      email,
      createdAt: now,
      updatedAt: now,
      withdrawnAt: withdrawn ? now : null,
    });
  await db.collection('accounts').doc(uid).set({ kind: 'user', name, withdrawn });
}

/** An Auth user with an ID token and an active profile. */
export async function createUserWithProfile(
  uid: string,
  claims: Record<string, unknown> = {},
): Promise<TestUser> {
  const user = await createUser(uid, claims);
  await createProfile(uid);
  return user;
}

/** `createUserWithProfile` for each of `names`, side by side: the users in the order of the names. */
export function createUsersWithProfiles<const N extends readonly string[]>(
  ...names: N
): Promise<{ -readonly [K in keyof N]: TestUser }> {
  return Promise.all(names.map((name) => createUserWithProfile(name))) as Promise<{
    -readonly [K in keyof N]: TestUser;
  }>;
}

/**
 * Like `createUser`, with a chosen e-mail address (e.g. one outside the campus domains). The address
 * is verified, as Google and e-mail-link sign-ins make it.
 */
export async function createUserWithEmail(
  uid: string,
  email: string,
  claims: Record<string, unknown> = {},
): Promise<TestUser> {
  await testAuth().createUser({ uid, email, emailVerified: true });
  return signIn(uid, claims);
}

/**
 * A password account on a campus address that was never verified (`email_verified: false` in its
 * ID token): what anyone can create with the Auth REST API when no blocking function stops it.
 */
export async function createUnverifiedUser(
  uid: string,
  email = `${uid}@campus.example.ac.jp`,
): Promise<TestUser> {
  await testAuth().createUser({ uid, email, emailVerified: false, password: 'not-a-secret-1' });
  return signIn(uid);
}

/** Told of every sign-in (the user and its token's claims), so a file's set-up can renew tokens. */
type SignInListener = (user: TestUser, claims: Record<string, unknown>) => void;
let signInListener: SignInListener | undefined;

export function listenToSignIns(listener: SignInListener | undefined): void {
  signInListener = listener;
}

/** Gives `user` a new ID token with `claims`, issued now (for accounts re-created since). */
export function renewIdToken(user: TestUser, claims: Record<string, unknown>): void {
  user.idToken = emulatorIdToken(user.uid, claims);
}

/**
 * Signs an existing Auth user in as the Auth emulator does for a custom token (a fresh sign-in):
 * the ID token carries the claims stored on the user plus `claims`, and a disabled user is refused.
 * The token is made here from the user record, not over the emulator's REST API, because that API
 * signs in to the emulators' own project only, and every worker has its own (`PROJECT_ID`).
 * me-group-token.test.ts signs in through the emulator and proves the app takes its tokens.
 */
export async function signIn(uid: string, claims: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await testAuth().getUser(uid);
  if (user.disabled) throw new Error(`signIn: ${uid} is disabled (USER_DISABLED)`);
  const tokenClaims: Record<string, unknown> = {
    ...user.customClaims,
    ...claims,
    email: user.email,
    email_verified: user.emailVerified,
    firebase: {
      identities: user.email === undefined ? {} : { email: [user.email] },
      sign_in_provider: 'custom',
    },
  };
  const signedIn = { uid, idToken: emulatorIdToken(uid, tokenClaims) };
  signInListener?.(signedIn, tokenClaims);
  return signedIn;
}

/**
 * Writes `groups/{groupId}`, its `accounts/{groupId}` and its members directly with the admin SDK
 * (`members` maps uid -> isAdmin).
 */
export async function seedGroup(
  groupId: string,
  name: string,
  members: Record<string, boolean>,
): Promise<void> {
  const db = testDb();
  const now = Timestamp.now();
  const group = db.collection('groups').doc(groupId);
  const batch = db.batch();
  const createdBy = Object.keys(members)[0] ?? 'nobody';
  batch.set(group, {
    name,
    kind: 'laboratory',
    profile: '',
    icon: null,
    createdAt: now,
    createdBy,
  });
  batch.set(db.collection('accounts').doc(groupId), { kind: 'group', name, withdrawn: false });
  for (const [uid, isAdmin] of Object.entries(members)) {
    batch.set(group.collection('members').doc(uid), { uid, isAdmin, joinedAt: now });
  }
  await batch.commit();
}

/** The custom claims the Auth emulator holds for `uid`. */
export async function claimsOf(uid: string): Promise<Record<string, unknown>> {
  return (await testAuth().getUser(uid)).customClaims ?? {};
}

/**
 * `createUser` whose claims are also stored on the Auth user record, as `setCustomUserClaims`
 * does in production (so code that reads and rewrites the claims sees them).
 */
export async function createUserWithClaims(
  uid: string,
  claims: Record<string, unknown>,
): Promise<TestUser> {
  const user = await createUser(uid, claims);
  await testAuth().setCustomUserClaims(uid, claims);
  return user;
}

/** What `untilNotBusy` needs of a supertest answer. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Sends a request again while it is answered 503 `busy` (contention: nothing was written, the call
 * may be repeated), after its `Retry-After` (at most 2 s here, with jitter), as a client does; at
 * most `attempts` times. For tests of many writers at once, whose point is what ends up stored.
 */
export async function untilNotBusy<R extends Answer>(
  send: () => PromiseLike<R>,
  attempts = 6,
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const res = await send();
    if (res.status !== 503 || attempt >= attempts) return res;
    if ((res.body as { code?: unknown }).code !== 'busy') return res;
    const seconds = Math.min(2, Number(res.headers['retry-after'] ?? '1'));
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (0.5 + Math.random())));
  }
}
