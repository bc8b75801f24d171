import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { shareExhibitErrorKey } from '../api/errors';

/** The loading note of a page or section while its data loads. */
export function Loading({ message }: { message: string }) {
  return (
    <p role="status" className="state state--loading">
      {message}
    </p>
  );
}

/** A failed load: what failed, why (never the server's own text) and a retry button. */
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
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <div role="alert" className="state state--error">
      <p>{message}</p>
      <p>{t(shareExhibitErrorKey(error))}</p>
      {!gone && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('shareExhibits.retry')}
        </button>
      )}
    </div>
  );
}
