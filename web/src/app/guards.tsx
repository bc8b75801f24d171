import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { wasSignedOutByUser } from '../lib/auth';
import { paths } from '../lib/paths';
import { session, useSession } from '../lib/session';

/**
 * The route guard (spec section 6). Every route that is not anonymous (`paths.X.anonymous !== true`;
 * for a concrete address, `isAnonymousPath(pathname)` in `lib/paths.ts`) renders inside
 * `<RequireSession>`, either as the parent layout route of the protected routes:
 *
 *   { element: <RequireSession />, children: [ ...protected routes ] }   // renders <Outlet />
 *
 * or around one element: `<RequireSession><AccountPage /></RequireSession>`.
 *
 * Without a session the user goes to /login?redirectUrl=<path and query>, and the same address is
 * saved in the session (`session.saveRedirectUrl`), so the login page returns there afterwards.
 * After an explicit sign-out (`lib/auth.ts` `signOut()`) the user goes home instead.
 *
 * The guard follows the session, which the auth bridge keeps in step with the ID token the server
 * issued; the server checks every call again, so the guard is about navigation, not security.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (user) return children ?? <Outlet />;
  if (wasSignedOutByUser()) return <Navigate to={paths.home.getHref()} replace />;
  return <RedirectToLogin />;
}

function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const target = `${pathname}${search}`;
  useEffect(() => {
    session.saveRedirectUrl(target);
  }, [target]);
  return <Navigate to={paths.login.getHref(target)} replace />;
}
