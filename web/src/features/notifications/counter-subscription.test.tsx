import { act, render, renderHook } from '@testing-library/react';
import type { Database } from 'firebase/database';
import { DatabaseSdkContext, useDatabaseObjectData } from 'reactfire';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '../../lib/firestore-loader';
import { refreshNotifications } from '../../lib/notification-refresh';
import { session } from '../../lib/session';
import { answer, stubApi } from '../../testing/api-stub';
import { signIn, TEST_USER } from '../../testing/test-utils';
import CounterSubscription, { REALTIME_STALL_MS } from './counter-subscription';
import { counters } from './counters';
import { POLL_INTERVAL_MS, usePolledCounters } from './use-polled-counters';
import { watchCounters, type CountersObserver } from './watch-counters';
import { setUpPageTests } from '../../testing/page-test';

vi.mock('reactfire', async (importOriginal) => ({
  ...(await importOriginal<typeof import('reactfire')>()),
  useDatabaseObjectData: vi.fn(),
}));
// The Firestore SDK's edge: the listener itself runs in the browser tests (live-chat.test.ts).
vi.mock('../../lib/firestore-loader', () => ({ loadFirestore: vi.fn() }));
vi.mock('./watch-counters', () => ({ watchCounters: vi.fn() }));
vi.mock('firebase/database', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/database')>()),
  ref: (_database: unknown, path: string) => ({ path, toString: () => path }),
}));

const payload = (todo: number) => ({
  owner: { todo, notice: 1, unread: { c1: 1764000000000 } },
  customer: { todo: 0, notice: 0, unread: {} },
});

setUpPageTests();

describe('polling (no Realtime Database)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signIn();
  });

  it('polls at once, then every 30 s, on focus and on refreshNotifications()', async () => {
    const api = stubApi({
      'GET /home/notifications': [payload(1), payload(2), payload(3), payload(4)].map((body) => ({
        body,
      })),
    });
    const calls = () => api.calls('GET /home/notifications').length;

    renderHook(() => usePolledCounters(TEST_USER.uid));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls()).toBe(1);
    expect(counters.get().owner).toEqual({ todo: 1, notice: 1, unread: 1 });

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1));
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls()).toBe(2);
    expect(counters.get().owner.todo).toBe(2);

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls()).toBe(3);
    expect(counters.get().owner.todo).toBe(3);

    await act(async () => {
      refreshNotifications();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls()).toBe(4);
    expect(counters.get().owner.todo).toBe(4);
    // Background calls: not on the progress bar, but with the user's token.
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('reads the stored counters on ticks and focus, and asks a recount after own actions', async () => {
    const api = stubApi({ 'GET /home/notifications': { body: payload(1) } });
    const fresh = () => api.requests.map((r) => r.query.get('fresh') ?? 'stored');

    renderHook(() => usePolledCounters(TEST_USER.uid));
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      refreshNotifications();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fresh()).toEqual(['stored', 'stored', 'stored', 'true']);
  });

  it('stops when unmounted (sign-out) and drops an answer that arrives after sign-out', async () => {
    let release: () => void = () => undefined;
    const api = stubApi({
      'GET /home/notifications': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(answer({ body: payload(9) }));
        }),
    });
    const { unmount } = renderHook(() => usePolledCounters(TEST_USER.uid));
    await act(() => vi.advanceTimersByTimeAsync(0));

    act(() => session.signedOut());
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(counters.get().owner.todo).toBe(0);

    unmount();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    act(() => refreshNotifications());
    expect(api.calls('GET /home/notifications')).toHaveLength(1);
  });

  it('a failed poll keeps the counts and the next one goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      'GET /home/notifications': [
        { body: payload(5) },
        { status: 500, body: { code: 'server_error', message: 'x' } },
        { body: payload(6) },
      ],
    });
    renderHook(() => usePolledCounters(TEST_USER.uid));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(counters.get().owner.todo).toBe(5);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(counters.get().owner.todo).toBe(6);
  });

  it('the subscription polls when there is neither a database nor Firestore', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadFirestore).mockRejectedValue(new Error('offline'));
    const api = stubApi({ 'GET /home/notifications': { body: payload(7) } });
    render(<CounterSubscription uid={TEST_USER.uid} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls('GET /home/notifications')).toHaveLength(1);
    expect(counters.get().owner.todo).toBe(7);
    expect(vi.mocked(useDatabaseObjectData)).not.toHaveBeenCalled();
  });
});

