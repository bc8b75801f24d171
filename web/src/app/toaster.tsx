import { useTranslation } from 'react-i18next';
import { toastStore, useToasts, type Toast } from '../lib/toasts';
import { CloseIcon } from '../components/icons';
import './toaster.css';

/**
 * The app's toasts (`lib/toasts.ts`), at the bottom of the screen: across it on phones, in the
 * right-hand corner (at most 350 px wide, spec section 9) wider. Two live regions are always in the
 * page, so a screen reader announces what enters them: errors assertively, done notes politely.
 * They carry `aria-live` without the `alert` / `status` roles (those stay for a page's own
 * messages) and are no landmark: an empty region in every page would only be noise.
 * Pointing at or focusing the toasts holds their timers.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const region = (error: boolean) => (
    <div className="toaster__region" aria-live={error ? 'assertive' : 'polite'}>
      {toasts
        .filter((toast) => toast.error === error)
        .map((toast) => (
          <ToastView key={toast.id} toast={toast} closeLabel={t('toast.close')} />
        ))}
    </div>
  );
  return (
    <div
      className="toaster"
      onPointerEnter={toastStore.pause}
      onPointerLeave={toastStore.resume}
      onFocus={toastStore.pause}
      onBlur={toastStore.resume}
    >
      {region(true)}
      {region(false)}
    </div>
  );
}

function ToastView({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  return (
    <div className={`toast${toast.error ? ' toast--error' : ''}`}>
      <p className="toast__text">{toast.text}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={closeLabel}
        onClick={() => toastStore.dismiss(toast.id)}
      >
        <CloseIcon className="toast__icon" />
      </button>
    </div>
  );
}
