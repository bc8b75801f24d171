import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { hasErrorCode } from '../../../lib/api-client';
import { signOut } from '../../../lib/auth';
import { env } from '../../../lib/env';
import { loadFirebase } from '../../../lib/firebase-loader';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { session, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EMAIL_NOT_VERIFIED, UNAVAILABLE_EMAIL } from '@campus/model/error-codes';
import { loadProfile } from '../../../lib/profile';
import { ConfirmLinkEmail, EmailLinkSignIn } from '../components/email-link-sign-in';
import { EmulatorSignIn } from '../components/emulator-sign-in';
import { redirectTarget } from '../../../lib/redirect-target';
import {
  emulatorSignInLink,
  isEmailLink,
  sendEmailLink,
  signInWithEmulatorGoogleAccount,
  signInWithGoogle,
  signInWithLink,
  type SignInFailure,
  type SignInResult,
} from '../sign-in';
import './login-page.css';

type LoginFailure = Exclude<SignInFailure, 'unavailableEmail'> | 'profile';

type LoginState =
  | { status: 'idle' }
  | { status: 'signingIn' }
  /** Signed in; the profile is being fetched. */
  | { status: 'loadingProfile' }
  | { status: 'failed'; reason: LoginFailure };

/**
 * `/login`: Google sign-in and sign-in by e-mail link (also where the link leads back to). Once a
 * session exists (just signed in, or already signed in when the page opened) the profile is fetched
 * (spec section 7): a user who has not signed up goes to /signup/terms (the destination is kept in
 * the session for the sign-up's done page), everyone else to `redirectUrl` from the query, else the
 * redirect URL saved in the session, else home. An address
 * the server refuses (outside the campus domain) gets the 'unavailable e-mail' dialog, an unverified
 * one (a password account, never one of ours) a message to use Google or a link; any other
 * failed profile fetch ends the session here, like a 401 (spec section 8).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('login.title'));
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<LoginState>({ status: 'idle' });
  const [unavailable, setUnavailable] = useState(false);
  const entered = useRef<string | null>(null);
  const queryRedirect = searchParams.get('redirectUrl');

  // Makes Firebase ready before the click (the popup must open straight from it) and lets the auth
  // bridge start, which also notices a user Firebase still remembers.
  useEffect(() => {
    loadFirebase().catch((error: unknown) => console.error('Loading Firebase failed', error));
  }, []);

  // Opened from a sign-in link: finish signing in (asking for the address when this browser does not
  // know it), then drop the link's one-time code from the address bar.
  const { pathname, search } = useLocation();
  const [arrivalLink] = useState(() => {
    const href = `${window.location.origin}${pathname}${search}`;
    return isEmailLink(href) ? href : null;
  });
  /** A sign-in link opened in a browser that does not know the address it was sent to. */
  const [pendingLink, setPendingLink] = useState(() =>
    arrivalLink !== null && session.get().emailForSignIn === null ? arrivalLink : null,
  );
  useEffect(() => {
    if (arrivalLink === null) return;
    void navigate(paths.login.getHref(queryRedirect ?? undefined), { replace: true });
    const email = session.get().emailForSignIn;
    if (email !== null) void run(() => signInWithLink(email, arrivalLink));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!user || entered.current === user.uid) return;
    entered.current = user.uid; // once per user, also under StrictMode's repeated effects
    setState({ status: 'loadingProfile' });
    loadProfile().then(
      (result) => {
        const target = redirectTarget(queryRedirect, session.get().redirectUrl);
        if (result.status === 'notSignedUp') {
          // The whole sign-up keeps the destination; its done page offers the way back.
          if (target !== paths.home.getHref()) session.saveRedirectUrl(target);
          void navigate(paths.signupTerms.getHref(), { replace: true });
          return;
        }
        session.takeRedirectUrl();
        void navigate(target, { replace: true });
      },
      async (error: unknown) => {
        console.error('Fetching the profile failed', error);
        entered.current = null;
        await signOut();
        if (hasErrorCode(error, UNAVAILABLE_EMAIL)) {
          setUnavailable(true);
          setState({ status: 'idle' });
        } else if (hasErrorCode(error, EMAIL_NOT_VERIFIED)) {
          setState({ status: 'failed', reason: 'emailNotVerified' });
        } else {
          setState({ status: 'failed', reason: 'profile' });
        }
      },
    );
  }, [user, queryRedirect, navigate]);

  async function run(signIn: () => Promise<SignInResult>) {
    setState({ status: 'signingIn' });
    const result = await signIn();
    if (result.status === 'failed') {
      if (result.reason === 'unavailableEmail') {
        setUnavailable(true);
        setState({ status: 'idle' });
      } else {
        setState({ status: 'failed', reason: result.reason });
      }
    } else if (result.status === 'cancelled') {
      setState({ status: 'idle' });
    }
    // Signed in: the effect above fetches the profile and leaves the page.
  }

  async function send(email: string): Promise<boolean> {
    const result = await sendEmailLink(email, language, queryRedirect);
    if (result.status === 'sent') {
      setState({ status: 'idle' });
      return true;
    }
    // An address outside the campus: no link was sent, and the dialog says which addresses work.
    if (result.reason === 'unavailableEmail') {
      setUnavailable(true);
      setState({ status: 'idle' });
    } else {
      setState({ status: 'failed', reason: result.reason });
    }
    return false;
  }

  async function openEmulatorLink(email: string): Promise<boolean> {
    const link = await emulatorSignInLink(email).catch(() => null);
    if (link === null) return false;
    window.location.assign(link);
    return true;
  }

  const busy = state.status === 'signingIn' || state.status === 'loadingProfile' || user !== null;

  return (
    <section className="page login" aria-labelledby="login-heading">
      <h1 id="login-heading" className="page__title">
        {t('login.title')}
      </h1>
      {queryRedirect !== null && <p className="login__notice">{t('login.redirectNotice')}</p>}
      {pendingLink !== null ? (
        <ConfirmLinkEmail
          disabled={busy}
          onSubmit={(email) => {
            const link = pendingLink;
            setPendingLink(null);
            void run(() => signInWithLink(email, link));
          }}
        />
      ) : (
        <>
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
        </>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="state state--error login__error">
          <p>{t(`login.errors.${state.reason}`)}</p>
        </div>
      )}
      {pendingLink === null && (
        <EmailLinkSignIn
          disabled={busy}
          onSend={send}
          {...(env.useEmulators ? { onOpenEmulatorLink: openEmulatorLink } : {})}
        />
      )}
      {env.useEmulators && pendingLink === null && (
        <EmulatorSignIn
          disabled={busy}
          onSignIn={(email) => void run(() => signInWithEmulatorGoogleAccount(email))}
        />
      )}
      <ConfirmDialog
        open={unavailable}
        acknowledgeOnly
        title={t('login.unavailable.title')}
        onConfirm={() => setUnavailable(false)}
        onCancel={() => setUnavailable(false)}
      >
        <p>{t('login.unavailable.message')}</p>
      </ConfirmDialog>
    </section>
  );
}
