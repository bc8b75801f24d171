import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

/**
 * An input bound to formik by `name`, for the types the form kit's `TextField` does not take
 * (`datetime-local`, `date`, numbers typed as text). Same markup as the kit: label, control, hint,
 * and the error once touched, announced and linked by `aria-describedby`.
 */
export interface InputFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'datetime-local' | 'date';
  inputMode?: 'numeric' | 'text';
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  maxLength?: number;
}

export function InputField({
  name,
  label,
  type = 'text',
  inputMode,
  required,
  disabled,
  hint,
  maxLength,
}: InputFieldProps) {
  const [field, meta] = useField<string>(name);
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
        inputMode={inputMode}
        name={name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
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

export interface GroupedSelectFieldProps {
  name: string;
  label: ReactNode;
  groups: readonly { label: string; options: readonly { value: string; label: string }[] }[];
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Called with the chosen value after formik's change (e.g. to set a dependent field). */
  onChosen?: (value: string) => void;
}

/**
 * A select with option groups (the small categories under their top and middle categories) that
 * tells the caller of each choice (the campus select clears the building).
 */
export function GroupedSelectField({
  name,
  label,
  groups,
  placeholder,
  required,
  disabled,
  hint,
  onChosen,
}: GroupedSelectFieldProps) {
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
        aria-describedby={describedBy || undefined}
      >
        <option value="">{placeholder}</option>
        {groups.map((group) => {
          const options = group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ));
          // A group without a label: its options stand alone.
          return group.label ? (
            <optgroup key={group.label} label={group.label}>
              {options}
            </optgroup>
          ) : (
            options
          );
        })}
      </select>
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
