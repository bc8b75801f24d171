import type { ComponentType, ReactNode } from 'react';
import type { QueryResult } from '../lib/use-query';
import { Loading, type LoadErrorProps } from './load-states';

export interface QueryViewProps<T> {
  query: QueryResult<T>;
  /** The loading note. */
  loading: string;
  /** The feature's failed-load box (`loadErrorOf`) and what it says failed. */
  LoadError: ComponentType<LoadErrorProps>;
  loadFailed: string;
  /** What the query answered, shown once it has. */
  children: (data: T) => ReactNode;
}

/**
 * What waits for one query: its loading note, its failure in the feature's words (with a retry),
 * then the content made of the answer.
 */
export function QueryView<T>({
  query,
  loading,
  LoadError,
  loadFailed,
  children,
}: QueryViewProps<T>) {
  if (query.status === 'loading') return <Loading message={loading} />;
  if (query.status === 'error') {
    return <LoadError message={loadFailed} error={query.error} onRetry={query.refetch} />;
  }
  return <>{children(query.data)}</>;
}
