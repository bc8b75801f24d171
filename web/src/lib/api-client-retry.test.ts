import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/test-utils';
import {
  ApiError,
  MAX_ATTEMPTS,
  MAX_RETRY_DELAY_MS,
  api,
  getBlob,
  retryDelayMs,
  setTokenProvider,
  uploadImage,
} from './api-client';

// Firebase stays out: no token, so lib/auth is never asked.
vi.mock('./firebase-loader', () => ({
  loadFirebase: () => Promise.resolve({ app: {}, auth: {} }),
  loadedFirebase: () => null,
  loadFirebaseModule: () =>
    Promise.resolve({ syncSession: () => undefined, signOutOfFirebase: () => Promise.resolve() }),
}));

/** An error answer of the API, with `Retry-After` when given. */
function errorResponse(status: number, code: string, retryAfter?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (retryAfter !== undefined) headers['Retry-After'] = retryAfter;
  return new Response(JSON.stringify({ code, message: code }), { status, headers });
}
const busy = (retryAfter = '1') => errorResponse(503, 'busy', retryAfter);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  setTokenProvider(() => Promise.resolve(null));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setTokenProvider(null);
});

/** The call's outcome, settled while the fake clock runs `ms` forward. */
async function settleWithin<T>(call: Promise<T>, ms: number) {
  const outcome = call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('retryDelayMs', () => {
  it.each([
    [503, '2', 0, 2000],
    [503, '2', 0.999, 2999],
    [503, null, 0, 1000],
    [503, '60', 0, MAX_RETRY_DELAY_MS],
    [503, '60', 1, MAX_RETRY_DELAY_MS * 1.5],
    [503, 'soon', 0, 1000],
    [429, '3', 0.5, 3750],
    [429, '5', 0, 5000],
  ])('when %i says Retry-After %s (random %d), then wait %i ms', (status, header, r, ms) => {
    const response = new Response(null, {
      status,
      headers: header === null ? {} : { 'Retry-After': header },
    });
    expect(retryDelayMs(response, () => r)).toBe(ms);
  });

  it.each([
    [429, '6'],
    [429, '3600'],
    [429, null],
    [500, '1'],
    [502, null],
    [409, '1'],
    [200, null],
  ])('when %i says Retry-After %s, then no retry', (status, header) => {
    const response = new Response(null, {
      status,
      headers: header === null ? {} : { 'Retry-After': header },
    });
    expect(retryDelayMs(response, () => 0)).toBeNull();
  });
});

describe('retries of idempotent calls', () => {
  it('when a GET is answered 503 busy, then it is sent again after Retry-After and resolves', async () => {
    fetchMock.mockResolvedValueOnce(busy('2')).mockResolvedValueOnce(jsonResponse({ ok: 1 }));
    const call = api.get('/home/notifications');

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const outcome = await settleWithin(call, 1);

    expect(outcome).toEqual({ ok: true, value: { ok: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when every attempt is busy, then it stops after MAX_ATTEMPTS with the last 503', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy('1')));
    const outcome = await settleWithin(api.get('/home/contacts'), 60_000);

    expect(fetchMock).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(MAX_ATTEMPTS).toBe(3);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatchObject({ status: 503, code: 'busy' });
  });

  it('when Retry-After is long, then the wait is capped', async () => {
    fetchMock.mockResolvedValueOnce(busy('120')).mockResolvedValueOnce(jsonResponse({}));
    const outcome = await settleWithin(api.get('/categories'), MAX_RETRY_DELAY_MS);

    expect(outcome.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when PUT and DELETE are busy, then they are retried; a POST marked idempotent too', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    await settleWithin(api.put('/home/me', { body: { name: 'A' } }), 10_000);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_ATTEMPTS);

    fetchMock.mockClear();
    await settleWithin(api.delete('/home/favorites/e1'), 10_000);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_ATTEMPTS);

    fetchMock.mockClear();
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(jsonResponse({}));
    const read = await settleWithin(api.post('/home/favorites/e1', { idempotent: true }), 10_000);
    expect(read.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when a POST that creates something is busy, then it is not sent again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    const outcome = await settleWithin(
      api.post('/home/contacts/c1/messages', { body: { body: 'Hi' } }),
      10_000,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(!outcome.ok && outcome.error).toMatchObject({ status: 503, code: 'busy' });

    fetchMock.mockClear();
    const file = new File([new Uint8Array([1])], 'a.jpg', { type: 'image/jpeg' });
    await settleWithin(uploadImage('/home/exhibits/e1/items/i1/images', file), 10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a GET is marked not idempotent, then it is not retried', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    await settleWithin(api.get('/home/notifications', { idempotent: false }), 10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a 429 asks for a short wait, then the call is retried; a long one is the error at once', async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(429, 'rate_limited', '2'))
      .mockResolvedValueOnce(jsonResponse({ ok: 1 }));
    const short = await settleWithin(api.get('/home/todos'), 2_000);
    expect(short).toEqual({ ok: true, value: { ok: 1 } });

    fetchMock.mockClear();
    fetchMock.mockResolvedValueOnce(errorResponse(429, 'rate_limited', '30'));
    const long = await settleWithin(api.get('/home/todos'), 0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(!long.ok && long.error).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('when other errors come back, then nothing is retried', async () => {
    for (const response of [
      errorResponse(500, 'server_error'),
      errorResponse(409, 'conflict', '1'),
      errorResponse(404, 'not_found'),
    ]) {
      fetchMock.mockReset();
      fetchMock.mockResolvedValueOnce(response);
      const outcome = await settleWithin(api.get('/categories'), 10_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(!outcome.ok && outcome.error).toBeInstanceOf(ApiError);
    }
  });

  it('when the call is aborted while it waits, then it rejects with the abort at once and sends nothing more', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy('3')));
    const controller = new AbortController();
    const call = api.get('/home/contacts', { signal: controller.signal });
    const outcome = call.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    const error = await outcome;

    expect(error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the call is aborted with a reason, then that reason is the rejection', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy('1')));
    const controller = new AbortController();
    const reason = new Error('left the page');
    const call = api.get('/home/contacts', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('when a file download is busy, then it is retried like any GET', async () => {
    fetchMock
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(new Response('a,b', { headers: { 'Content-Type': 'text/csv' } }));
    const outcome = await settleWithin(getBlob('/home/bills/export.csv'), 1_000);
    expect(outcome.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
