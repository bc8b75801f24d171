import { useId } from 'react';
import { TRAINING_NOTE_MAX } from '../api/grant-qualifications';

interface NoteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the note, if any. */
  error?: string | null;
}

/**
 * The optional note on a training session: a few lines, at most `TRAINING_NOTE_MAX` characters.
 * Held in its form's own state (no formik on this page, which keeps its chunk small).
 */
export function NoteField({ label, value, onChange, error }: NoteFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__control"
        rows={2}
        maxLength={TRAINING_NOTE_MAX}
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
