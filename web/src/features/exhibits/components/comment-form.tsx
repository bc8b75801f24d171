import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormActions, FormMessage, TextField } from '../../../components/form';
import { commentSchema } from './comment-values';

interface CommentValues {
  body: string;
}

interface CommentFormProps {
  initialBody?: string;
  label: string;
  submitLabel: string;
  /** Saves the comment; a rejection shows on the field (validation) or as the general message. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
}

/** A comment's text with its submit (and, when editing, cancel) button. Emptied after posting. */
export function CommentForm({
  initialBody = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => commentSchema(t), [t]);

  async function submit(values: CommentValues, helpers: FormikHelpers<CommentValues>) {
    helpers.setStatus(undefined);
    try {
      await onSubmit(values.body.trim());
      helpers.resetForm({ values: { body: '' } });
    } catch (error) {
      applyServerErrors(error, helpers, ['body']);
    }
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
