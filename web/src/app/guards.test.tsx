import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { session } from '../lib/session';
import { RequireSession } from './guards';
import { ALICE as alice } from '../testing/users';

vi.mock('../lib/auth', () => ({ wasSignedOutByUser: () => guard.signedOutByUser }));
const guard = vi.hoisted(() => ({ signedOutByUser: false }));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/login', element: <Where /> },
      {
        element: <RequireSession />,
        children: [{ path: '/manage/account', element: <p>account page</p> }],
      },
      {
        path: '/manage/group',
        element: (
          <RequireSession>
            <p>group page</p>
          </RequireSession>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  session.reset();
  guard.signedOutByUser = false;
});

afterEach(() => {
  session.reset();
});

describe('RequireSession', () => {
  it('when signed in, then the protected route renders (as a layout route)', () => {
    session.signedIn(alice, 'token', {});
    renderAt('/manage/account');
    expect(screen.getByText('account page')).toBeInTheDocument();
  });

  it('when signed in, then wrapped children render', () => {
    session.signedIn(alice, 'token', {});
    renderAt('/manage/group');
    expect(screen.getByText('group page')).toBeInTheDocument();
  });

  it('when signed out, then it goes to /login with the address as redirectUrl and saves it', async () => {
    const router = renderAt('/manage/account?tab=groups');

    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/login?redirectUrl=%2Fmanage%2Faccount%3Ftab%3Dgroups',
    );
    expect(screen.queryByText('account page')).not.toBeInTheDocument();
    expect(session.get().redirectUrl).toBe('/manage/account?tab=groups');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('when the session ends on a protected page, then it goes to /login', async () => {
    session.signedIn(alice, 'token', {});
    renderAt('/manage/group');
    expect(screen.getByText('group page')).toBeInTheDocument();

    session.signedOut();

    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/login?redirectUrl=%2Fmanage%2Fgroup',
    );
  });

  it('when the user signed out explicitly, then it goes home without a redirect URL', async () => {
    guard.signedOutByUser = true;
    renderAt('/manage/group');

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(session.get().redirectUrl).toBeNull();
  });
});
