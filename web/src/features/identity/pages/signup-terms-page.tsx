import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireSignedInWithoutProfile } from '../components/require-signed-in';
import { SignupPage } from '../components/signup-page';

/** What /signup/create receives from the terms step (router state, never a query). */
export interface SignupState {
  agreeToTerms: true;
  /** The terms version shown and agreed to (the server refuses an outdated one). */
  termsVersion: number;
}

/** What /signup/create hands back when the terms changed while the user signed up. */
export interface SignupTermsState {
  termsChanged: true;
}

/** The terms' text, telling the page which terms version it shows. */
export type TermsSlot = (onVersion: (termsVersion: number) => void) => ReactNode;

/**
 * `/signup/terms`, step 1: the terms of use in a scroll box (`terms`: the text, which the router takes
 * from the static pages), links to the full terms and the privacy policy, and the agreement the
 * sign-up requires (spec section 5). The agreement waits for the text (and so its version).
 */
export function SignupTermsPage({ terms }: { terms: TermsSlot }) {
  return (
    <RequireSignedInWithoutProfile>
      <SignupTerms terms={terms} />
    </RequireSignedInWithoutProfile>
  );
}

function SignupTerms({ terms }: { terms: TermsSlot }) {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.terms.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [agreed, setAgreed] = useState(false);
  const [termsVersion, setTermsVersion] = useState<number | null>(null);
  const checkboxId = useId();
  const changed = (location.state as Partial<SignupTermsState> | null)?.termsChanged === true;

  return (
    <SignupPage step="terms">
      <p>{t('signup.terms.lead')}</p>
      {changed && (
        <p role="alert" className="state state--error">
          {t('signup.terms.changed')}
        </p>
      )}
      <div
        className="signup__terms"
        role="region"
        tabIndex={0}
        aria-label={t('signup.terms.boxLabel')}
      >
        {terms(setTermsVersion)}
      </div>
      <p>
        <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
          {t('signup.terms.openTerms')}
        </Link>
        {' · '}
        <Link to={paths.privacy.getHref()} target="_blank" rel="noopener">
          {t('signup.terms.openPrivacy')}
        </Link>
      </p>
      <div className="field field--checkbox">
        <input
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{t('signup.terms.agree')}</label>
      </div>
      <div className="form__actions">
        <button
          type="button"
          className="button"
          disabled={!agreed || termsVersion === null}
          onClick={() => {
            if (termsVersion === null) return;
            void navigate(paths.signupCreate.getHref(), {
              state: { agreeToTerms: true, termsVersion } satisfies SignupState,
            });
          }}
        >
          {t('signup.terms.next')}
        </button>
      </div>
    </SignupPage>
  );
}
