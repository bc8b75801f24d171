import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireSignedInWithoutProfile } from '../components/require-signed-in';
import { SignupSteps } from '../components/signup-steps';

/** What /signup/create receives from the terms step (router state, never a query). */
export interface SignupState {
  agreeToTerms: true;
}

/**
 * `/signup/terms`, step 1: the terms of use in a scroll box (`terms`: the text, which the router takes
 * from the static pages), links to the full terms and the privacy policy, and the agreement the
 * sign-up requires (spec section 5).
 */
export function SignupTermsPage({ terms }: { terms: ReactNode }) {
  return (
    <RequireSignedInWithoutProfile>
      <SignupTerms terms={terms} />
    </RequireSignedInWithoutProfile>
  );
}

function SignupTerms({ terms }: { terms: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.terms.title'));
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();

  return (
    <section className="page signup" aria-labelledby="signup-terms-heading">
      <h1 id="signup-terms-heading" className="page__title">
        {t('signup.terms.title')}
      </h1>
      <SignupSteps current="terms" />
      <p>{t('signup.terms.lead')}</p>
      <div
        className="signup__terms"
        role="region"
        tabIndex={0}
        aria-label={t('signup.terms.boxLabel')}
      >
        {terms}
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
          disabled={!agreed}
          onClick={() =>
            void navigate(paths.signupCreate.getHref(), {
              state: { agreeToTerms: true } satisfies SignupState,
            })
          }
        >
          {t('signup.terms.next')}
        </button>
      </div>
    </section>
  );
}
