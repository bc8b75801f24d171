import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from './api-client';
import { session } from './session';
import { jsonResponse, TEST_USER, testProfile } from '../testing/test-utils';
import { loadProfile, selectGroup, switchGroupWithToken } from './profile';

// The token refresh and the custom-token sign-in stand in for Firebase; each records its call and
// applies the claims the server would have set.
const firebase = vi.hoisted(() => ({
  refreshes: 0,
  tokens: [] as string[],
  claimGroup: null as string | null,
}));
vi.mock('./auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./auth')>()),
  refreshIdToken: () => {
    firebase.refreshes += 1;
    session.signedIn(TEST_USER, 'refreshed', { group: firebase.claimGroup ?? undefined });
    return Promise.resolve('refreshed');
  },
}));

/** The custom-token sign-in (Firebase's, injected by the caller). */
function signInWithToken(token: string): Promise<void> {
  firebase.tokens.push(token);
  if (token === 'bad') return Promise.reject(new Error('auth/invalid-custom-token'));
  session.signedIn(TEST_USER, 'from-custom', { group: firebase.claimGroup ?? undefined });
  return Promise.resolve();
}

interface Call {
  method: string;
  path: string;
  group: string | null;
}
let calls: Call[] = [];
type Answer = { status: number; body?: unknown };
let answer: (call: Call) => Answer;

const PROFILE = { ...testProfile([{ id: 'lab-a', name: 'Lab A', isAdmin: true }]), signedUp: true };
const notMember = { status: 403, body: { code: 'NotGroupMember', message: 'Not a member' } };

beforeEach(() => {
  session.reset();
  session.signedIn(TEST_USER, 'token', {});
  calls = [];
  firebase.refreshes = 0;
  firebase.tokens = [];
  firebase.claimGroup = null;
  answer = () => ({ status: 200, body: PROFILE });
  setTokenProvider(() => Promise.resolve('id-token'));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const headers = new Headers(init?.headers);
      const call = {
        method: init?.method ?? 'GET',
        path: String(input).replace('/api/v1', ''),
        group: headers.get('X-Group-Id'),
      };
      calls.push(call);
      const { status, body } = answer(call);
      return Promise.resolve(
        body === undefined ? new Response(null, { status }) : jsonResponse(body, status),
      );
    }),
  );
});

afterEach(() => {
  session.reset();
  setTokenProvider(null);
  vi.unstubAllGlobals();
});

describe('loadProfile', () => {
  it('saves the profile in the session', async () => {
    await expect(loadProfile()).resolves.toEqual({ status: 'loaded', profile: PROFILE });
    expect(session.get().profile).toEqual(PROFILE);
  });

  it('when the user has not signed up (404 profile_not_found), then says so', async () => {
    answer = () => ({ status: 404, body: { code: 'profile_not_found', message: 'x' } });
    await expect(loadProfile()).resolves.toEqual({ status: 'notSignedUp' });
    expect(session.get().profile).toBeNull();
  });

  it("when the selected group is no longer the user's, then runs the recovery of spec section 8 in order", async () => {
    session.signedIn(TEST_USER, 'token', { group: 'lab-gone' });
    firebase.claimGroup = null;
    answer = (call) =>
      call.method === 'GET' && call.group === 'lab-gone'
        ? notMember
        : call.method === 'DELETE'
          ? { status: 200, body: { currentGroup: null } }
          : { status: 200, body: PROFILE };

    await expect(loadProfile()).resolves.toEqual({ status: 'loaded', profile: PROFILE });

    expect(calls).toEqual([
      { method: 'GET', path: '/home/me', group: 'lab-gone' },
      // 1. group cleared, 2. profile as the individual (no header), 3. deselected on the server...
      { method: 'GET', path: '/home/me', group: null },
      { method: 'DELETE', path: '/home/me/group', group: null },
    ]);
    // ...4. token refreshed.
    expect(firebase.refreshes).toBe(1);
    expect(session.get().group).toBeNull();
    expect(session.get().profile).toEqual(PROFILE);
  });

  it('other failures reject (the caller ends the session)', async () => {
    answer = () => ({ status: 500, body: { code: 'server_error', message: 'x' } });
    await expect(loadProfile()).rejects.toMatchObject({ status: 500 });
  });
});

