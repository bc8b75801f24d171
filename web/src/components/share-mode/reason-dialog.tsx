import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { FormDialog } from '../form/form-dialog';
import { TextField } from '../form/fields';
import { refusalOnFields, type FormStatus } from '../form/server-errors';
import type { Notice } from '../notice';
import { hasErrorStatus } from '../../lib/api-client';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useTranslation } from 'react-i18next';

/** The text a decision takes: its request field's name, its label, and its rules. */
export interface DecisionText {
  /** The field of the request (`reason`, `note`, `resolution`): the server's problems land there. */
  name: string;
  label: string;
  maxLength: number;
  rows?: number;
  required?: boolean;
  /** The page's check of the trimmed text: a message, or null. */
  check?: (trimmed: string) => string | null;
}

export interface ReasonDialogProps {
  title: string;
  /** The confirm button's words (the dialog's own "OK" when not given). */
  confirmLabel?: string;
  danger: boolean;
  /** What is about to happen, above the text. */
  children: ReactNode;
  /** The text the decision takes (a reason, a note), or null for none. */
  reason: DecisionText | null;
  /**
   * Sends the decision with the trimmed text ('' without one); answers the words of its success.
   * What it makes stale is the caller's: its own change (a `use<Change>` hook's `mutateAsync`), or
   * the page's reload in `onDone`.
   */
  send: (text: string) => Promise<string>;
  /** The words of a failed call. */
  messageOf: (error: unknown) => string;
  /**
   * Whether a refusal stays in the dialog; otherwise the page says it. By default only a 403 (no
   * longer the caller's) and a 409 (it moved on meanwhile) go to the page.
   */
  staysOpen?: (error: unknown) => boolean;
  onCancel: () => void;
  /** Done, or refused for good: the page says so and reloads either way. */
  onDone: (outcome: Notice) => void;
}

const notForGood = (error: unknown) => !hasErrorStatus(error, 409, 403);

type TextValues = Record<string, string>;

/**
 * A decision confirmed in a dialog, with the text some decisions take: a reservation's (a lender's
 * reject or cancel, a budget holder's reject, with a required reason), a problem's resolution, a
 * qualification given again with its note. The text's problems, the page's or the server's, show
 * on it.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  danger,
  children,
  reason: text,
  send,
  messageOf,
  staysOpen = notForGood,
  onCancel,
  onDone,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const decision = useApiMutation<string, string>({
    call: (trimmed) => send(trimmed),
    // None of its own: the caller's `send` and `onDone` know what the decision changed.
    invalidates: () => [],
  });
  const name = text?.name ?? 'text';

  /** A problem with the text goes on it; a refusal stays in the dialog or goes to the page. */
  const showRefusal = (error: unknown, helpers: FormikHelpers<TextValues>) => {
    const onText = text ? refusalOnFields<TextValues>(error, [name]) : null;
    if (onText) helpers.setErrors(onText);
    else if (staysOpen(error)) helpers.setStatus({ failed: messageOf(error) } satisfies FormStatus);
    else onDone({ error: true, text: messageOf(error) });
  };

  return (
    <FormDialog<TextValues>
      title={title}
      intro={children}
      initialValues={{ [name]: '' }}
      validate={(values) => {
        const problem = text?.check?.((values[name] ?? '').trim()) ?? null;
        return problem === null ? {} : { [name]: problem };
      }}
      onSubmit={(values, helpers) =>
        decision.run(text ? (values[name] ?? '').trim() : '', {
          onSuccess: (done) => onDone({ error: false, text: done }),
          onError: (error) => showRefusal(error, helpers),
        })
      }
      submitLabel={confirmLabel ?? t('dialog.ok')}
      danger={danger}
      onClose={onCancel}
    >
      {text && (
        <TextField
          name={name}
          label={text.label}
          rows={text.rows ?? 3}
          maxLength={text.maxLength}
          required={text.required ?? true}
        />
      )}
    </FormDialog>
  );
}
