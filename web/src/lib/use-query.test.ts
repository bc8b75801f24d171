import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../app/query-provider';
import { claimGroup, resetShell, signIn } from '../testing/test-utils';
import { MINIMUM_DISPLAY_DELAY_MS, setMinimumDisplayDelay } from './minimum-delay';
import { useQuery } from './use-query';

beforeEach(() => {
  vi.useFakeTimers();
  // The test setup sets no delay (testing/setup.ts); here the app's is what is tested.
  setMinimumDisplayDelay(MINIMUM_DISPLAY_DELAY_MS);
});

afterEach(() => {
  vi.useRealTimers();
  resetShell();
});

const fetchNow = () => Promise.resolve(['a']);

describe('useQuery', () => {
  it('when the fetch answers at once, then loading still shows for 200 ms', async () => {
    const { result } = renderHook(() => useQuery(['now'], fetchNow), { wrapper: QueryProvider });

    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(result.current.status).toBe('loading');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ status: 'success', data: ['a'] });
  });

  it('when the fetch fails, then the error shows after the minimum delay', async () => {
    const failure = new Error('boom');
    const fetchFails = () => Promise.reject(failure);
    const { result } = renderHook(() => useQuery(['fails'], fetchFails), {
      wrapper: QueryProvider,
    });

    await act(() => vi.advanceTimersByTimeAsync(200));

    expect(result.current).toMatchObject({ status: 'error', error: failure });
  });

  it('when the acting group changes, then what is on screen is fetched again for the new identity, showing loading meanwhile', async () => {
    signIn();
    let asked = 0;
    const fetchMine = () => Promise.resolve(`list ${++asked}`);
    const { result } = renderHook(() => useQuery(['mine'], fetchMine), { wrapper: QueryProvider });
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toMatchObject({ status: 'success', data: 'list 1' });

    await act(async () => claimGroup('lab'));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toMatchObject({ status: 'success', data: 'list 2' });
  });
});
