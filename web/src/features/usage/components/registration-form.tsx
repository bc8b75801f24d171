import type { RegistrationBody } from '@campus/model/outside-user-types';
import type { FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  CheckboxField,
  EnumRadioField,
  PageForm,
} from '../../../components/form';
import { useScrollIntoViewOnMount } from '../../../lib/use-scroll-into-view';
import { registrationErrorKey } from '../api/errors';
import { useRegister } from '../api/register';
import {
  REGISTRATION_FIELDS,
  registrationSchema,
  registrationValuesOf,
  type RegistrationValues,
} from './registration-values';

export interface RegistrationFormProps {
  lenderId: string;
  /** The fiscal years open now and not registered for yet (at least one). */
  open: readonly number[];
  /** The year asked for (`?fiscalYear=`): chosen first, and the form brought into view. */
  asked: string | null;
  /** The lender's terms ('' for none: nothing to agree to). */
  terms: string;
  onRegistered: (registration: RegistrationBody) => void;
}

/**
 * Registers for a fiscal year: the year (those open now, the one asked for chosen), the agreement
 * to the lender's terms where it has any, then "Register for FY N". The server's problem with the
 * year shows on it, its refusals (registered meanwhile, ...) above the button.
 */
export function RegistrationForm({
  lenderId,
  open,
  asked,
  terms,
  onRegistered,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const withTerms = terms !== '';
  const schema = useMemo(() => registrationSchema(t, withTerms), [t, withTerms]);
  const [initialValues] = useState(() => registrationValuesOf(open, asked));
  const registering = useRegister(lenderId);
  const scrolled = useScrollIntoViewOnMount<HTMLElement>();

  function submit(values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) {
    helpers.setStatus(undefined);
    return registering.run(Number(values.fiscalYear), {
      onSuccess: ({ registration }) => onRegistered(registration),
      onError: (error) =>
        applyServerErrors(error, helpers, REGISTRATION_FIELDS, registrationErrorKey),
    });
  }

  return (
    <section
      className="usage-report__section"
      aria-labelledby={headingId}
      ref={asked === null ? undefined : scrolled}
    >
      <h2 id={headingId}>{t('usage.registration.formHeading')}</h2>
      <PageForm<RegistrationValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={submit}
        actions={({ values }) => ({
          submitLabel: t('usage.registration.register', { year: values.fiscalYear }),
        })}
      >
        <EnumRadioField
          name="fiscalYear"
          label={t('usage.registration.fiscalYear')}
          values={open.map(String)}
          labelOf={(year) => t('usage.registration.year', { year })}
          required
        />
        {withTerms && <CheckboxField name="agreed" label={t('usage.registration.agree')} />}
      </PageForm>
    </section>
  );
}
