import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import '../../../components/form/form.css';

/**
 * An input bound to formik by `name` whose value stays the text typed (numbers, times, dates), with
 * the form kit's markup: label, control, hint, and the error once touched, announced and linked by
 * `aria-describedby`.
 */
export interface InputFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'number' | 'time' | 'date' | 'month';
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  step?: number;
  inputMode?: 'numeric' | 'text';
}

export function InputField({
  name,
  label,
  type = 'text',
  required,
  disabled,
  hint,
  maxLength,
  min,
  max,
  step,
  inputMode,
}: InputFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
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
      <input
        id={id}
        type={type}
        name={name}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={field.onBlur}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        min={min}
        max={max}
        step={step}
        inputMode={inputMode}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
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

export interface ChoiceFieldProps {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  /** Called with the chosen value after formik's change (the campus select clears the building). */
  onChosen?: (value: string) => void;
}

/** A select bound to formik that tells the caller of each choice. */
export function ChoiceField({
  name,
  label,
  options,
  placeholder,
  required,
  disabled,
  onChosen,
}: ChoiceFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
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
      <select
        id={id}
        name={name}
        className="field__control"
        value={field.value ?? ''}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onChosen?.(event.target.value);
        }}
        onBlur={field.onBlur}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
