import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../app/query-provider';
import { MINIMUM_DISPLAY_DELAY_MS, setMinimumDisplayDelay } from './minimum-delay';
import { cacheUpdate, useApiMutation } from './use-api-mutation';
import { useQuery } from './use-query';

beforeEach(() => {
  vi.useFakeTimers();
  setMinimumDisplayDelay(MINIMUM_DISPLAY_DELAY_MS);
});

afterEach(() => {
  vi.useRealTimers();
});

/** A list read under ['rows'] (each fetch answers the next version) and a change of it. */
function useListAndChange(call: (row: string) => Promise<string>, updates = false) {
  let fetched = 0;
  return function useHook() {
    const list = useQuery(['rows'], () => Promise.resolve([`v${++fetched}`]));
    const change = useApiMutation<string, string>({
      call,
      invalidates: () => [['rows']],
      ...(updates
        ? {
            updates: (row: string) => [
              cacheUpdate<string[]>(['rows'], (rows = []) => [...rows, row]),
            ],
          }
        : {}),
    });
    return { list, change };
  };
}

async function rendered(hook: () => ReturnType<ReturnType<typeof useListAndChange>>) {
  const view = renderHook(hook, { wrapper: QueryProvider });
  await act(() => vi.advanceTimersByTimeAsync(MINIMUM_DISPLAY_DELAY_MS));
  expect(view.result.current.list).toMatchObject({ status: 'success', data: ['v1'] });
  return view;
}

describe('useApiMutation', () => {
  it('when the change is accepted, then the reaction runs and the list on screen is fetched again, its last rows shown meanwhile', async () => {
    const { result } = await rendered(useListAndChange((row) => Promise.resolve(row)));
    const onSuccess = vi.fn();

    await act(() => result.current.change.run('new', { onSuccess, onError: vi.fn() }));

    expect(onSuccess).toHaveBeenCalledWith('new');
    expect(result.current.list).toMatchObject({ status: 'success', data: ['v1'], fetching: true });
    await act(() => vi.advanceTimersByTimeAsync(MINIMUM_DISPLAY_DELAY_MS));
    expect(result.current.list).toMatchObject({ status: 'success', data: ['v2'], fetching: false });
  });

  it('when the change is refused, then run resolves, onError gets the error and the list is fetched again too', async () => {
    const failure = new Error('conflict');
    const { result } = await rendered(useListAndChange(() => Promise.reject(failure)));
    const onError = vi.fn();

    await act(() => result.current.change.run('new', { onError }));

    expect(onError).toHaveBeenCalledWith(failure);
    await act(() => vi.advanceTimersByTimeAsync(MINIMUM_DISPLAY_DELAY_MS));
    expect(result.current.list).toMatchObject({ status: 'success', data: ['v2'] });
  });

  it('when the change rewrites a cached read, then it shows before the fetch', async () => {
    const { result } = await rendered(useListAndChange((row) => Promise.resolve(row), true));

    await act(() => result.current.change.run('new', { onError: vi.fn() }));

    expect(result.current.list).toMatchObject({ data: ['v1', 'new'], fetching: true });
  });
});
