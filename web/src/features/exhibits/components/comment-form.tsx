import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { applyServerErrors, FormActions, FormMessage, TextField } from '../../../components/form';
import { storableText } from '../../../lib/text-rules';

/** The server's limit of a comment (functions/src/model/exhibit.ts, EXHIBIT_LIMITS.commentMax). */
export const COMMENT_MAX = 1000;

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
  const schema = useMemo(
    () =>
      object({
        body: storableText(
          string()
            .trim()
            .required(t('exhibit.comments.required'))
            .max(COMMENT_MAX, t('exhibit.comments.tooLong', { count: COMMENT_MAX })),
          t,
          true,
        ),
      }),
    [t],
  );

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
