import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { AuthBridgeLoader } from './auth-bridge-loader';
import { ALICE as alice } from '../../testing/users';

const loader = vi.hoisted(() => ({ firebaseLoaded: false }));

vi.mock('../../lib/firebase-loader', () => ({ useFirebaseLoaded: () => loader.firebaseLoaded }));
vi.mock('./auth-bridge', () => ({ default: () => <p>bridge</p> }));
// A failed chunk load must not reload the page in tests.
vi.mock('../../lib/chunk-reload', () => ({ loadChunk: <T,>(load: () => Promise<T>) => load() }));

beforeEach(() => {
  session.reset();
  loader.firebaseLoaded = false;
});

afterEach(() => {
  session.reset();
});

/** Lets the idle callback (a timer in jsdom) and the lazy import run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('AuthBridgeLoader', () => {
  it('when nobody is signed in and Firebase is not loaded, then the bridge is not loaded', async () => {
    render(<AuthBridgeLoader />);
    await settle();
    expect(screen.queryByText('bridge')).not.toBeInTheDocument();
  });

  it('when the persisted session has a user, then the bridge loads after the first render', async () => {
    session.signedIn(alice, 'token', {});
    render(<AuthBridgeLoader />);
    expect(screen.queryByText('bridge')).not.toBeInTheDocument();

    await settle();

    expect(await screen.findByText('bridge')).toBeInTheDocument();
  });

  it('when Firebase was loaded by someone (the login page), then the bridge loads', async () => {
    loader.firebaseLoaded = true;
    render(<AuthBridgeLoader />);
    await settle();
    expect(await screen.findByText('bridge')).toBeInTheDocument();
  });
});
