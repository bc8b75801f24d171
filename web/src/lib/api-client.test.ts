import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firebase, resetFakeFirebase } from '../testing/fake-firebase';
import { jsonResponse, testProfile } from '../testing/test-utils';
import {
  api,
  ApiError,
  errorMessageKey,
  hasErrorCode,
  hasErrorStatus,
  isSuccessStatus,
  serializeQuery,
  recoverAsIndividual,
  setNavigate,
  setTokenProvider,
} from './api-client';
import { refreshIdToken } from './auth';
import { progress } from './progress';
import { session } from './session';
import { ALICE as alice } from '../testing/users';

// Firebase stays out of unit tests: lib/auth reaches it only through this loader.
vi.mock('./firebase-loader', () => import('../testing/fake-firebase'));

// The NotGroupMember recovery ends with the forced token refresh: tests of when the recovery runs
// hold or fail it there (`vi.mocked(refreshIdToken)`); otherwise it is the real one.
vi.mock('./auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./auth')>();
  return { ...actual, refreshIdToken: vi.fn(actual.refreshIdToken) };
});

/** A JWT whose payload has `exp` (seconds); the signature is not checked by the client. */
function jwt(expiresInSeconds: number): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

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

beforeEach(() => {
  session.reset();
  progress.reset();
  resetFakeFirebase();
});

