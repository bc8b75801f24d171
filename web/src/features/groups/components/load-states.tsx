import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api-client';

/** The loading note of a group page while its data loads. */
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
  return (
    <div role="alert" className="state state--error">
      <p>{message}</p>
      <p>{t(errorMessageKey(error))}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('groups.retry')}
      </button>
    </div>
  );
}
