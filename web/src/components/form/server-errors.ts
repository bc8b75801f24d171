import type { FormikErrors, FormikHelpers } from 'formik';
import { generalError, nestedFieldErrors, type ErrorMessageKey } from '../../lib/api-client';

/** What a form keeps in formik's `status`: the message above its buttons, if any. */
export type FormStatus = { error: ErrorMessageKey } | { success: string } | undefined;

/**
 * Spec section 5: the server's validation errors go on their fields (by location); anything the form
 * cannot show on a field (another 400, a 409, a network error) becomes the general message.
 * `fields` are the form's field names.
 */
export function applyServerErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
  fields: readonly string[],
): void {
  helpers.setErrors(nestedFieldErrors(error) as FormikErrors<Values>);
  const general = generalError(error, fields);
  helpers.setStatus(general ? ({ error: general } satisfies FormStatus) : undefined);
}
