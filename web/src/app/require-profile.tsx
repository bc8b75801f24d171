import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from './layouts/default-layout';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { loadProfile } from '../lib/profile';

/**
 * Inside `RequireSession`, around the manage and chat layouts: the pages there need the profile.
 * When the session has none (e.g. it was stored before a sign-up elsewhere) it is fetched; a user who
 * has not signed up goes to /signup/terms, and a failed fetch goes to /login like a 401 (spec
 * section 8; the login page fetches again and explains). `?group=<id>` is `GroupParam`'s, on every
 * page.
 */
export function RequireProfile() {
  const { user, profile } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const uid = user?.uid;
  const hasProfile = profile !== null;

  useEffect(() => {
    if (uid === undefined || hasProfile) return;
    let active = true;
    loadProfile().then(
      (result) => {
        if (active && result.status === 'notSignedUp') {
          void navigate(paths.signupTerms.getHref(), { replace: true });
        }
      },
      (error: unknown) => {
        console.error('Fetching the profile failed', error);
        if (active) void navigate(paths.login.getHref(`${pathname}${search}`), { replace: true });
      },
    );
    return () => {
      active = false;
    };
    // Fetched once per user without a profile, not again on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, hasProfile]);

  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  if (!profile) return <PageLoading />;
  return <Outlet />;
}