describe('Firestore counters (no Realtime Database)', () => {
  let observer: CountersObserver | undefined;

  beforeEach(() => {
    signIn();
    observer = undefined;
    vi.mocked(loadFirestore).mockResolvedValue({} as never);
    vi.mocked(watchCounters).mockImplementation((_firestore, _uid, next) => {
      observer = next;
      return () => undefined;
    });
  });

  /** Renders the subscription and waits for its listener. */
  async function listening(): Promise<CountersObserver> {
    render(<CounterSubscription uid={TEST_USER.uid} />);
    await vi.waitFor(() => expect(observer).toBeDefined());
    if (observer === undefined) throw new Error('no listener');
    return observer;
  }

  it('listens to counters/{uid} and feeds the counters with every value, without polling', async () => {
    const api = stubApi({});
    const counts = await listening();
    expect(vi.mocked(watchCounters).mock.calls[0]?.[1]).toBe(TEST_USER.uid);

    act(() => counts.next(payload(3)));
    expect(counters.get().owner).toEqual({ todo: 3, notice: 1, unread: 1 });
    act(() => counts.next(payload(4)));
    expect(counters.get().owner.todo).toBe(4);
    expect(api.requests).toHaveLength(0);
  });

  it('asks the API once while no counters document is stored yet', async () => {
    const api = stubApi({ 'GET /home/notifications': { body: payload(5) } });
    const counts = await listening();
    act(() => counts.next(undefined));
    await vi.waitFor(() => expect(counters.get().owner.todo).toBe(5));
    expect(api.calls('GET /home/notifications')).toHaveLength(1);
  });

  it('falls back to polling when the listener is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = stubApi({ 'GET /home/notifications': { body: payload(9) } });
    const counts = await listening();
    act(() => counts.error(new Error('permission-denied')));
    await vi.waitFor(() => expect(counters.get().owner.todo).toBe(9));
    expect(api.calls('GET /home/notifications')).toHaveLength(1);
  });

  it('falls back to polling when the listener never answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = stubApi({ 'GET /home/notifications': { body: payload(6) } });
    render(<CounterSubscription uid={TEST_USER.uid} />);
    await act(() => vi.advanceTimersByTimeAsync(REALTIME_STALL_MS - 1));
    expect(api.requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls('GET /home/notifications')).toHaveLength(1);
    expect(counters.get().owner.todo).toBe(6);
  });
});

describe('Realtime Database subscription', () => {
  const database = {} as Database;
  const withDatabase = (uid: string) => (
    <DatabaseSdkContext.Provider value={database}>
      <CounterSubscription uid={uid} />
    </DatabaseSdkContext.Provider>
  );

  beforeEach(() => signIn());

  it('subscribes to notifications/{uid} and feeds the counters with every value', () => {
    const api = stubApi({});
    const hook = vi.mocked(useDatabaseObjectData);
    hook.mockReturnValue({ status: 'success', data: payload(3) } as ReturnType<typeof hook>);

    const { rerender } = render(withDatabase(TEST_USER.uid));

    expect(hook).toHaveBeenCalled();
    expect(String(hook.mock.calls[0]?.[0])).toBe(`notifications/${TEST_USER.uid}`);
    expect(counters.get()).toEqual({
      owner: { todo: 3, notice: 1, unread: 1 },
      customer: { todo: 0, notice: 0, unread: 0 },
    });

    hook.mockReturnValue({ status: 'success', data: null } as ReturnType<typeof hook>);
    rerender(withDatabase(TEST_USER.uid));
    expect(counters.get().owner.todo).toBe(0);
    expect(api.requests).toHaveLength(0);
  });

  it('falls back to polling when the realtime connection never answers (blocked)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = stubApi({ 'GET /home/notifications': { body: payload(6) } });
    const hook = vi.mocked(useDatabaseObjectData);
    hook.mockReturnValue({ status: 'loading', data: undefined } as ReturnType<typeof hook>);

    render(withDatabase(TEST_USER.uid));
    await act(() => vi.advanceTimersByTimeAsync(REALTIME_STALL_MS - 1));
    expect(api.requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(api.calls('GET /home/notifications')).toHaveLength(1);
    expect(counters.get().owner.todo).toBe(6);
  });

  it('falls back to polling when the realtime subscription fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi({ 'GET /home/notifications': { body: payload(8) } });
    vi.mocked(useDatabaseObjectData).mockImplementation(() => {
      throw new Error('permission_denied');
    });
    // jsdom reports errors caught by an error boundary as uncaught: keep the output clean.
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);

    try {
      render(withDatabase(TEST_USER.uid));

      await vi.waitFor(() => expect(api.calls('GET /home/notifications')).toHaveLength(1));
      await vi.waitFor(() => expect(counters.get().owner.todo).toBe(8));
    } finally {
      window.removeEventListener('error', swallow);
    }
  });
});
