import { useId } from 'react';
import { controlAria } from './control-aria';
import { FieldFrame } from './field-frame';

export interface PlainTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message (the page's check or the server's), if any. */
  error?: string | null;
  rows: number;
  maxLength: number;
  required?: boolean;
}

/**
 * A few lines of text whose value the component holds itself (a reason in a decision's dialog, a
 * training session's note): framed like formik's fields, without loading formik.
 */
export function PlainTextArea({
  label,
  value,
  onChange,
  error = null,
  rows,
  maxLength,
  required = false,
}: PlainTextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <textarea
        id={id}
        className="field__control"
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, { error })}
      />
    </FieldFrame>
  );
}
