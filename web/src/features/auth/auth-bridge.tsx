import { useEffect, type ReactNode } from 'react';
import { onIdTokenChanged } from 'firebase/auth';
import { AuthProvider, DatabaseProvider, FirebaseAppProvider } from 'reactfire';
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
 * Mirrors Firebase's ID token reports into the session: Firebase reports the user once its state is
 * restored, then on every sign-in, hourly refresh, forced refresh (after the `group` claim changed)
 * and sign-out. Each report reads the token and its claims once; a newer report supersedes a read
 * still in flight.
 *
 * It subscribes to Firebase itself rather than through reactfire's `useUser`: while Firebase has
 * restored the user but not yet reported it, `useUser` answers a new status object on every
 * render, so an effect keyed on it read the token on every render, and each read changed the
 * session, which rendered again. That loop ran in microtasks and froze the page (issue 15). The
 * claims are read from the user's token here rather than with reactfire's `useIdTokenResult`,
 * which caches the first result per uid for the page's lifetime (reactfire issue #380).
 */
function SessionSync() {
  useEffect(() => {
    const { auth } = getFirebase(env);
    let latest = 0;
    const stop = onIdTokenChanged(auth, (user) => {
      const report = ++latest;
      if (!user) {
        if (session.get().user) session.signedOut();
        return;
      }
      syncSession(user, {
        stillCurrent: () => report === latest && auth.currentUser?.uid === user.uid,
      }).catch((error: unknown) => {
        // Offline, say: keep the session. A disabled or deleted account makes Firebase itself report
        // "signed out", which clears the session above.
        console.error('Reading the ID token failed', error);
      });
    });
    return () => {
      latest += 1; // a read still in flight is dropped
      stop();
    };
  }, []);

  return null;
}
