import { ApiError } from '../lib/api-client';

/** The loading note of a page or section while its data loads. */
export function Loading({ message }: { message: string }) {
  return (
    <p role="status" className="state state--loading">
      {message}
    </p>
  );
}

export interface LoadErrorProps {
  /** What failed ("Your devices could not be loaded."). */
  message: string;
  error: unknown;
  /** Why, in the feature's words for the error (never the server's own text). */
  reason: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A failed load: what failed, why, and a retry button, except when the thing is gone or not the
 * caller's (404, 403), where retrying cannot help.
 */
export function LoadError({ message, error, reason, retryLabel, onRetry }: LoadErrorProps) {
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <div role="alert" className="state state--error">
      <p>{message}</p>
      <p>{reason}</p>
      {!gone && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
