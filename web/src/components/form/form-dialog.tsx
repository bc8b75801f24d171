import {
  Form,
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AnySchema } from 'yup';
import { ModalFrame } from '../modal-frame';
import { FormActions } from './form-actions';
import { InlineFormMessage } from './inline-form-message';

export interface FormDialogProps<Values extends FormikValues> {
  title: string;
  /** Said under the title; describes the dialog. */
  intro?: ReactNode;
  /** Added to the dialog's class (a wider dialog, its own layout). */
  className?: string;
  initialValues: Values;
  /** The form's rules: a yup schema, or a function of the values giving each field's message. */
  validationSchema?: AnySchema;
  validate?: (values: Values) => FormikErrors<Values>;
  /**
   * Sends. What the server refuses goes on the fields or above the buttons by `applyServerErrors`
   * (the dialog stays open); on success the caller closes it.
   */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  submitLabel: string;
  /** "Cancel" in the current language unless given. */
  cancelLabel?: string;
  /** A destructive action: the submit button is red. */
  danger?: boolean;
  onClose: () => void;
  /** The fields (and anything between them), given the form's state. */
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
}

/**
 * The shell of every dialog that asks for values (a contact, a report, a moderator's action, an
 * offer): the shared modal frame with its title and intro, a formik form with the caller's fields,
 * the form's general message said in place, and cancel and send. Focus goes to the first field;
 * while it sends, the dialog cannot be closed.
 */
export function FormDialog<Values extends FormikValues>({
  title,
  intro,
  className,
  initialValues,
  validationSchema,
  validate,
  onSubmit,
  submitLabel,
  cancelLabel,
  danger = false,
  onClose,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  return createPortal(
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={validate}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        await onSubmit(values, helpers);
      }}
    >
      {(form) => (
        <ModalFrame
          labelledBy={titleId}
          describedBy={intro ? introId : undefined}
          className={className}
          busy={form.isSubmitting}
          onCancel={onClose}
          initialFocus={(dialog) =>
            dialog.querySelector<HTMLElement>('textarea, input, select') ??
            dialog.querySelector<HTMLElement>('button')
          }
        >
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          {intro && (
            <div id={introId} className="confirm-dialog__body">
              {intro}
            </div>
          )}
          <Form className="form form-dialog__form" noValidate>
            {typeof children === 'function' ? children(form) : children}
            <InlineFormMessage />
            <FormActions
              className="confirm-dialog__actions"
              submitLabel={submitLabel}
              danger={danger}
              cancel={{
                label: cancelLabel ?? t('dialog.cancel'),
                onClick: onClose,
                lockedWhileSubmitting: true,
              }}
            />
          </Form>
        </ModalFrame>
      )}
    </Formik>,
    document.body,
  );
}
