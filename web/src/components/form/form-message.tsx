import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeMessage } from '../notice';
import type { FormStatus } from './server-errors';

/**
 * The form's general message (formik `status`): an error (alert) or a success note (status), told as
 * a toast once per status the form sets.
 */
export function FormMessage() {
  const { t } = useTranslation();
  const { status } = useFormikContext<unknown>();
  const value = status as FormStatus;
  const notice = useMemo(
    () =>
      value === undefined
        ? undefined
        : 'success' in value
          ? { error: false, text: value.success }
          : { error: true, text: 'failed' in value ? value.failed : t(value.error, value.values) },
    [value, t],
  );
  return <NoticeMessage notice={notice} />;
}
