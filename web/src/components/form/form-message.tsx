import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { NoticeMessage } from '../notice';
import type { FormStatus } from './server-errors';

/** The form's general message (formik `status`): an error (alert) or a success note (status). */
export function FormMessage() {
  const { t } = useTranslation();
  const { status } = useFormikContext<unknown>();
  const value = status as FormStatus;
  if (value === undefined) return null;
  return (
    <NoticeMessage
      notice={
        'error' in value
          ? { error: true, text: t(value.error) }
          : { error: false, text: value.success }
      }
    />
  );
}
