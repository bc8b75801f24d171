import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  InputField,
  RadioField,
  SelectField,
  type InputFieldProps,
  type RadioFieldProps,
  type SelectFieldProps,
} from './fields';
import { timesOfDay } from './times-of-day';

/**
 * Fields made of the basic ones for the shapes forms keep asking for: one value of a fixed list
 * (an enum of the model) with translated labels, a time of day on a grid, and a box that, ticked,
 * asks for one more value.
 */

interface EnumProps<V extends string> {
  /** The enum's values, in the order shown. */
  values: readonly V[];
  /** A value's label in the current language. */
  labelOf: (value: V) => string;
}

const optionsOf = <V extends string>({ values, labelOf }: EnumProps<V>) =>
  values.map((value) => ({ value, label: labelOf(value) }));

export type EnumSelectFieldProps<V extends string> = EnumProps<V> &
  Omit<SelectFieldProps, 'options' | 'groups' | 'placeholder'> & {
    /** The empty first choice; "Select…" unless given (`null`: none). */
    placeholder?: string | null;
  };

/** One value of an enum from a select, "Select…" first. */
export function EnumSelectField<V extends string>({
  values,
  labelOf,
  placeholder,
  ...props
}: EnumSelectFieldProps<V>) {
  const { t } = useTranslation();
  return (
    <SelectField
      {...props}
      placeholder={placeholder === null ? undefined : (placeholder ?? t('fields.select'))}
      options={optionsOf({ values, labelOf })}
    />
  );
}

export type EnumRadioFieldProps<V extends string> = EnumProps<V> & Omit<RadioFieldProps, 'options'>;

/** One value of a short enum as radio buttons. */
export function EnumRadioField<V extends string>({
  values,
  labelOf,
  ...props
}: EnumRadioFieldProps<V>) {
  return <RadioField {...props} options={optionsOf({ values, labelOf })} />;
}

export interface TimeSelectFieldProps extends Omit<SelectFieldProps, 'options' | 'groups'> {
  /** The first and last time offered, in minutes after midnight; 00:00 to 23:45 unless given. */
  from?: number;
  until?: number;
  /** The grid, in minutes. */
  step?: number;
}

/**
 * A time of day on a grid (15 minutes unless told), from a select: the value is the minute of the
 * day as a string (`'555'` is 09:15), as a select holds it.
 */
export function TimeSelectField({
  from = 0,
  until = 24 * 60 - 15,
  step = 15,
  ...props
}: TimeSelectFieldProps) {
  return <SelectField {...props} options={timesOfDay(from, until, step)} />;
}

export interface ToggledInputFieldProps extends InputFieldProps {
  /** The boolean field of the box. */
  toggle: string;
  toggleLabel: string;
  /** Said under the box whether ticked or not. */
  toggleHint?: string;
}

/**
 * A box and, while it is ticked, the input it asks for (a qualification's idle days, a check-in's
 * grace minutes, a lottery's deadline). The input's own props are those of `InputField`.
 */
export function ToggledInputField({
  toggle,
  toggleLabel,
  toggleHint,
  ...input
}: ToggledInputFieldProps) {
  const [{ value: on }] = useField<boolean>(toggle);
  return (
    <>
      <CheckboxField name={toggle} label={toggleLabel} disabled={input.disabled} />
      {toggleHint && <p className="field__hint">{toggleHint}</p>}
      {on && <InputField {...input} />}
    </>
  );
}