describe('selectGroup', () => {
  it('posts the group in the header, then refreshes the token (the claim follows)', async () => {
    firebase.claimGroup = 'lab-a';
    answer = () => ({ status: 200, body: { currentGroup: 'lab-a' } });

    await selectGroup('lab-a');

    expect(calls).toEqual([{ method: 'POST', path: '/home/me/group', group: 'lab-a' }]);
    expect(firebase.refreshes).toBe(1);
    expect(session.get().group).toBe('lab-a');
  });

  it('when the recovery dropped the group and the user joined it again, then selecting it takes', async () => {
    session.signedIn(TEST_USER, 'token', { group: 'lab-a' });
    session.dropGroup();
    firebase.claimGroup = 'lab-a';
    answer = () => ({ status: 200, body: { currentGroup: 'lab-a' } });

    await selectGroup('lab-a');

    expect(session.get().group).toBe('lab-a');
  });

  it('null deselects on the server', async () => {
    session.signedIn(TEST_USER, 'token', { group: 'lab-a' });
    answer = () => ({ status: 200, body: { currentGroup: null } });

    await selectGroup(null);

    expect(calls).toEqual([{ method: 'DELETE', path: '/home/me/group', group: null }]);
    expect(session.get().group).toBeNull();
  });

  it('when the server refuses, then the previous group is restored and the error rethrown', async () => {
    session.signedIn(TEST_USER, 'token', { group: 'lab-a' });
    answer = () => ({ status: 403, body: { code: 'NotGroupMember', message: 'x' } });

    await expect(selectGroup('lab-b')).rejects.toMatchObject({ status: 403 });

    expect(session.get().group).toBe('lab-a');
    expect(firebase.refreshes).toBe(0);
  });
});

describe('switchGroupWithToken (?group=)', () => {
  it('asks for a custom token for the group and signs in with it', async () => {
    firebase.claimGroup = 'lab-a';
    answer = () => ({ status: 200, body: { currentGroup: 'lab-a', token: 'custom-token' } });

    await expect(switchGroupWithToken('lab-a', signInWithToken)).resolves.toBeUndefined();

    expect(calls).toEqual([{ method: 'POST', path: '/home/me/group/token', group: 'lab-a' }]);
    expect(firebase.tokens).toEqual(['custom-token']);
    expect(session.get().group).toBe('lab-a');
  });

  it('when the group is the current one, then nothing is asked', async () => {
    session.signedIn(TEST_USER, 'token', { group: 'lab-a' });
    await expect(switchGroupWithToken('lab-a', signInWithToken)).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('when the group is the own uid while acting as oneself, then nothing is asked', async () => {
    await expect(switchGroupWithToken(TEST_USER.uid, signInWithToken)).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('when the token cannot be set up, then the failure is logged, the server rolled back and the error rethrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = ({ path }) =>
      path === '/home/me/group/token'
        ? { status: 200, body: { currentGroup: 'lab-a', token: 'bad' } }
        : { status: 200, body: { currentGroup: null } };

    await expect(switchGroupWithToken('lab-a', signInWithToken)).rejects.toThrow(
      'auth/invalid-custom-token',
    );

    expect(session.get().group).toBeNull();
    expect(calls).toEqual([
      { method: 'POST', path: '/home/me/group/token', group: 'lab-a' },
      { method: 'DELETE', path: '/home/me/group', group: null },
    ]);
    expect(error).toHaveBeenCalledWith('Setting up the group token failed', expect.any(Error));
  });

  it('when acting for another group and the token cannot be set up, then the server goes back to that group', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    session.signedIn(TEST_USER, 'token', { group: 'lab-b' });
    answer = ({ path }) =>
      path === '/home/me/group/token'
        ? { status: 200, body: { currentGroup: 'lab-a', token: 'bad' } }
        : { status: 200, body: { currentGroup: 'lab-b' } };

    await expect(switchGroupWithToken('lab-a', signInWithToken)).rejects.toThrow();

    expect(session.get().group).toBe('lab-b');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/home/me/group', group: 'lab-b' });
  });

  it('when the server refuses (not a member), then nothing is rolled back and the error is rethrown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = () => notMember;

    await expect(switchGroupWithToken('lab-x', signInWithToken)).rejects.toMatchObject({
      status: 403,
      code: 'NotGroupMember',
    });

    expect(calls).toEqual([{ method: 'POST', path: '/home/me/group/token', group: 'lab-x' }]);
    expect(firebase.tokens).toEqual([]);
    expect(session.get().group).toBeNull();
  });
});
