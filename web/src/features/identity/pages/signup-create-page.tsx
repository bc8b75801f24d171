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
import { useLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSignUp } from '../api/account';
import { RequireSignedInWithoutProfile } from '../components/require-signed-in';
import { SignupPage } from '../components/signup-page';
import { ProfileFormFields } from '../components/profile-form-fields';
import { useTellGlobally } from '../components/tell-globally';
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
  const tellGlobally = useTellGlobally();
  const signingUp = useSignUp();

  const agreement = agreementOf(location.state);
  if (agreement === null) {
    return <Navigate to={paths.signupTerms.getHref()} replace />;
  }

  return (
    <SignupPage step="create">
      <p>{t('signup.create.lead')}</p>
      {user?.email && (
        <p className="signup__email">{t('signup.create.email', { email: user.email })}</p>
      )}
      <Formik<ProfileValues>
        initialValues={emptyProfileValues(user?.displayName ?? '', language)}
        validationSchema={schema}
        onSubmit={(values, helpers) => {
          helpers.setStatus(undefined);
          return signingUp.run(
            { input: toProfileInput(values), termsVersion: agreement.termsVersion },
            {
              // The done page saves the profile: saved here, it would make this page's guard send
              // the user to their account before the done page has loaded.
              onSuccess: (profile) =>
                navigate(paths.signupDone.getHref(), {
                  replace: true,
                  state: { profile } satisfies SignupDoneState,
                }),
              onError: (error) => {
                // The terms changed since step 1: read them again (and agree to the new version).
                if (isTermsChanged(error)) {
                  return navigate(paths.signupTerms.getHref(), {
                    state: { termsChanged: true } satisfies SignupTermsState,
                  });
                }
                if (onProfileFields(error)) applyServerErrors(error, helpers, PROFILE_FIELD_NAMES);
                else tellGlobally(error);
              },
            },
          );
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
    </SignupPage>
  );
}
