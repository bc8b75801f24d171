import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/test-utils';
import { api, ApiError, isSuccessStatus, serializeQuery, setTokenProvider } from './api-client';

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [url, init] = call;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  setTokenProvider(null);
});

describe('serializeQuery', () => {
  it('when a value is an array, then it becomes repeated keys in order', () => {
    expect(serializeQuery({ keywords: ['desk', 'chair'], limit: 20, inStock: true })).toBe(
      '?keywords=desk&keywords=chair&limit=20&inStock=true',
    );
  });

  it('when values are undefined, null or empty arrays, then they are left out', () => {
    expect(serializeQuery({ kind: undefined, owner: null, tag: [], offset: 0 })).toBe('?offset=0');
  });

  it('when nothing remains, then the query string is empty', () => {
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery()).toBe('');
  });

  it('when values hold reserved characters, then they are encoded', () => {
    expect(serializeQuery({ keywords: ['a&b', '本 棚'], q: '=?' })).toBe(
      '?keywords=a%26b&keywords=%E6%9C%AC+%E6%A3%9A&q=%3D%3F',
    );
  });
});

describe('isSuccessStatus', () => {
  it('treats 200 to 399 as success and nothing else', () => {
    expect([199, 200, 204, 304, 399, 400, 401, 500].map(isSuccessStatus)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('api requests', () => {
  it('when getting with a query, then it calls /api/v1 with repeated keys and accepts JSON', async () => {
    const fetchMock = stubFetch(jsonResponse({ exhibits: [], total: 0 }));

    const data = await api.get<{ exhibits: unknown[]; total: number }>('/exhibits', {
      query: { areas: ['north', 'south'], limit: 10 },
    });

    expect(data).toEqual({ exhibits: [], total: 0 });
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/api/v1/exhibits?areas=north&areas=south&limit=10');
    expect(init.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
    expect(init.body).toBeNull();
  });

  it('when posting a body, then it is sent as JSON', async () => {
    const fetchMock = stubFetch(jsonResponse({ id: 'c1' }, 201));

    await expect(api.post('/home/groups', { body: { name: 'Lab' } })).resolves.toEqual({
      id: 'c1',
    });

    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Lab"}');
  });

  it('when a token provider is set, then the bearer token is sent', async () => {
    const fetchMock = stubFetch(jsonResponse({}));
    setTokenProvider(() => Promise.resolve('id-token-1'));

    await api.get('/home/me');

    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer id-token-1');
  });

  it('when the answer is 204 without a body, then it resolves with undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/home/favorites/e1')).resolves.toBeUndefined();
  });

  it('when the answer is 3xx, then it is a success', async () => {
    stubFetch(jsonResponse({ moved: true }, 302));
    await expect(api.get('/anything')).resolves.toEqual({ moved: true });
  });

  it('when a success answer is not JSON (e.g. the SPA fallback), then it is an invalid_response', async () => {
    stubFetch(new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }));

    const error = await caught(api.get('/categories'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });
});

describe('error mapping', () => {
  it('when a validation_error body comes back, then ApiError carries status, code, message, body and errors', async () => {
    const body = {
      code: 'validation_error',
      message: 'Invalid input',
      errors: [{ location: 'body.name', message: 'Required' }],
    };
    stubFetch(jsonResponse(body, 400));

    const error = await caught(api.post('/home/groups', { body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'validation_error',
      message: 'Invalid input',
      body,
    });
    expect(error instanceof ApiError && error.errors).toEqual([
      { location: 'body.name', message: 'Required' },
    ]);
  });

  it('when a 403 body has another code, then that code is kept and errors is empty', async () => {
    stubFetch(jsonResponse({ code: 'not_group_member', message: 'Not a member' }, 403));

    const error = await caught(api.get('/home/me'));

    expect(error).toMatchObject({ status: 403, code: 'not_group_member', message: 'Not a member' });
    expect(error instanceof ApiError && error.errors).toEqual([]);
  });

  it.each([
    [401, 'unauthorized'],
    [404, 'not_found'],
    [502, 'server_error'],
    [418, 'http_error'],
  ])('when a %i comes without an API body, then the code is %s', async (status, code) => {
    stubFetch(new Response('upstream says no', { status, statusText: 'Nope' }));

    const error = await caught(api.get('/categories'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, message: 'Nope', body: 'upstream says no' });
  });

  it('when the body is JSON but not an API error, then it is kept as the body', async () => {
    stubFetch(jsonResponse({ error: 'odd' }, 500));

    const error = await caught(api.get('/categories'));

    expect(error).toMatchObject({ status: 500, code: 'server_error', body: { error: 'odd' } });
  });

  it('when fetch itself fails, then it is a network_error with status 0', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);

    const error = await caught(api.get('/categories'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'Failed to fetch' });
  });

  it('when the call is aborted, then the abort error is rethrown as is', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValueOnce(abortError));
    controller.abort();

    await expect(api.get('/categories', { signal: controller.signal })).rejects.toBe(abortError);
  });
});
