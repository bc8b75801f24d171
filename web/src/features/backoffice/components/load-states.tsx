import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { backofficeErrorKey } from '../api/errors';

export function Loading({ message }: { message: string }) {
  return (
    <p role="status" className="state state--loading">
      {message}
    </p>
  );
}

/** A failed load; a 403 (no officer role) says so and offers no retry. */
export function LoadError({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <div role="alert" className="state state--error">
      {!forbidden && <p>{message}</p>}
      <p>{t(backofficeErrorKey(error))}</p>
      {!forbidden && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('backoffice.retry')}
        </button>
      )}
    </div>
  );
}
