import { useState } from 'react';
import { fieldErrors } from './server-errors';

/**
 * The state of a small form inside a dialog (a report, a moderator's action, an offer), which does
 * not need formik: its values, a message per field, and a general message above the buttons. The
 * browser's checks and the server's refusals land the same way in every such dialog.
 */
export function useDialogForm<Values extends { [K in keyof Values]: string }>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  return {
    values,
    errors,
    general,
    setGeneral,
    /**
     * Puts the browser's problems on their fields, worded by `messageOf`, and clears the general
     * message; true when there is none (the form may be sent).
     */
    check<Problem extends string>(
      problems: Partial<Record<Field, Problem>>,
      messageOf: (problem: Problem) => string,
    ): boolean {
      setGeneral(null);
      const found: Partial<Record<Field, string>> = {};
      for (const [name, problem] of Object.entries(problems) as [Field, Problem | undefined][])
        if (problem !== undefined) found[name] = messageOf(problem);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /**
     * A refusal of the server: a `validation_error`'s problems on the `fields` it names, anything
     * else (or a problem on no field of the form) as the general message `otherwise`.
     */
    refuse(error: unknown, fields: readonly Field[], otherwise: string): void {
      const onFields = fieldErrors(error);
      const mapped: Partial<Record<Field, string>> = {};
      for (const name of fields) if (onFields[name] !== undefined) mapped[name] = onFields[name];
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) setGeneral(otherwise);
    },
    /** Edits fields; an edited field's message goes (it is checked again on send). */
    change(patch: Partial<Values>): void {
      setValues((current) => ({ ...current, ...patch }));
      const edited = Object.keys(patch) as Field[];
      if (edited.some((name) => errors[name] !== undefined)) {
        setErrors((current) => {
          const next = { ...current };
          for (const name of edited) delete next[name];
          return next;
        });
      }
    },
  };
}
