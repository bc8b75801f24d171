import type { RegistrationSettings } from '@campus/model/outside-user-types';
import type { FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  CheckboxField,
  InputField,
  PageForm,
  TextField,
  wholeNumber,
} from '../../../components/form';
import { showToast } from '../../../lib/toasts';
import { lenderErrorKey } from '../api/errors';
import { useSaveRegistrationSettings } from '../api/save-registration-settings';
import {
  OUTSIDE_USER_LIMITS,
  REGISTRATION_SETTINGS_FIELDS,
  registrationSettingsSchema,
  registrationSettingsValuesOf,
  toRegistrationSettings,
  type RegistrationSettingsValues,
} from './outside-user-values';

/**
 * The lender's yearly registration (年度利用登録) of users from outside the campus: whether they
 * must register for each fiscal year before booking, the fee billed once a year, and the terms they
 * agree to. The server's field problems show on their fields; once saved, a toast says so.
 */
export function RegistrationSettingsForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation();
  const headingId = useId();
  const schema = useMemo(() => registrationSettingsSchema(t), [t]);
  // Formik takes its initial values once: the settings loaded when the page opened.
  const [initialValues] = useState(() => registrationSettingsValuesOf(settings));
  const saving = useSaveRegistrationSettings();
  const { registrationFeeMax, registrationTermsMax } = OUTSIDE_USER_LIMITS;

  function submit(
    values: RegistrationSettingsValues,
    helpers: FormikHelpers<RegistrationSettingsValues>,
  ) {
    helpers.setStatus(undefined);
    return saving.run(toRegistrationSettings(values), {
      onSuccess: () => showToast({ error: false, text: t('lender.outsideUsers.settings.saved') }),
      onError: (error) =>
        applyServerErrors(error, helpers, REGISTRATION_SETTINGS_FIELDS, lenderErrorKey),
    });
  }

  return (
    <section className="lender__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lender.outsideUsers.settings.heading')}</h2>
      <PageForm<RegistrationSettingsValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        actions={{ submitLabel: t('lender.outsideUsers.settings.save') }}
      >
        <CheckboxField name="required" label={t('lender.outsideUsers.settings.required')} />
        <p className="field__hint">{t('lender.outsideUsers.settings.requiredHint')}</p>
        <InputField
          name="fee"
          {...wholeNumber(0, registrationFeeMax)}
          label={t('lender.outsideUsers.settings.fee')}
          hint={t('lender.form.feeHint')}
          required
        />
        <TextField
          name="terms"
          label={t('lender.outsideUsers.settings.terms')}
          hint={t('lender.outsideUsers.settings.termsHint', { max: registrationTermsMax })}
          rows={6}
          maxLength={registrationTermsMax}
        />
      </PageForm>
    </section>
  );
}
