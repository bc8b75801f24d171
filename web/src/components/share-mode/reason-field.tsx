import { useId } from 'react';

/**
 * The required reason of a reservation's decision in its confirm dialog (a lender's reject or
 * cancel, a budget holder's reject), with its error under it. Not the form kit's `FieldFrame`: that
 * would bring formik into the pages' chunks.
 */
export function ReasonField({
  label,
  value,
  maxLength,
  error,
  onChange,
}: {
  label: string;
  value: string;
  maxLength: number;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </label>
      <textarea
        id={id}
        className="field__control"
        rows={3}
        required
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
