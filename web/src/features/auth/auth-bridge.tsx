import { useEffect, type ReactNode } from 'react';
import { AuthProvider, DatabaseProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { env } from '../../lib/env';
import { getFirebase, syncSession } from '../../lib/firebase';
import { getAppDatabase } from '../../lib/firebase-database';
import { session } from '../../lib/session';

/**
 * Firebase Auth behind the app, loaded after the first render (see `auth-bridge-loader.tsx`). The
 * app renders from the persisted session; this confirms it, refreshes it on every ID token change
 * (sign-in, hourly refresh, a forced refresh after the `group` claim changed) or clears it.
 *
 * `children` render inside reactfire's providers (FirebaseApp, Auth and, when the Realtime Database
 * is available, Database): e.g. a notification subscription. Keep them lazily loaded too.
 */
export default function AuthBridge({ children }: { children?: ReactNode }) {
  const { app, auth } = getFirebase(env);
  const database = getAppDatabase(app, env);
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <SessionSync />
        {database ? <DatabaseProvider sdk={database}>{children}</DatabaseProvider> : children}
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/**
 * Mirrors reactfire's user into the session. `useUser` re-renders on every ID token change
 * (reactfire subscribes to `onIdTokenChanged`), and each change yields a new status object, so the
 * effect runs once per change. The claims are read from the user's current token here rather than
 * with reactfire's `useIdTokenResult`, which caches the first result per uid for the page's lifetime
 * (reactfire issue #380) and would miss a group change.
 */
function SessionSync() {
  const { auth } = getFirebase(env);
  const userStatus = useUser();

  useEffect(() => {
    if (userStatus.status !== 'success') return;
    const user = userStatus.data;
    if (!user) {
      if (session.get().user) session.signedOut();
      return;
    }
    let active = true;
    syncSession(user, {
      stillCurrent: () => active && auth.currentUser?.uid === user.uid,
    }).catch((error: unknown) => {
      // Offline, say: keep the session. A disabled or deleted account makes Firebase itself report
      // "signed out", which clears the session above.
      console.error('Reading the ID token failed', error);
    });
    return () => {
      active = false;
    };
  }, [userStatus, auth]);

  return null;
}
