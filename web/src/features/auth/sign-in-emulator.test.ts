import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { signInWithEmulatorGoogleAccount } from './sign-in';

// The Firebase SDK calls the sign-in makes, replaced: what matters is the fake Google ID token the
// Auth emulator accepts, and that the session gets the user.
const calls = vi.hoisted(() => ({ idTokens: [] as string[] }));

vi.mock('firebase/auth', async (importActual) => {
  const actual = await importActual<typeof import('firebase/auth')>();
  return {
    ...actual,
    signInWithCredential: (_auth: unknown, credential: { idToken?: string }) => {
      calls.idTokens.push(credential.idToken ?? '');
      const user = {
        uid: 'demo-hanako',
        displayName: '山田 花子',
        email: 'hanako.yamada@campus.example.ac.jp',
        emailVerified: true,
        photoURL: null,
        providerData: [],
        getIdTokenResult: () => Promise.resolve({ token: 'emulator-token', claims: {} }),
      };
      return Promise.resolve({ user });
    },
  };
});

vi.mock('../../lib/firebase', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/firebase')>()),
  getFirebase: () => ({ app: {}, auth: { currentUser: { uid: 'demo-hanako' } } }),
}));

afterEach(() => {
  session.reset();
});

describe('signInWithEmulatorGoogleAccount', () => {
  it('signs in with an unsigned Google ID token for the address and stores the session', async () => {
    await expect(
      signInWithEmulatorGoogleAccount(' Hanako.Yamada@campus.example.ac.jp '),
    ).resolves.toEqual({ status: 'signedIn' });

    expect(calls.idTokens.map((token) => JSON.parse(token) as unknown)).toEqual([
      {
        sub: 'emulator-hanako.yamada@campus.example.ac.jp',
        email: 'hanako.yamada@campus.example.ac.jp',
        email_verified: true,
      },
    ]);
    expect(session.get()).toMatchObject({ user: { uid: 'demo-hanako' }, token: 'emulator-token' });
  });
});
