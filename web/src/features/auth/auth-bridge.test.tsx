import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import AuthBridge from './auth-bridge';

interface FakeUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
  getIdTokenResult: () => Promise<{ token: string; claims: Record<string, unknown> }>;
}

// reactfire's useUser, driven by the test: each emission is a new status object, as in reactfire.
const fake = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const state = {
    status: { status: 'loading', data: undefined } as { status: string; data: unknown },
    currentUser: null as unknown,
    database: null as unknown,
    emit(user: unknown) {
      state.currentUser = user;
      state.status = { status: 'success', data: user };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return state;
});

vi.mock('reactfire', () => {
  const Pass = ({ children }: { children?: ReactNode }) => children;
  return {
    FirebaseAppProvider: Pass,
    AuthProvider: Pass,
    DatabaseProvider: ({ children }: { children?: ReactNode }) => (
      <div data-testid="database">{children}</div>
    ),
    useUser: () => useSyncExternalStore(fake.subscribe, () => fake.status),
  };
});

vi.mock('../../lib/firebase', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/firebase')>()),
  getFirebase: () => ({
    app: {},
    auth: {
      get currentUser() {
        return fake.currentUser;
      },
    },
  }),
}));

vi.mock('../../lib/firebase-database', () => ({ getAppDatabase: () => fake.database }));

function user(uid: string, token: string, claims: Record<string, unknown> = {}): FakeUser {
  return {
    uid,
    displayName: 'Alice',
    email: 'alice@example.ac.jp',
    photoURL: null,
    getIdTokenResult: () => Promise.resolve({ token, claims }),
  };
}

beforeEach(() => {
  session.reset();
  fake.status = { status: 'loading', data: undefined };
  fake.currentUser = null;
  fake.database = null;
});

afterEach(() => {
  session.reset();
});

describe('AuthBridge', () => {
  it('while Firebase restores its state, the persisted session is left as it is', () => {
    session.signedIn(user('u1', 'stored'), 'stored', { group: 'lab-1' });
    render(<AuthBridge />);
    expect(session.get()).toMatchObject({ token: 'stored', group: 'lab-1' });
  });

  it('when Firebase reports a user, then the session gets the user, token and claims', async () => {
    render(<AuthBridge />);

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

  it('when the ID token changes (e.g. after a group change), then the new claims replace the old', async () => {
    render(<AuthBridge />);
    act(() => fake.emit(user('u1', 't1', { group: 'lab-1' })));
    await vi.waitFor(() => expect(session.get().token).toBe('t1'));

    act(() => fake.emit(user('u1', 't2', {})));

    await vi.waitFor(() => expect(session.get()).toMatchObject({ token: 't2', group: null }));
  });

  it('when Firebase reports no user, then a persisted session is cleared', async () => {
    session.signedIn(user('u1', 'stored'), 'stored', {});
    render(<AuthBridge />);

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
    render(<AuthBridge />);
    act(() => fake.emit(slow));

    fake.currentUser = null; // signed out meanwhile
    release();
    await act(() => Promise.resolve());

    expect(session.get().user).toBeNull();
  });

  it('renders its children inside the Database provider only when RTDB is available', () => {
    const { unmount } = render(
      <AuthBridge>
        <p>counters</p>
      </AuthBridge>,
    );
    expect(screen.getByText('counters')).toBeInTheDocument();
    expect(screen.queryByTestId('database')).not.toBeInTheDocument();
    unmount();

    fake.database = {};
    render(
      <AuthBridge>
        <p>counters</p>
      </AuthBridge>,
    );
    expect(screen.getByTestId('database')).toHaveTextContent('counters');
  });
});
