import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormActions, FormMessage, TextField } from '../../../components/form';
import type { ApiMutation } from '../../../lib/use-api-mutation';
import { commentSchema } from './comment-values';

interface CommentValues {
  body: string;
}

interface CommentFormProps {
  initialBody?: string;
  label: string;
  submitLabel: string;
  /**
   * Saves the comment's text (a mutation's `run`); a refusal shows on the field (validation) or as
   * the general message.
   */
  save: ApiMutation<string, unknown>['run'];
  /** After saving (the form is emptied first). */
  onSaved?: () => void;
  onCancel?: () => void;
}

/** A comment's text with its submit (and, when editing, cancel) button. Emptied after posting. */
export function CommentForm({
  initialBody = '',
  label,
  submitLabel,
  save,
  onSaved,
  onCancel,
}: CommentFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => commentSchema(t), [t]);

  function submit(values: CommentValues, helpers: FormikHelpers<CommentValues>) {
    helpers.setStatus(undefined);
    return save(values.body.trim(), {
      onSuccess: () => {
        helpers.resetForm({ values: { body: '' } });
        onSaved?.();
      },
      onError: (error) => applyServerErrors(error, helpers, ['body']),
    });
  }

  return (
    <Formik<CommentValues>
      initialValues={{ body: initialBody }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {() => (
        <Form className="form comment-form" noValidate>
          <TextField name="body" label={label} rows={3} required />
          <FormMessage />
          <FormActions
            submitLabel={submitLabel}
            {...(onCancel && { cancel: { label: t('dialog.cancel'), onClick: onCancel } })}
          />
        </Form>
      )}
    </Formik>
  );
}
