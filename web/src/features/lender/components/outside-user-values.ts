import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { OUTSIDE_USER_LIMITS } from '@campus/model/limits';
import type { OutsideClass, RegistrationSettings } from '@campus/model/outside-user-types';
import type { AffiliationInput } from '../api/set-affiliation';
import { OUTSIDE_CLASSES } from '../../../components/share-mode/rate-class';
import { boundedText } from '../../../lib/text-rules';
import { whole } from './device-values';

/**
 * The two forms of users from outside the campus (issue 33, part 4) and their yup rules, mirroring
 * the server's `registrationSettingsSchema` and `affiliationInputSchema`
 * (`functions/src/model/outside-users.ts`; the parity test runs both): the lender's yearly
 * registration settings (the fee as the text typed), and an outside user's affiliation.
 */

export { OUTSIDE_USER_LIMITS };

export interface RegistrationSettingsValues {
  required: boolean;
  fee: string;
  terms: string;
}

/** The settings form's fields as the server names them (`applyServerErrors`). */
export const REGISTRATION_SETTINGS_FIELDS = ['required', 'fee', 'terms'] as const;

export const registrationSettingsValuesOf = (
  settings: RegistrationSettings,
): RegistrationSettingsValues => ({
  required: settings.required,
  fee: String(settings.fee),
  terms: settings.terms,
});

/** The request body of valid values ('' is no number, not 0). */
export const toRegistrationSettings = (
  values: RegistrationSettingsValues,
): RegistrationSettings => ({
  required: values.required,
  fee: values.fee.trim() === '' ? Number.NaN : Number(values.fee.trim()),
  terms: values.terms.trim(),
});

export function registrationSettingsSchema(t: TFunction) {
  const { registrationFeeMax, registrationTermsMax } = OUTSIDE_USER_LIMITS;
  return yup.object({
    required: yup.boolean(),
    fee: whole(t, 0, registrationFeeMax),
    terms: boundedText(
      t,
      registrationTermsMax,
      t('lender.form.errors.max', { count: registrationTermsMax }),
      true,
    ),
  });
}

export interface AffiliationValues {
  /** '' until chosen. */
  kind: OutsideClass | '';
  name: string;
}

/** The affiliation form's fields as the server names them (`applyServerErrors`). */
export const AFFILIATION_FIELDS = ['kind', 'name'] as const;

export const affiliationValuesOf = (
  affiliation: { kind: OutsideClass; name: string } | null,
): AffiliationValues => ({ kind: affiliation?.kind ?? '', name: affiliation?.name ?? '' });

/** The request body of valid values (the schema has checked the kind). */
export const toAffiliationInput = (values: AffiliationValues): AffiliationInput => ({
  kind: values.kind as OutsideClass,
  name: values.name.trim(),
});

export function affiliationSchema(t: TFunction) {
  const max = OUTSIDE_USER_LIMITS.affiliationNameMax;
  return yup.object({
    kind: yup
      .string()
      .default('')
      .required(t('lender.form.errors.required'))
      .oneOf(OUTSIDE_CLASSES, t('lender.form.errors.required')),
    name: boundedText(t, max, t('lender.form.errors.max', { count: max })).required(
      t('lender.form.errors.required'),
    ),
  });
}
