import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app';
import {
  type Auth as ClientAuth,
  connectAuthEmulator,
  getAuth,
  signInWithCustomToken,
  signOut,
} from 'firebase/auth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMULATOR_PROJECT_ID,
  bearerToken,
  createProfile,
  createTestApp,
  createUser,
  createUserWithClaims,
  seedGroup,
  useEmulatorAuthProject,
} from './helpers';
import { useClearedEmulators } from './api-file';

/**
 * `POST /home/me/group/token` as the web app uses it for `?group=<id>`: the answer's token signs
 * in (client SDK against the Auth emulator) with an ID token for the group. How it selects the
 * group (403, 400, own uid, ...) is tested beside `POST /home/me/group` in me-group.test.ts.
 */

// The client SDK signs in to the emulators' own project only, so this file's users live there.
useEmulatorAuthProject();
const app = createTestApp();

let client: FirebaseApp;
let clientAuth: ClientAuth;

beforeAll(() => {
  client = initializeApp(
    { apiKey: 'fake-api-key', projectId: EMULATOR_PROJECT_ID },
    'group-token-test',
  );
  clientAuth = getAuth(client);
  connectAuthEmulator(clientAuth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}`, {
    disableWarnings: true,
  });
});

afterAll(async () => {
  await deleteApp(client);
});

useClearedEmulators(() => signOut(clientAuth));

/** A request to `path` with `idToken`, acting for `group` (the X-Group-Id header of the web app). */
const actingFor = (
  method: 'get' | 'post' | 'delete',
  path: string,
  idToken: string,
  group: string,
) => request(app)[method](path).set(bearerToken(idToken)).set('X-Group-Id', group);

/** Asks for a group token with `idToken`, then signs in with it as the web app does. */
async function switchTo(idToken: string, group: string) {
  const res = await actingFor('post', '/api/v1/home/me/group/token', idToken, group);
  expect(res.status).toBe(200);
  const { user } = await signInWithCustomToken(clientAuth, res.body.token as string);
  const result = await user.getIdTokenResult();
  return { body: res.body, user, idToken: result.token, claims: result.claims };
}

describe('POST /api/v1/home/me/group/token, then signInWithCustomToken', () => {
  it('when a member switches, then the ID token names the group, keeps roles and acts for it', async () => {
    const alice = await createUserWithClaims('alice', { roles: ['junk_inquiry'] });
    await createProfile('alice');
    await seedGroup('lab-a', 'A lab', { alice: false });
    const session = await switchTo(alice.idToken, 'lab-a');
    expect(session.body.currentGroup).toBe('lab-a');
    expect(session.user.uid).toBe('alice');
    expect(session.claims).toMatchObject({
      group: 'lab-a',
      roles: ['junk_inquiry'],
      email: 'alice@campus.example.ac.jp',
    });
    const me = await actingFor('get', '/api/v1/home/me', session.idToken, 'lab-a');
    expect(me.status).toBe(200);
    expect(me.body.currentGroup).toBe('lab-a');
  });

  it('when the header is the own uid, then the ID token has no group but keeps roles', async () => {
    const alice = await createUserWithClaims('alice', {
      group: 'lab-a',
      roles: ['external_funds'],
    });
    await seedGroup('lab-a', 'A lab', { alice: true });
    const { body, claims } = await switchTo(alice.idToken, 'alice');
    expect(body.currentGroup).toBeNull();
    expect(claims).not.toHaveProperty('group');
    expect(claims.roles).toEqual(['external_funds']);
  });

  // A custom token that carried its own `group` claim would pin the session to lab-a here: such
  // claims stay with the session and win over the user's claims on every refresh.
  it('when signed in with the token, then later switches still reach the refreshed ID token', async () => {
    await seedGroup('lab-a', 'A lab', { alice: false });
    await seedGroup('lab-b', 'B lab', { alice: false });
    const alice = await createUser('alice');
    const session = await switchTo(alice.idToken, 'lab-a');
    expect(session.claims.group).toBe('lab-a');

    await actingFor('post', '/api/v1/home/me/group', session.idToken, 'lab-b').expect(200);
    const switched = await session.user.getIdTokenResult(true);
    expect(switched.claims.group).toBe('lab-b');

    await actingFor('delete', '/api/v1/home/me/group', switched.token, 'lab-b').expect(200);
    expect((await session.user.getIdTokenResult(true)).claims).not.toHaveProperty('group');
  });
});
