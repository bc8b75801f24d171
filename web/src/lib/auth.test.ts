import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentIdToken,
  isTokenStale,
  refreshIdToken,
  signOut,
  tokenExpiresAt,
  wasSignedOutByUser,
} from './auth';
import { session } from './session';
import { firebase, resetFakeFirebase } from '../testing/fake-firebase';
import { ALICE as alice } from '../testing/users';

// A fake Firebase behind the loader: nothing of the real SDK starts in unit tests.
vi.mock('./firebase-loader', () => import('../testing/fake-firebase'));

function jwtWith(payload: object): string {
  const utf8 = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload)));
  const encoded = btoa(utf8).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJSUzI1NiJ9.${encoded}.sig`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  session.reset();
  resetFakeFirebase();
});

describe('tokenExpiresAt and isTokenStale', () => {
  it('reads exp (seconds) from the payload as milliseconds', () => {
    expect(tokenExpiresAt(jwtWith({ exp: 1_700_000_000, name: 'ユーザー' }))).toBe(
      1_700_000_000_000,
    );
  });

  it('when the token is not a JWT or has no numeric exp, then it is null and stale', () => {
    for (const token of ['', 'abc', 'a.!!!.c', jwtWith({ exp: 'soon' }), jwtWith({})]) {
      expect(tokenExpiresAt(token)).toBeNull();
      expect(isTokenStale(token)).toBe(true);
    }
  });

  it('a token is stale within five minutes of its expiry', () => {
    const now = 1_700_000_000_000;
    const expiringIn = (seconds: number) => jwtWith({ exp: now / 1000 + seconds });
    expect(isTokenStale(expiringIn(301), now)).toBe(false);
    expect(isTokenStale(expiringIn(299), now)).toBe(true);
    expect(isTokenStale(expiringIn(-10), now)).toBe(true);
  });
});

describe('currentIdToken', () => {
  it('when signed out, then null without loading Firebase', async () => {
    await expect(currentIdToken()).resolves.toBeNull();
    expect(firebase.loads).toBe(0);
  });

  it('when the stored token is valid and Firebase is not loaded, then the stored token', async () => {
    const token = jwtWith({ exp: nowSeconds() + 3600 });
    session.signedIn(alice, token, {});

    await expect(currentIdToken()).resolves.toBe(token);
    expect(firebase.loads).toBe(0);
  });

  it('when the stored token is stale, then Firebase is loaded and gives the token', async () => {
    session.signedIn(alice, jwtWith({ exp: nowSeconds() + 10 }), {});

    await expect(currentIdToken()).resolves.toBe('fresh-token');
    expect(firebase.loads).toBe(1);
  });

  it('when Firebase says nobody is signed in, then null (the call goes out anonymous)', async () => {
    session.signedIn(alice, jwtWith({ exp: nowSeconds() + 10 }), {});
    firebase.signedInUid = null;

    await expect(currentIdToken()).resolves.toBeNull();
  });
});

describe('refreshIdToken', () => {
  it('stores the refreshed token and its claims in the session', async () => {
    session.signedIn(alice, 'old', { group: 'lab-1' });
    firebase.token = 'new';
    firebase.claims = { roles: ['junk_inquiry'], group: 'lab-2' };

    await expect(refreshIdToken()).resolves.toBe('new');

    expect(session.get()).toMatchObject({ token: 'new', roles: ['junk_inquiry'], group: 'lab-2' });
  });

  it('when Firebase has no user, then null and the session is left alone', async () => {
    firebase.signedInUid = null;
    await expect(refreshIdToken()).resolves.toBeNull();
    expect(session.get().user).toBeNull();
  });
});

describe('signOut', () => {
  it('clears the session and signs out of Firebase; the guard learns it was the user', async () => {
    session.signedIn(alice, 'token', { group: 'lab-1' });
    session.saveRedirectUrl('/manage/group');

    await signOut();

    expect(session.get()).toMatchObject({ user: null, token: null, group: null });
    expect(firebase.signOuts).toBe(1);
    expect(wasSignedOutByUser()).toBe(true);
  });

  it('when Firebase cannot sign out, then the session is cleared anyway and nothing rejects', async () => {
    session.signedIn(alice, 'token', {});
    firebase.failSignOut = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(signOut()).resolves.toBeUndefined();

    expect(session.get().user).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('a later sign-in ends the explicit sign-out', async () => {
    await signOut();
    session.signedIn(alice, 'token', {});
    expect(wasSignedOutByUser()).toBe(false);
  });
});
