import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { LenderRegistrationResponse } from '../api/get-lender-registration';

/**
 * The form that registers an outside user with a lender for a fiscal year: the year (one of those
 * open now and not registered yet) and, where the lender has terms, the user's agreement to them
 * (the server takes the year alone: `registrationInputSchema`).
 */

export interface RegistrationValues {
  /** The fiscal year as a radio button holds it. */
  fiscalYear: string;
  agreed: boolean;
}

/** The form's fields as the server names them (`applyServerErrors`). */
export const REGISTRATION_FIELDS = ['fiscalYear'] as const;

/** The fiscal years open now that the user has not registered for yet, in the API's order. */
export const openYearsOf = ({ fiscalYears, registrations }: LenderRegistrationResponse): number[] =>
  fiscalYears.filter((year) => !registrations.some((r) => r.fiscalYear === year));

/**
 * The form's start: the year asked for (`?fiscalYear=`, as a registration's refusal of a booking
 * links here) when it is open, else the first open year.
 */
export function registrationValuesOf(
  open: readonly number[],
  asked: string | null,
): RegistrationValues {
  const chosen = open.find((year) => String(year) === asked) ?? open[0];
  return { fiscalYear: chosen === undefined ? '' : String(chosen), agreed: false };
}

export function registrationSchema(t: TFunction, withTerms: boolean) {
  return yup.object({
    fiscalYear: yup.string().default('').required(t('usage.registration.errors.year')),
    agreed: withTerms
      ? yup.boolean().oneOf([true], t('usage.registration.errors.agree'))
      : yup.boolean(),
  });
}
