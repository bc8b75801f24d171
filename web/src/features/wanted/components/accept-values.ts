import { CONTACT_LIMITS, EMAIL_PATTERN } from '@campus/model/limits';
import { textProblem, toLineFeeds } from '@campus/model/text';
import type { WantedAcceptInput } from '@campus/model/wanted-types';

/** The accept dialog's rules, as the server's `wantedAcceptInputSchema` (the contact form's) has them. */

export interface AcceptValues {
  message: string;
  installationPlace: string;
  locationManager: string;
  locationManagerEmail: string;
}

export type AcceptField = keyof AcceptValues;
export type AcceptProblem = 'required' | 'tooLong' | 'emailInvalid' | 'textInvalid';

export const ACCEPT_FIELDS = [
  'message',
  'installationPlace',
  'locationManager',
  'locationManagerEmail',
] as const satisfies readonly AcceptField[];

/** Each field's most characters. */
export const ACCEPT_MAX: Record<AcceptField, number> = {
  message: CONTACT_LIMITS.messageMax,
  installationPlace: CONTACT_LIMITS.placeMax,
  locationManager: CONTACT_LIMITS.nameMax,
  locationManagerEmail: CONTACT_LIMITS.emailMax,
};

const trimmed = (values: AcceptValues): AcceptValues => ({
  message: toLineFeeds(values.message).trim(),
  installationPlace: values.installationPlace.trim(),
  locationManager: values.locationManager.trim(),
  locationManagerEmail: values.locationManagerEmail.trim(),
});

/** What keeps the values from being sent, per field (empty when they may be). */
export function acceptProblems(values: AcceptValues): Partial<Record<AcceptField, AcceptProblem>> {
  const found: Partial<Record<AcceptField, AcceptProblem>> = {};
  const input = trimmed(values);
  for (const name of ACCEPT_FIELDS) {
    const value = input[name];
    if (value === '') found[name] = 'required';
    else if (textProblem(value, name === 'message') !== null) found[name] = 'textInvalid';
    else if (value.length > ACCEPT_MAX[name]) found[name] = 'tooLong';
    else if (name === 'locationManagerEmail' && !EMAIL_PATTERN.test(value))
      found[name] = 'emailInvalid';
  }
  return found;
}

/** The request body; call it once `acceptProblems` found nothing. Sending it agrees to the notice. */
export function toAcceptInput(values: AcceptValues): WantedAcceptInput {
  return { ...trimmed(values), agreedToNotice: true };
}
