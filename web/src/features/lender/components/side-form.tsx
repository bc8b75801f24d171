import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormActions, InlineFormMessage } from '../../../components/form';
import { refusalOnFields } from '../../../components/form/server-errors';
import type { Notice } from '../../../components/notice';

export interface SideFormProps<Values extends FormikValues> {
  headingId: string;
  heading: string;
  hint: string;
  initialValues: Values;
  validate?: (values: Values) => FormikErrors<Values>;
  /**
   * Sends; answers the words of its success (the page says them, the form empties), or null when
   * it set the form's own message instead (nothing was sent).
   */
  send: (values: Values, helpers: FormikHelpers<Values>) => Promise<string | null>;
  /** The fields a `validation_error` may name: its problems show there. */
  fields: readonly (keyof Values & string)[];
  /** The words of any other refusal, which the page says (and reloads). */
  messageOf: (error: unknown) => string;
  submitLabel: string;
  onDone: (outcome: Notice) => void;
  children: ReactNode;
}

/**
 * A short form below a lender page's lists (a problem found, a training session): its heading and
 * hint, the caller's fields, its own message, and send. Done or refused, the page says so.
 */
export function SideForm<Values extends FormikValues>({
  headingId,
  heading,
  hint,
  initialValues,
  validate,
  send,
  fields,
  messageOf,
  submitLabel,
  onDone,
  children,
}: SideFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const done = await send(values, helpers);
          if (done === null) return;
          helpers.resetForm();
          onDone({ error: false, text: done });
        } catch (error) {
          const onFields = refusalOnFields<Values>(error, fields);
          if (onFields) helpers.setErrors(onFields);
          else onDone({ error: true, text: messageOf(error) });
        }
      }}
    >
      <Form className="form lender__session" noValidate aria-labelledby={headingId}>
        <h3 id={headingId}>{heading}</h3>
        <p className="lender__hint">{hint}</p>
        {children}
        <InlineFormMessage />
        <FormActions submitLabel={submitLabel} />
      </Form>
    </Formik>
  );
}
