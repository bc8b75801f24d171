import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { controlAria } from './control-aria';
import { FieldFrame } from './field-frame';
import type { Option } from './localized-options';

export { FieldFrame, type FieldFrameProps } from './field-frame';

/**
 * Form fields bound to formik by `name`: a label, the control, an optional hint and the field's
 * error (from yup, or from the server's `validation_error` through `applyServerErrors`). The error
 * shows once the field was touched (formik touches every field on submit) and is announced: the
 * control is `aria-invalid` and described by it.
 */

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A field's formik state and the props its parts share: `frame`, those of its `FieldFrame` (label,
 * hint, error), and `control`, those of a control holding text (id, name, the value as a string,
 * blur, required, disabled, class and the `aria-*` of its hint and error). `describedBy`: one more
 * element that speaks of the field, such as a form's list of problems.
 */
function useFieldState({ name, label, required, hint, disabled }: BaseProps, describedBy?: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const aria = controlAria(id, { hint, error, describedBy });
  const frame = { id, label, required, hint, error };
  const control = {
    id,
    name,
    value: typeof field.value === 'string' ? field.value : '',
    onBlur: field.onBlur,
    required,
    disabled,
    className: 'field__control',
    ...aria,
  };
  return { id, field, helpers, error, aria, frame, control };
}

export interface TextFieldProps extends BaseProps {
  type?: 'text' | 'email' | 'url' | 'search';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** A textarea with this many rows instead of an input. */
  rows?: number;
}

export function TextField({
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  rows,
  ...base
}: TextFieldProps) {
  const { field, frame, control } = useFieldState(base);
  const text = { ...control, onChange: field.onChange, maxLength, placeholder };
  return (
    <FieldFrame {...frame}>
      {rows ? (
        <textarea rows={rows} {...text} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...text} />
      )}
    </FieldFrame>
  );
}

export interface InputFieldProps extends BaseProps {
  /** Types whose value stays the text typed (numbers are converted by the form's own values). */
  type?: 'text' | 'number' | 'time' | 'date' | 'month' | 'datetime-local';
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  step?: number;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** The id of one more element that speaks of the field. */
  describedBy?: string | undefined;
}

/**
 * An input whose formik value is always the string typed, also for `number`, `date`, `time`,
 * `month` and `datetime-local` (formik would turn a number input's value into a number).
 */
export function InputField({
  type = 'text',
  maxLength,
  min,
  max,
  step,
  inputMode,
  describedBy,
  ...base
}: InputFieldProps) {
  const { helpers, frame, control } = useFieldState(base, describedBy);
  return (
    <FieldFrame {...frame}>
      <input
        {...control}
        type={type}
        onChange={(event) => void helpers.setValue(event.target.value)}
        maxLength={maxLength}
        min={min}
        max={max}
        step={step}
        inputMode={inputMode}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends BaseProps {
  /** The choices; or `groups` of them (a group without a label: its options stand alone). */
  options?: readonly Option[];
  groups?: readonly { label: string; options: readonly Option[] }[];
  /** A first, empty choice (e.g. 'Select…'). */
  placeholder?: string;
  /** Called with the chosen value after formik's change (e.g. the campus clears the building). */
  onChosen?: (value: string) => void;
}

export function SelectField({
  options = [],
  groups = [],
  placeholder,
  onChosen,
  ...base
}: SelectFieldProps) {
  const { helpers, frame, control } = useFieldState(base);
  const optionsOf = (list: readonly Option[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <FieldFrame {...frame}>
      <select
        {...control}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onChosen?.(event.target.value);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {optionsOf(options)}
        {groups.map((group) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {optionsOf(group.options)}
            </optgroup>
          ) : (
            optionsOf(group.options)
          ),
        )}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
}

/** A boolean field: the label sits beside the box; its error below. */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { id, field, helpers, error, aria } = useFieldState({ name, label });
  return (
    <div className={error ? 'field field--checkbox field--invalid' : 'field field--checkbox'}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={field.value === true}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
        disabled={disabled}
        {...aria}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface RadioFieldProps extends BaseProps {
  /** The choices; a label may be marked up (a title not to translate). */
  options: readonly { value: string; label: ReactNode }[];
  /** Added to the buttons' box (its own layout). */
  className?: string;
}

/** One choice of a few, as a fieldset of radio buttons. */
export function RadioField({
  name,
  label,
  required,
  hint,
  disabled,
  options,
  className,
}: RadioFieldProps) {
  const { id, field, error } = useFieldState({ name, label, hint });
  return (
    <ChoicesFrame
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      {options.map((option) => (
        <label key={option.value} className="field__radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={field.value === option.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
          {option.label}
        </label>
      ))}
    </ChoicesFrame>
  );
}

export interface CheckboxesFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** The choices, in the order shown; a label may be marked up (a name not to translate). */
  options: readonly { value: string; label: ReactNode }[];
}

/** The first message of a list field's error: its own, or one of its entries' (the server's `N`). */
function listError(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  return Array.isArray(error) ? error.find((entry) => typeof entry === 'string') : undefined;
}

/**
 * Several of a few choices, as a fieldset of checkboxes (bookable weekdays, a device's staff): the
 * value is the list of the checked choices, in the order of `options`. Its error is the list's
 * (at least one) or the first of an entry's (the server's, at `name.N`).
 */
export function CheckboxesField({ name, label, hint, disabled, options }: CheckboxesFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const id = useId();
  const error = meta.touched ? listError(meta.error) : undefined;
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...field.value, value] : field.value.filter((v) => v !== value);
    void helpers.setValue(options.map((o) => o.value).filter((v) => next.includes(v)));
    void helpers.setTouched(true, false);
  };
  return (
    <ChoicesFrame id={id} label={label} hint={hint} error={error}>
      {options.map((option) => (
        <label key={option.value} className="field__radio">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={field.value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            disabled={disabled}
          />
          {option.label}
        </label>
      ))}
    </ChoicesFrame>
  );
}

/** The frame of a group of choices (radios, checkboxes): legend, hint and error around them. */
function ChoicesFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <fieldset
      className={error ? 'field field--radios field--invalid' : 'field field--radios'}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    >
      <legend className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={className ? `field__radios ${className}` : 'field__radios'}>{children}</div>
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
    </fieldset>
  );
}
