import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/**
 * The sign-up pages are open to visitors (spec section 6) but need a Firebase user to sign up: a
 * visitor goes to /login first (which brings a user without a profile back to /signup/terms), and a
 * user who has signed up already goes to their account page.
 */
export function RequireSignedInWithoutProfile({ children }: { children: ReactNode }) {
  const { user, profile } = useSession();
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  if (profile) return <Navigate to={paths.account.getHref()} replace />;
  return children;
}
