import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { ErrorSummary } from './error-summary';
import { FormActions, type FormActionsProps } from './form-actions';
import { FormMessage } from './form-message';

export interface PageFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  onSubmit: FormikConfig<Values>['onSubmit'];
  /** The form element's class: `form` unless the form adds its own. */
  className?: string;
  /** The button row: its props, or made of the form's state (e.g. disabled until something changed). */
  actions: FormActionsProps | ((form: FormikProps<Values>) => FormActionsProps);
  /** The fields. */
  children: ReactNode;
}

/**
 * A page's formik form, laid out as every page form is: the list of its problems first
 * (`ErrorSummary`), its fields, then its general message (`FormMessage`) and its buttons.
 */
export function PageForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  className = 'form',
  actions,
  children,
}: PageFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
    >
      {(form) => (
        <Form className={className} noValidate>
          <ErrorSummary />
          {children}
          <FormMessage />
          <FormActions {...(typeof actions === 'function' ? actions(form) : actions)} />
        </Form>
      )}
    </Formik>
  );
}
