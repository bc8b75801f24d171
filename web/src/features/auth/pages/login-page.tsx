import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '../../../lib/env';
import { loadFirebase } from '../../../lib/firebase-loader';
import { useLanguage } from '../../../lib/i18n';
import { session, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmulatorSignIn } from '../components/emulator-sign-in';
import { redirectTarget } from '../redirect-target';
import {
  signInWithEmulatorGoogleAccount,
  signInWithGoogle,
  type SignInFailure,
  type SignInResult,
} from '../sign-in';
import './login-page.css';

type LoginState =
  { status: 'idle' } | { status: 'signingIn' } | { status: 'failed'; reason: SignInFailure };

/**
 * `/login`: Google sign-in. Once a session exists (just signed in, or already signed in when the
 * page opened) the user goes to `redirectUrl` from the query, else to the redirect URL saved in the
 * session, else home (see `redirectTarget`). E-mail link sign-in, the campus domain check and
 * sign-up come with the identity feature, as further parts of this page.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('login.title'));
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  const left = useRef(false);
  const queryRedirect = searchParams.get('redirectUrl');

  // Makes Firebase ready before the click (the popup must open straight from it) and lets the auth
  // bridge start, which also notices a user Firebase still remembers.
  useEffect(() => {
    loadFirebase().catch((error: unknown) => console.error('Loading Firebase failed', error));
  }, []);

  useEffect(() => {
    if (!user || left.current) return;
    left.current = true; // once, also under StrictMode's repeated effects
    const target = redirectTarget(queryRedirect, session.get().redirectUrl);
    session.takeRedirectUrl();
    void navigate(target, { replace: true });
  }, [user, queryRedirect, navigate]);

  async function run(signIn: () => Promise<SignInResult>) {
    setState({ status: 'signingIn' });
    const result = await signIn();
    if (result.status === 'failed') setState({ status: 'failed', reason: result.reason });
    else if (result.status === 'cancelled') setState({ status: 'idle' });
    // Signed in: the effect above leaves the page.
  }

  const busy = state.status === 'signingIn' || user !== null;

  return (
    <section className="page login" aria-labelledby="login-heading">
      <h1 id="login-heading" className="page__title">
        {t('login.title')}
      </h1>
      {queryRedirect !== null && <p className="login__notice">{t('login.redirectNotice')}</p>}
      <p>{t('login.explanation')}</p>
      <button
        type="button"
        className="button login__google"
        onClick={() => void run(() => signInWithGoogle(language))}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('login.signingIn') : t('login.google')}
      </button>
      {state.status === 'failed' && (
        <div role="alert" className="state state--error login__error">
          <p>{t(`login.errors.${state.reason}`)}</p>
        </div>
      )}
      {env.useEmulators && (
        <EmulatorSignIn
          disabled={busy}
          onSignIn={(email) => void run(() => signInWithEmulatorGoogleAccount(email))}
        />
      )}
    </section>
  );
}
