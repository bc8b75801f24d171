import { PlainTextArea } from '../../../components/form/plain-text-area';
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
export function NoteField(props: NoteFieldProps) {
  return <PlainTextArea {...props} rows={2} maxLength={TRAINING_NOTE_MAX} />;
}
