import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmedAction } from './confirmed-action';

export interface ConfirmedActionDialogProps<T> {
  action: ConfirmedAction<T>;
  title: string;
  confirmLabel: string;
  /** The question, one paragraph. */
  children: ReactNode;
  /** The alert after a failure, and its class (none for an action told by the global wrapper). */
  failedText?: string;
  errorClassName?: string;
}

/** The alert after a failure of a confirmed action, then its dialog (shown while it asks). */
export function ConfirmedActionDialog<T>({
  action,
  title,
  confirmLabel,
  children,
  failedText,
  errorClassName,
}: ConfirmedActionDialogProps<T>) {
  return (
    <>
      {action.failed && failedText !== undefined && (
        <p role="alert" className={errorClassName}>
          {failedText}
        </p>
      )}
      <ConfirmDialog
        open={action.asked !== null}
        title={title}
        confirmLabel={confirmLabel}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      >
        <p>{children}</p>
      </ConfirmDialog>
    </>
  );
}
