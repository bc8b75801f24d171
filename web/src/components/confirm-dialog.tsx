import { useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './modal-frame';

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
 * The one confirmation dialog of the app, in the shared `ModalFrame`: labelled by its title and
 * described by its text. Focus moves to the cancel button (the safe choice) when it opens.
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
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      // The parent usually closes the dialog on success; this is for when it stays open.
      if (confirmRef.current?.isConnected) setBusy(false);
    }
  };

  return (
    <ModalFrame
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      busy={busy}
      onCancel={onCancel}
      // The safe choice first: cancel (or the only button, to acknowledge).
      initialFocus={(dialog) =>
        dialog.querySelector<HTMLElement>('.confirm-dialog__actions button')
      }
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
    </ModalFrame>
  );
}
