import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** The form is sending: the button is disabled and `aria-busy`. */
  busy: boolean;
  /** Disabled besides while busy (e.g. nothing to send yet). */
  disabled?: boolean;
  className: string;
  children: ReactNode;
}

/**
 * A form's submit button, disabled and `aria-busy` while the form sends. Without formik, so a
 * form holding its values itself (the login page's) uses it too.
 */
export function SubmitButton({ busy, disabled = false, className, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy}>
      {children}
    </button>
  );
}
