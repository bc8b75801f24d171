import type { ReactNode } from 'react';

/**
 * A field's frame without formik (so a page that holds its values itself does not load formik):
 * the label, the hint and the error around a control, and the `aria-*` props of that control.
 */

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null | undefined;
  children: ReactNode;
}

/**
 * A field's label, hint and error around a control: formik's fields below use it, and a control
 * held in a component's own state (a dialog's date, a page's choice) is framed by it directly.
 */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
