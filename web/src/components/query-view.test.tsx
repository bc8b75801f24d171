import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QueryResult } from '../lib/use-query';
import type { LoadErrorProps } from './load-states';
import { QueryView } from './query-view';

/** A feature's failed-load box, as `loadErrorOf` makes one. */
function LoadError({ message, error, onRetry }: LoadErrorProps) {
  return (
    <div role="alert">
      {message} ({String(error)})
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

const view = (query: QueryResult<string[]>) => (
  <QueryView query={query} loading="Loading…" LoadError={LoadError} loadFailed="Not loaded.">
    {(names) => <p>{names.join(', ')}</p>}
  </QueryView>
);

describe('QueryView', () => {
  it('while loading, shows the loading note', () => {
    render(view({ status: 'loading', refetch: vi.fn() }));

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('on failure, shows the feature’s box with what failed; retrying refetches', async () => {
    const refetch = vi.fn();
    render(view({ status: 'error', error: 'offline', refetch }));

    expect(screen.getByRole('alert')).toHaveTextContent('Not loaded. (offline)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('once answered, shows the content made of the answer', () => {
    render(view({ status: 'success', data: ['a', 'b'], refetch: vi.fn() }));

    expect(screen.getByText('a, b')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
