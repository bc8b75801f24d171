import type { ErrorCode } from '@campus/model/error-codes';
import { VALIDATION_ERROR } from '@campus/model/wire';
import { ApiError, errorMessageKey } from '../../../lib/api-client';

/** The API's error codes of the trade steps that have their own message (`contacts.errors.*`). */
export const CONTACT_ERROR_CODES = [
  'contact_closed',
  'invalid_contact_transition',
  'not_your_step',
  'already_evaluated',
  'insufficient_stock',
  'not_contact_party',
  'no_pickup_reservation',
] as const satisfies readonly ErrorCode[];
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

export type ContactErrorKey =
  | `contacts.errors.${ContactErrorCode}`
  | 'contacts.errors.validation'
  | ReturnType<typeof errorMessageKey>;

const isContactErrorCode = (code: string): code is ContactErrorCode =>
  (CONTACT_ERROR_CODES as readonly string[]).includes(code);

/** The message for a failed step or message: the code's own, else the generic one. */
export function contactErrorKey(error: unknown): ContactErrorKey {
  if (error instanceof ApiError) {
    if (isContactErrorCode(error.code)) return `contacts.errors.${error.code}`;
    if (error.code === VALIDATION_ERROR) return 'contacts.errors.validation';
  }
  return errorMessageKey(error);
}
