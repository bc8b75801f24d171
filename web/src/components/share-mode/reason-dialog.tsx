import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { fieldErrors } from '../form/server-errors';
import type { Notice } from '../notice';
import { hasErrorStatus } from '../../lib/api-client';
import { PlainTextArea } from '../form/plain-text-area';

export interface ReasonDialogProps {
  title: string;
  /** The confirm button's words (the dialog's own "OK" when not given). */
  confirmLabel?: string;
  danger: boolean;
  /** What is about to happen, above the reason. */
  children: ReactNode;
  /** The required reason's field and its check of the trimmed text (a message, or null); none: null. */
  reason: { label: string; maxLength: number; check: (trimmed: string) => string | null } | null;
  /** Sends the decision with the trimmed reason ('' without one); answers the words of its success. */
  send: (reason: string) => Promise<string>;
  /** The words of a failed call. */
  messageOf: (error: unknown) => string;
  onCancel: () => void;
  /**
   * Done, or refused for good (403: no longer the caller's; 409: it moved on meanwhile): the page
   * says so and reloads either way. Other failures stay in the dialog, a reason's on its field.
   */
  onDone: (outcome: Notice) => void;
}

/**
 * A reservation's decision confirmed in a dialog, with the reason some decisions need (a lender's
 * reject or cancel, a budget holder's reject): the lender's steps and the budget holder's decision.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  danger,
  children,
  reason: reasonField,
  send,
  messageOf,
  onCancel,
  onDone,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    setReasonError(null);
    const trimmed = reason.trim();
    const problem = reasonField?.check(trimmed) ?? null;
    if (problem !== null) return setReasonError(problem);
    try {
      onDone({ error: false, text: await send(reasonField === null ? '' : trimmed) });
    } catch (caught) {
      if (hasErrorStatus(caught, 409, 403)) {
        onDone({ error: true, text: messageOf(caught) });
        return;
      }
      const onReason = fieldErrors(caught).reason;
      if (onReason !== undefined && reasonField !== null) setReasonError(onReason);
      else setError(messageOf(caught));
    }
  };

  return (
    <ConfirmDialog
      open
      title={title}
      {...(confirmLabel !== undefined && { confirmLabel })}
      danger={danger}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {children}
      {reasonField !== null && (
        <PlainTextArea
          label={reasonField.label}
          value={reason}
          rows={3}
          maxLength={reasonField.maxLength}
          required
          error={reasonError}
          onChange={setReason}
        />
      )}
      {error && (
        <p role="alert" className="form__message form__message--error">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
