import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { MeResponse } from '../../../lib/me-api';
import { paths } from '../../../lib/paths';
import { session, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isSafeRedirect } from '../../../lib/redirect-target';
import { SignupPage } from '../components/signup-page';

/** What /signup/done receives from the create step (router state). */
export interface SignupDoneState {
  profile: MeResponse;
}

function isSignupDoneState(state: unknown): state is SignupDoneState {
  return typeof state === 'object' && state !== null && 'profile' in state;
}

/**
 * `/signup/done`, step 3: welcome, and where to go next: back to the page that sent the user to log
 * in (if any), their account, or a group.
 */
export function SignupDonePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.done.title'));
  const { state } = useLocation();
  const signedUp = isSignupDoneState(state) ? state.profile : null;
  // The profile the sign-up answered becomes the session's (see the create page).
  useEffect(() => {
    if (signedUp !== null && session.get().user?.uid === signedUp.user.id) {
      session.setProfile(signedUp);
    }
  }, [signedUp]);
  const { user, profile, redirectUrl } = useSession();
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  const next = redirectUrl !== null && isSafeRedirect(redirectUrl) ? redirectUrl : null;

  return (
    <SignupPage step="done">
      <p role="status">
        {t('signup.done.message', { name: (profile ?? signedUp)?.user.name ?? '' })}
      </p>
      <p>{t('signup.done.groups')}</p>
      <div className="form__actions">
        {next !== null && (
          <Link className="button" to={next} onClick={() => session.takeRedirectUrl()}>
            {t('signup.done.continue')}
          </Link>
        )}
        <Link
          className={next === null ? 'button' : 'button button--secondary'}
          to={paths.home.getHref()}
        >
          {t('signup.done.home')}
        </Link>
        <Link className="button button--secondary" to={paths.account.getHref()}>
          {t('signup.done.account')}
        </Link>
        <Link className="button button--secondary" to={paths.accountJoin.getHref()}>
          {t('signup.done.join')}
        </Link>
      </div>
    </SignupPage>
  );
}
