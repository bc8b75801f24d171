import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FormStatus } from './server-errors';

/** The form's general message (formik `status`): an error (alert) or a success note (status). */
export function FormMessage() {
  const { t } = useTranslation();
  const { status } = useFormikContext<unknown>();
  const value = status as FormStatus;
  if (value === undefined) return null;
  if ('error' in value) {
    return (
      <p role="alert" className="form__message form__message--error">
        {t(value.error)}
      </p>
    );
  }
  return (
    <p role="status" className="form__message">
      {value.success}
    </p>
  );
}
