import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FormStatus } from './server-errors';

/**
 * The form's general failure (formik `status`), said where the form is: in a dialog (a toast would
 * hide behind it) or beside a short form. `FormMessage` tells a page's form's outcome as a toast.
 */
export function InlineFormMessage() {
  const { t } = useTranslation();
  const { status } = useFormikContext<unknown>();
  const value = status as FormStatus;
  if (value === undefined || 'success' in value) return null;
  return (
    <p role="alert" className="form__message form__message--error">
      {'failed' in value ? value.failed : t(value.error, value.values)}
    </p>
  );
}
