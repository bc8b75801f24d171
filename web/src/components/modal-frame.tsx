import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './confirm-dialog.css';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

export interface ModalFrameProps {
  /** The id of the dialog's title, and of what describes it (if anything). */
  labelledBy: string;
  describedBy?: string | undefined;
  /** Added to `confirm-dialog` (a wider dialog of its own). */
  className?: string;
  /** While true (a request is on its way), Escape and the backdrop do not close it. */
  busy: boolean;
  onCancel: () => void;
  /** Where the focus goes on opening: the element of the dialog this picks. */
  initialFocus: (dialog: HTMLElement) => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * The frame every dialog of the app shares: modal (role=dialog, aria-modal) over a backdrop,
 * labelled by its title. Focus moves in when it opens, Tab stays inside, Escape or a click on the
 * backdrop cancels (not while busy), and focus returns to where it was on close. (jsdom has no
 * <dialog>.showModal, so this is a role=dialog element rather than the native one.)
 */
export function ModalFrame({
  labelledBy,
  describedBy,
  className,
  busy,
  onCancel,
  initialFocus,
  children,
}: ModalFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(initialFocus);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialogRef.current) focusFirst.current(dialogRef.current)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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
        className={className ? `confirm-dialog ${className}` : 'confirm-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
