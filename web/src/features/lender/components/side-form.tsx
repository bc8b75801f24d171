import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormActions, InlineFormMessage } from '../../../components/form';
import { refusalOnFields } from '../../../components/form/server-errors';
import type { Notice } from '../../../components/notice';
import type { ApiMutation } from '../../../lib/use-api-mutation';

export interface SideFormProps<Values extends FormikValues, Variables, Result> {
  headingId: string;
  heading: string;
  hint: string;
  initialValues: Values;
  validate?: (values: Values) => FormikErrors<Values>;
  /** The change the form sends (a hook of the feature's `api/`). */
  change: ApiMutation<Variables, Result>;
  /**
   * What to send, or null when the form set its own message instead (nothing is sent).
   */
  variablesOf: (values: Values, helpers: FormikHelpers<Values>) => Variables | null;
  /** The words of its success: the page says them, and the form empties. */
  doneText: (result: Result) => string;
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
export function SideForm<Values extends FormikValues, Variables, Result>({
  headingId,
  heading,
  hint,
  initialValues,
  validate,
  change,
  variablesOf,
  doneText,
  fields,
  messageOf,
  submitLabel,
  onDone,
  children,
}: SideFormProps<Values, Variables, Result>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const variables = variablesOf(values, helpers);
        if (variables === null) return;
        await change.run(variables, {
          onSuccess: (result) => {
            helpers.resetForm();
            onDone({ error: false, text: doneText(result) });
          },
          onError: (error) => {
            const onFields = refusalOnFields<Values>(error, fields);
            if (onFields) helpers.setErrors(onFields);
            else onDone({ error: true, text: messageOf(error) });
          },
        });
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