afterEach(() => {
  vi.mocked(refreshIdToken).mockReset();
  setTokenProvider(null);
  setNavigate(null);
  window.history.replaceState(null, '', '/');
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
    ['/manage/user/reservations/r1/report', '/manage/user/reservations/r1/report'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    [42, null],
  ])('when the body links to %j, then the link is %j (paths of the app only)', (link, shown) => {
    const body = { code: 'usage_report_overdue', message: 'x', link };
    expect(new ApiError(409, 'usage_report_overdue', 'x', body).link).toBe(shown);
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

describe('errorMessageKey', () => {
  it.each([
    [new ApiError(0, 'network_error', 'x', null), 'errors.network'],
    [new ApiError(429, 'rate_limited', 'x', null), 'errors.rateLimited'],
    [new ApiError(503, 'busy', 'x', null), 'errors.busy'],
    [new ApiError(403, 'app_check_required', 'x', null), 'errors.appCheck'],
    [new ApiError(500, 'server_error', 'x', null), 'errors.serverError'],
    [new ApiError(502, 'server_error', 'x', null), 'errors.serverError'],
    [new ApiError(409, 'conflict', 'x', null), 'errors.generic'],
    [new ApiError(403, 'account_suspended', 'x', null), 'moderation.errors.accountSuspended'],
    [new ApiError(403, 'blocked', 'x', null), 'moderation.errors.blocked'],
    [new ApiError(409, 'moderation_hold', 'x', null), 'moderation.errors.moderationHold'],
    [new Error('x'), 'errors.generic'],
  ])('when %o fails a call, then %s is shown', (error, key) => {
    expect(errorMessageKey(error)).toBe(key);
  });
});

describe('identity headers', () => {
  it('when signed out, then neither a bearer token nor the group header is sent', async () => {
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/categories');

    const { headers } = sentRequest(fetchMock);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Group-Id')).toBe(false);
  });

  it('when signed in with a valid stored token and Firebase not loaded, then the stored token is sent without loading it', async () => {
    const token = jwt(3600);
    session.signedIn(alice, token, {});
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/home/me');

    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(firebase.loaded).toBe(false);
  });

  it('when the stored token is about to expire, then Firebase is loaded and its fresh token is sent', async () => {
    session.signedIn(alice, jwt(60), {});
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/home/me');

    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(firebase.loaded).toBe(true);
  });

  it('when Firebase is loaded, then its token is sent rather than the stored one', async () => {
    session.signedIn(alice, jwt(3600), {});
    firebase.loaded = true;
    firebase.token = 'from-firebase';
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/home/me');

    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer from-firebase');
  });

  it('when a group is selected, then X-Group-Id carries it beside the bearer token', async () => {
    session.signedIn(alice, jwt(3600), { group: 'lab-1' });
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/home/todos');

    const { headers } = sentRequest(fetchMock);
    expect(headers.get('X-Group-Id')).toBe('lab-1');
    expect(headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('when the group is deselected, then the header is no longer sent', async () => {
    session.signedIn(alice, jwt(3600), { group: 'lab-1' });
    // Deselected: the refreshed token no longer claims the group.
    session.signedIn(alice, jwt(3600), {});
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/home/todos');

    expect(sentRequest(fetchMock).headers.has('X-Group-Id')).toBe(false);
  });
});

describe('App Check header', () => {
  it('when signed in and App Check is configured, then its token goes beside the bearer token', async () => {
    session.signedIn(alice, jwt(3600), {});
    firebase.appCheckToken = 'app-check-1';
    const fetchMock = stubFetch(jsonResponse({}));

    await api.post('/home/favorites/e1');

    const { headers } = sentRequest(fetchMock);
    expect(headers.get('X-Firebase-AppCheck')).toBe('app-check-1');
    expect(headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('when signed out, then no App Check token is asked for (public reads load no Firebase)', async () => {
    firebase.appCheckToken = 'app-check-1';
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/exhibits');

    expect(sentRequest(fetchMock).headers.has('X-Firebase-AppCheck')).toBe(false);
    expect(firebase.appCheckCalls).toBe(0);
  });

  it('when App Check is not configured, then the header is not sent', async () => {
    session.signedIn(alice, jwt(3600), {});
    const fetchMock = stubFetch(jsonResponse({}));

    await api.get('/home/me');

    expect(sentRequest(fetchMock).headers.has('X-Firebase-AppCheck')).toBe(false);
  });

  it('when no App Check token can be had, then the call goes without it and the 403 is worded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.signedIn(alice, jwt(3600), {});
    firebase.appCheckToken = 'fail';
    const fetchMock = stubFetch(jsonResponse({ code: 'app_check_required', message: 'x' }, 403));

    const error = await caught(api.post('/home/favorites/e1'));

    expect(sentRequest(fetchMock).headers.has('X-Firebase-AppCheck')).toBe(false);
    expect(errorMessageKey(error)).toBe('errors.appCheck');
    expect(session.get().user).not.toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('401 handling', () => {
  it('when a call answers 401, then the current path and query are saved and the user goes to /login', async () => {
    window.history.replaceState(null, '', '/manage/account?tab=groups');
    const navigate = vi.fn<(href: string) => void>();
    setNavigate(navigate);
    stubFetch(jsonResponse({ code: 'unauthorized', message: 'No' }, 401));

    const error = await caught(api.get('/home/me'));

    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(session.get().redirectUrl).toBe('/manage/account?tab=groups');
    expect(navigate).toHaveBeenCalledWith('/login?redirectUrl=%2Fmanage%2Faccount%3Ftab%3Dgroups');
  });

  it('when a signed-in session gets a 401, then it is signed out (otherwise /login would send it back)', async () => {
    window.history.replaceState(null, '', '/manage/account');
    setNavigate(vi.fn());
    session.signedIn(alice, jwt(3600), {});
    stubFetch(jsonResponse({ code: 'unauthorized', message: 'Revoked' }, 401));

    await caught(api.get('/home/me'));

    expect(session.get().user).toBeNull();
    expect(session.get().redirectUrl).toBe('/manage/account');
    await vi.waitFor(() => expect(firebase.signOuts).toBe(1));
  });

  it('when the 401 happens on /login itself, then nothing is saved and nobody navigates', async () => {
    window.history.replaceState(null, '', '/login?redirectUrl=%2Fx');
    const navigate = vi.fn<(href: string) => void>();
    setNavigate(navigate);
    stubFetch(jsonResponse({ code: 'unauthorized', message: 'No' }, 401));

    await caught(api.get('/home/me'));

    expect(navigate).not.toHaveBeenCalled();
    expect(session.get().redirectUrl).toBeNull();
  });

  it('when the call opts out of auth handling, then a 401 is only an error', async () => {
    const navigate = vi.fn<(href: string) => void>();
    setNavigate(navigate);
    stubFetch(jsonResponse({ code: 'unauthorized', message: 'No' }, 401));

    await caught(api.get('/home/me', { handleAuthErrors: false }));

    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('403 NotGroupMember recovery', () => {
  const notMember = () => jsonResponse({ code: 'NotGroupMember', message: 'Left' }, 403);
  /** The answers to the recovery's own calls: the profile as the individual, then the deselection. */
  const recoveryAnswers = () => [
    jsonResponse({ ...testProfile(), signedUp: true }),
    new Response(null, { status: 204 }),
  ];

  it('when a call answers 403 NotGroupMember, then the recovery runs before the error is thrown', async () => {
    const recovery = vi.mocked(refreshIdToken).mockResolvedValue(null);
    stubFetch(notMember(), ...recoveryAnswers());

    const error = await caught(api.get('/home/todos'));

    expect(recovery).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 403, code: 'NotGroupMember' });
  });

  it('when several calls fail together, then the recovery runs once', async () => {
    let finish = () => {};
    const recovery = vi
      .mocked(refreshIdToken)
      .mockImplementation(() => new Promise((resolve) => (finish = () => resolve(null))));
    stubFetch(notMember(), notMember(), ...recoveryAnswers());

    const calls = [caught(api.get('/home/todos')), caught(api.get('/home/notices'))];
    await vi.waitFor(() => expect(recovery).toHaveBeenCalled());
    finish();
    await Promise.all(calls);

    expect(recovery).toHaveBeenCalledTimes(1);
  });

  it('when the recovery fails, then the original error is still thrown', async () => {
    vi.mocked(refreshIdToken).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(notMember(), ...recoveryAnswers());

    await expect(api.get('/home/todos')).rejects.toMatchObject({ code: 'NotGroupMember' });
  });

  it('when another 403 comes, then no recovery runs', async () => {
    const recovery = vi.mocked(refreshIdToken);
    stubFetch(jsonResponse({ code: 'forbidden', message: 'No' }, 403));

    await caught(api.get('/home/todos'));

    expect(recovery).not.toHaveBeenCalled();
  });

  it('the recovery clears the group, deselects it on the server without the header, and force-refreshes the token', async () => {
    session.signedIn(alice, jwt(3600), { group: 'lab-1' });
    const fetchMock = stubFetch(...recoveryAnswers());

    await recoverAsIndividual();

    // The first call fetched the profile as the individual; the second deselects.
    const { url, init, headers } = sentRequest(fetchMock, 1);
    expect([init.method, url]).toEqual(['DELETE', '/api/v1/home/me/group']);
    expect(headers.has('X-Group-Id')).toBe(false);
    expect(firebase.refreshes).toBe(1);
    // The refreshed token's claims (no group here) are now the session's.
    expect(session.get()).toMatchObject({ group: null, token: 'fresh-token' });
  });

  it('when the token refresh fails, then the group is cleared all the same: the next call goes as the individual', async () => {
    session.signedIn(alice, jwt(3600), { group: 'lab-1' });
    vi.mocked(refreshIdToken).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = stubFetch(notMember(), ...recoveryAnswers(), jsonResponse([]));

    await caught(api.get('/home/todos'));
    expect(sentRequest(fetchMock, 0).headers.get('X-Group-Id')).toBe('lab-1');
    expect(session.get().group).toBeNull();

    await api.get('/home/todos');
    expect(sentRequest(fetchMock, 3).headers.has('X-Group-Id')).toBe(false);
  });

  it('the recovery still refreshes the token when deselecting fails', async () => {
    session.signedIn(alice, jwt(3600), { group: 'lab-1' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(
      jsonResponse({ code: 'not_found', message: 'No route' }, 404),
      jsonResponse({ code: 'not_found', message: 'No route' }, 404),
    );

    await recoverAsIndividual();

    expect(firebase.refreshes).toBe(1);
    expect(session.get().group).toBeNull();
  });
});

describe('progress', () => {
  it('when a call is in flight, then it counts for the progress bar until it settles', async () => {
    const start = vi.spyOn(progress, 'start');
    stubFetch(jsonResponse({}));

    await api.get('/categories');

    expect(start).toHaveBeenCalledTimes(1);
  });

  it('when a call is marked background, then the progress bar ignores it', async () => {
    const start = vi.spyOn(progress, 'start');
    stubFetch(jsonResponse({}));

    await api.get('/home/notifications', { background: true });

    expect(start).not.toHaveBeenCalled();
  });
});

describe('hasErrorCode and hasErrorStatus', () => {
  const apiError = (status: number, code: string) => new ApiError(status, code, 'message', null);

  it('when the API answered one of the codes or statuses, then they say so', () => {
    const conflict = apiError(409, 'slot_free');
    expect(hasErrorCode(conflict, 'slot_free')).toBe(true);
    expect(hasErrorCode(conflict, 'reservation_conflict', 'slot_free')).toBe(true);
    expect(hasErrorStatus(conflict, 403, 409)).toBe(true);
  });

  it('when the code or status differs, or the error is not an API answer, then they do not', () => {
    expect(hasErrorCode(apiError(409, 'reservation_conflict'), 'slot_free')).toBe(false);
    expect(hasErrorStatus(apiError(404, 'not_found'), 403, 409)).toBe(false);
    expect(hasErrorCode(new Error('slot_free'), 'slot_free')).toBe(false);
    expect(hasErrorStatus({ status: 404 }, 404)).toBe(false);
  });
});
