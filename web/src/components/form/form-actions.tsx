import { useFormikContext } from 'formik';
import { Link } from 'react-router-dom';
import { SubmitButton } from './submit-button';

/** The way out of a form, a secondary button before the submit button: a link or a handler. */
export type FormCancel =
  | { label: string; to: string }
  | {
      label: string;
      onClick: () => void;
      /** Disabled while the form submits (e.g. a dialog that must not close mid-request). */
      lockedWhileSubmitting?: boolean;
    };

export interface FormActionsProps {
  submitLabel: string;
  /** Disables the submit button besides while submitting (e.g. nothing has changed yet). */
  submitDisabled?: boolean;
  cancel?: FormCancel;
  /** The row's class: the form's own by default, a dialog passes its own. */
  className?: string;
  /** A destructive action: the submit button is red. */
  danger?: boolean;
}

/**
 * The button row of a formik form: the optional cancel, then the submit button, disabled and
 * `aria-busy` while the form submits.
 */
export function FormActions({
  submitLabel,
  submitDisabled = false,
  cancel,
  className = 'form__actions',
  danger = false,
}: FormActionsProps) {
  const { isSubmitting } = useFormikContext<unknown>();
  return (
    <div className={className}>
      {cancel &&
        ('to' in cancel ? (
          <Link to={cancel.to} className="button button--secondary">
            {cancel.label}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={cancel.lockedWhileSubmitting === true && isSubmitting}
            onClick={cancel.onClick}
          >
            {cancel.label}
          </button>
        ))}
      <SubmitButton
        busy={isSubmitting}
        disabled={submitDisabled}
        className={danger ? 'button button--danger' : 'button'}
      >
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
