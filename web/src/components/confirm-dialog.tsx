import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Defaults to 'OK' / 'Cancel' in the current language. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** A message to acknowledge: only the confirm button, which then gets the focus. */
  acknowledgeOnly?: boolean;
  /** May return a promise: both buttons stay disabled until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/**
 * The one confirmation dialog of the app: modal (role=dialog, aria-modal), labelled by its title and
 * described by its text. Focus moves to the cancel button (the safe choice) when it opens, Tab stays
 * inside, Escape or a click on the backdrop cancels, and focus returns to where it was on close.
 * (jsdom has no <dialog>.showModal, so this is a role=dialog element rather than the native one.)
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  acknowledgeOnly = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (cancelRef.current ?? confirmRef.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      // The parent usually closes the dialog on success; this is for when it stays open.
      if (dialogRef.current?.isConnected) setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [
      ...dialogRef.current.querySelectorAll<HTMLElement>(
        'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled])',
      ),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="confirm-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div
        ref={dialogRef}
        className="confirm-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={bodyId} className="confirm-dialog__body">
            {children}
          </div>
        )}
        <div className="confirm-dialog__actions">
          {!acknowledgeOnly && (
            <button
              ref={cancelRef}
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={onCancel}
            >
              {cancelLabel ?? t('dialog.cancel')}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className={danger ? 'button button--danger' : 'button'}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? t('dialog.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
