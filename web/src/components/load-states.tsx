import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, hasErrorStatus } from '../lib/api-client';
import type { QueryResult } from '../lib/use-query';

/** The loading note of a page or section while its data loads. */
export function Loading({ message }: { message: string }) {
  return (
    <p role="status" className="state state--loading">
      {message}
    </p>
  );
}

/**
 * A failed load that retrying may mend: what failed, why (the API client's words for the error)
 * and a retry button.
 */
export function RetryError({
  message,
  error,
  onRetry,
  retry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
  /** The retry button's label. */
  retry: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="state state--error">
      <p>{message}</p>
      <p>{t(errorMessageKey(error))}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

/** A section's query while it has no data: loading, or its failure with a retry; then nothing. */
export function QueryStatus({
  query,
  loading,
  failed,
  retry,
}: {
  query: QueryResult<unknown>;
  loading: string;
  /** What failed ("The comments could not be loaded."). */
  failed: string;
  retry: string;
}) {
  if (query.status === 'loading') return <Loading message={loading} />;
  if (query.status === 'error') {
    return (
      <RetryError message={failed} error={query.error} onRetry={query.refetch} retry={retry} />
    );
  }
  return null;
}

export interface LoadErrorProps {
  /** What failed ("Your devices could not be loaded."). */
  message: string;
  error: unknown;
  onRetry: () => void;
}

/** How a feature explains a failed load. */
export interface LoadErrorWording {
  /** Why, in the feature's words for the error (never the server's own text). */
  reason: (error: unknown) => ParseKeys;
  /** The retry button's label. */
  retry: ParseKeys;
  /** Statuses where retrying cannot help, so no retry button shows (default: 403 and 404). */
  finalStatuses?: readonly number[];
  /** With a final status the reason says it all: `message` is left out too. */
  reasonAloneWhenFinal?: boolean;
}

/**
 * A failed load: what failed, why, and a retry button, except when the status is final (the thing
 * is gone, or not the caller's). Features use it through their own `LoadError` (`loadErrorOf`).
 */
export function LoadErrorBox({
  message,
  error,
  onRetry,
  wording: { reason, retry, finalStatuses = [403, 404], reasonAloneWhenFinal = false },
}: LoadErrorProps & { wording: LoadErrorWording }) {
  const { t } = useTranslation();
  const final = hasErrorStatus(error, ...finalStatuses);
  return (
    <div role="alert" className="state state--error">
      {!(final && reasonAloneWhenFinal) && <p>{message}</p>}
      <p>{t(reason(error))}</p>
      {!final && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t(retry)}
        </button>
      )}
    </div>
  );
}
