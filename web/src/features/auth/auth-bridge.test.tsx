import { act, render, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, useSession, type SessionUser } from '../../lib/session';
import AuthBridge from './auth-bridge';

interface FakeUser extends SessionUser {
  getIdTokenResult: () => Promise<{ token: string; claims: Record<string, unknown> }>;
}

/**
 * A Firebase Auth driven by the test, under the real reactfire providers: `emit` reports a user (or
 * null) to the ID token listeners, as Firebase does after restoring its state, on sign-in, on each
 * token refresh and on sign-out.
 */
const fake = vi.hoisted(() => {
  const listeners = new Set<(user: unknown) => void>();
  const app = { name: '[DEFAULT]', options: {}, automaticDataCollectionEnabled: false };
  const auth = {
    app,
    name: '[DEFAULT]',
    currentUser: null as unknown,
    onIdTokenChanged(next: (user: unknown) => void) {
      listeners.add(next);
      return () => listeners.delete(next);
    },
  };
  return {
    app,
    auth,
    database: null as unknown,
    emit(user: unknown) {
      auth.currentUser = user;
      for (const listener of [...listeners]) listener(user);
    },
    reset() {
      listeners.clear();
      auth.currentUser = null;
    },
  };
});

vi.mock('../../lib/firebase', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/firebase')>()),
  getFirebase: () => ({ app: fake.app, auth: fake.auth }),
}));

vi.mock('../../lib/firebase-database', () => ({ getAppDatabase: () => fake.database }));

vi.mock('reactfire', async (importActual) => ({
  ...(await importActual<typeof import('reactfire')>()),
  DatabaseProvider: ({ children }: { children?: ReactNode }) => (
    <div data-testid="database">{children}</div>
  ),
}));

/** The bridge as the app renders it: its parent re-renders on every session change. */
function BridgeInApp({ children }: { children?: ReactNode }) {
  useSession();
  return <AuthBridge>{children}</AuthBridge>;
}

/** Alice's Google sign-in, as Firebase lists it in `providerData`. */
const GOOGLE = {
  providerId: 'google.com',
  uid: 'g-1234',
  displayName: 'Alice',
  email: 'alice@example.ac.jp',
  phoneNumber: null,
  photoURL: 'https://lh3.example/alice.png',
};

function user(uid: string, token: string, claims: Record<string, unknown> = {}): FakeUser {
  return {
    uid,
    displayName: 'Alice',
    email: 'alice@example.ac.jp',
    emailVerified: true,
    photoURL: null,
    providerData: [GOOGLE],
    getIdTokenResult: () => Promise.resolve({ token, claims }),
  };
}

beforeEach(() => {
  session.reset();
  fake.reset();
  fake.database = null;
  // reactfire keeps its observables for the page's lifetime; each test is a new page.
  (
    globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> }
  )._reactFirePreloadedObservables?.clear();
});

afterEach(() => {
  session.reset();
});

describe('AuthBridge', () => {
  it('while Firebase restores its state, the persisted session is left as it is', () => {
    session.signedIn(user('u1', 'stored'), 'stored', { group: 'lab-1' });
    render(<BridgeInApp />);
    expect(session.get()).toMatchObject({ token: 'stored', group: 'lab-1' });
  });

  it('when Firebase reports a user, then the session gets the user, token and claims', async () => {
    render(<BridgeInApp />);

    act(() => fake.emit(user('u1', 't1', { roles: ['external_funds'], group: 'lab-1' })));

    await vi.waitFor(() =>
      expect(session.get()).toMatchObject({
        user: { uid: 'u1', email: 'alice@example.ac.jp' },
        token: 't1',
        roles: ['external_funds'],
        group: 'lab-1',
      }),
    );
  });

  it('when Firebase reports a user, then the session keeps the auth user of spec section 3, and only that', async () => {
    render(<BridgeInApp />);

    act(() => fake.emit(user('u1', 't1')));

    await vi.waitFor(() => expect(session.get().token).toBe('t1'));
    expect(session.get().user).toEqual({
      uid: 'u1',
      displayName: 'Alice',
      email: 'alice@example.ac.jp',
      emailVerified: true,
      photoURL: null,
      providerData: [GOOGLE],
    });
  });

  it('when the address becomes verified, then the session follows', async () => {
    render(<BridgeInApp />);
    act(() => fake.emit({ ...user('u1', 't1'), emailVerified: false }));
    await vi.waitFor(() => expect(session.get().user?.emailVerified).toBe(false));

    act(() => fake.emit(user('u1', 't1')));

    await vi.waitFor(() => expect(session.get().user?.emailVerified).toBe(true));
  });

  it('when the ID token changes (e.g. after a group change), then the new claims replace the old', async () => {
    render(<BridgeInApp />);
    act(() => fake.emit(user('u1', 't1', { group: 'lab-1' })));
    await vi.waitFor(() => expect(session.get().token).toBe('t1'));

    act(() => fake.emit(user('u1', 't2', {})));

    await vi.waitFor(() => expect(session.get()).toMatchObject({ token: 't2', group: null }));
  });

  it('when Firebase reports no user, then a persisted session is cleared', async () => {
    session.signedIn(user('u1', 'stored'), 'stored', {});
    render(<BridgeInApp />);

    act(() => fake.emit(null));

    await vi.waitFor(() => expect(session.get().user).toBeNull());
  });

  it('when the user signed out before the token arrived, then the late token is dropped', async () => {
    let release: () => void = () => {};
    const slow: FakeUser = {
      ...user('u1', 'late'),
      getIdTokenResult: () =>
        new Promise((resolve) => (release = () => resolve({ token: 'late', claims: {} }))),
    };
    render(<BridgeInApp />);
    act(() => fake.emit(slow));

    fake.auth.currentUser = null; // signed out meanwhile
    release();
    await act(() => Promise.resolve());

    expect(session.get().user).toBeNull();
  });

  it('when Firebase has restored the user but not reported it yet, then session changes do not read the token again and again', async () => {
    // Firebase restores the signed-in user (currentUser) before its first ID token report. Reading
    // the token on every render then looped: each read changed the session, the session change
    // re-rendered the bridge, and the page's main thread never got free (issue 15, CI flake).
    let reads = 0;
    const restored: FakeUser = {
      ...user('u1', 't1', { group: 'lab-1' }),
      getIdTokenResult: () => {
        reads += 1;
        // Past a few reads this is the loop: stop it, so that the test fails instead of hanging.
        return reads > 5 ? new Promise(() => {}) : Promise.resolve({ token: 't1', claims: {} });
      },
    };
    fake.auth.currentUser = restored;
    session.signedIn(restored, 'stored', { group: 'lab-1' });
    render(<BridgeInApp />);

    await act(async () => {
      session.setProfile(null);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(reads).toBe(0);
    expect(session.get()).toMatchObject({ token: 'stored', group: 'lab-1' });

    act(() => fake.emit(restored));
    await vi.waitFor(() => expect(session.get().token).toBe('t1'));
    expect(reads).toBe(1);
  });

  it('renders its children inside the Database provider only when RTDB is available', () => {
    const { unmount } = render(
      <BridgeInApp>
        <p>counters</p>
      </BridgeInApp>,
    );
    expect(screen.getByText('counters')).toBeInTheDocument();
    expect(screen.queryByTestId('database')).not.toBeInTheDocument();
    unmount();

    fake.database = {};
    render(
      <BridgeInApp>
        <p>counters</p>
      </BridgeInApp>,
    );
    expect(screen.getByTestId('database')).toHaveTextContent('counters');
  });
});
