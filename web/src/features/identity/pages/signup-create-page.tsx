import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  applyServerErrors,
  ErrorSummary,
  FormActions,
  FormMessage,
} from '../../../components/form';
import { useGlobalErrors } from '../../../lib/global-errors';
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signUp } from '../api/account';
import { RequireSignedInWithoutProfile } from '../components/require-signed-in';
import { SignupSteps } from '../components/signup-steps';
import { ProfileFormFields } from '../components/profile-form-fields';
import {
  emptyProfileValues,
  onProfileFields,
  PROFILE_FIELD_NAMES,
  profileSchema,
  toProfileInput,
  type ProfileValues,
} from '../profile-values';
import type { SignupDoneState } from './signup-done-page';
import type { SignupState, SignupTermsState } from './signup-terms-page';
import { TERMS_CHANGED } from '@campus/model/error-codes';
import { hasErrorCode } from '../../../lib/api-client';

/** The agreement of step 1 (with the terms version shown), or null when there is none. */
/** The terms changed since step 1 (409 `terms_changed`): the user reads and agrees again. */
function isTermsChanged(error: unknown): boolean {
  return hasErrorCode(error, TERMS_CHANGED);
}

function agreementOf(state: unknown): SignupState | null {
  const agreement = state as Partial<SignupState> | null;
  return agreement?.agreeToTerms === true && typeof agreement.termsVersion === 'number'
    ? { agreeToTerms: true, termsVersion: agreement.termsVersion }
    : null;
}

/**
 * `/signup/create`, step 2: the sign-up fields (spec section 3). Without the agreement of step 1
 * (e.g. opened directly) the user goes back to the terms. The server validates again; its field
 * errors show on the fields.
 */
export function SignupCreatePage() {
  return (
    <RequireSignedInWithoutProfile>
      <SignupCreate />
    </RequireSignedInWithoutProfile>
  );
}

function SignupCreate() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('signup.create.title'));
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const schema = useMemo(() => profileSchema(t), [t]);
  const run = useGlobalErrors();

  const agreement = agreementOf(location.state);
  if (agreement === null) {
    return <Navigate to={paths.signupTerms.getHref()} replace />;
  }

  return (
    <section className="page signup" aria-labelledby="signup-create-heading">
      <h1 id="signup-create-heading" className="page__title">
        {t('signup.create.title')}
      </h1>
      <SignupSteps current="create" />
      <p>{t('signup.create.lead')}</p>
      {user?.email && (
        <p className="signup__email">{t('signup.create.email', { email: user.email })}</p>
      )}
      <Formik<ProfileValues>
        initialValues={emptyProfileValues(user?.displayName ?? '', language)}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const signedUp = await run(() => signUp(toProfileInput(values), agreement.termsVersion), {
            handles: (error) => onProfileFields(error) || isTermsChanged(error),
          });
          if (!signedUp.ok) {
            if (signedUp.told) return;
            // The terms changed since step 1: read them again (and agree to the new version).
            if (isTermsChanged(signedUp.error)) {
              await navigate(paths.signupTerms.getHref(), {
                state: { termsChanged: true } satisfies SignupTermsState,
              });
              return;
            }
            applyServerErrors(signedUp.error, helpers, PROFILE_FIELD_NAMES);
            return;
          }
          // The done page saves the profile: saved here, it would make this page's guard send
          // the user to their account before the done page has loaded.
          await navigate(paths.signupDone.getHref(), {
            replace: true,
            state: { profile: signedUp.value } satisfies SignupDoneState,
          });
        }}
      >
        {() => (
          <Form className="form" noValidate>
            <ErrorSummary />
            <ProfileFormFields />
            <FormMessage />
            <FormActions
              submitLabel={t('signup.create.submit')}
              cancel={{
                label: t('signup.create.back'),
                onClick: () => void navigate(paths.signupTerms.getHref()),
              }}
            />
          </Form>
        )}
      </Formik>
    </section>
  );
}
