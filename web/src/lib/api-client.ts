import {
  APP_CHECK_HEADER,
  APP_CHECK_REQUIRED,
  GROUP_HEADER,
  NOT_GROUP_MEMBER,
} from '@campus/model/wire';
import { ApiError, hasErrorCode, readBody, toApiError } from './api-error';
import { serializeQuery, type QueryParams } from './api-query';
import { isMaintenance, MAX_ATTEMPTS, retryDelayMs, wait } from './api-retry';
import { termsGate } from './terms-gate';
import { currentIdToken, refreshIdToken, signOut } from './auth';
import { dataChanged } from './data-changes';
import { loadAppCheckToken } from './firebase-loader';
import { paths } from './paths';
import { progress } from './progress';
import { learnFromRefusal } from './remote-settings';
import { session, type Profile } from './session';
import type { Transport } from './upload-progress';

/**
 * The one HTTP client for the product API (spec section 7):
 * - every call goes to `/api/v1` and accepts JSON;
 * - query arrays are serialised as repeated keys (`?tag=a&tag=b`);
 * - statuses 200-399 are success;
 * - an error response becomes an `ApiError` carrying status, code, message and body;
 * - when signed in, requests carry `Authorization: Bearer <ID token>`, when a group is selected
 *   `X-Group-Id: <group id>`, and when App Check is configured `X-Firebase-AppCheck: <token>`;
 * - a 401 saves the current address as the redirect URL and goes to /login (spec section 8);
 * - a 403 `NotGroupMember` for the session's group runs the recovery of spec section 8
 *   (`recoverAsIndividual`);
 * - calls in flight drive the progress bar (`progress.ts`) unless marked `background`;
 * - an idempotent call (GET, PUT, DELETE, or a POST marked `idempotent`) answered 503 (`busy`: nothing
 *   was changed) or 429 with a short `Retry-After` is tried again after that time (capped, with
 *   jitter), at most `MAX_ATTEMPTS` times in all, and stops waiting when its `signal` aborts.
 * Field errors for forms: `components/form/server-errors.ts`.
 */

export const API_BASE = '/api/v1';

// The client's errors and retries live beside it; callers import them from here.
export {
  ApiError,
  errorMessageKey,
  hasErrorCode,
  hasErrorStatus,
  isApiErrorBody,
  toApiError,
  type ApiErrorBody,
  type ApiErrorDetail,
  type ErrorMessageKey,
} from './api-error';
export { MAX_ATTEMPTS, MAX_RETRY_DELAY_MS, retryDelayMs } from './api-retry';
export {
  serializeQuery,
  type QueryParams,
  type QueryPrimitive,
  type QueryValue,
} from './api-query';

export type TokenProvider = () => Promise<string | null>;

/** Where the bearer ID token comes from by default: Firebase when loaded, else the stored token. */
const defaultTokenProvider: TokenProvider = currentIdToken;
let tokenProvider: TokenProvider = defaultTokenProvider;

/** Replaces where the bearer ID token comes from (tests); null restores the default (`lib/auth`). */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider ?? defaultTokenProvider;
}

/** The group and App Check headers are the model's (`functions/src/model/wire.ts`). */
export { APP_CHECK_HEADER, GROUP_HEADER };

/** The error codes of a 403 without a valid App Check token, and for a group the user left. */
export { APP_CHECK_REQUIRED, NOT_GROUP_MEMBER };

export type Navigate = (href: string) => void;

const defaultNavigate: Navigate = (href) => window.location.assign(href);
let navigate: Navigate = defaultNavigate;

/**
 * How the client moves to /login on a 401; the app sets the router's `navigate` (see
 * `app/providers.tsx`), null restores the default full page load.
 */
export function setNavigate(fn: Navigate | null): void {
  navigate = fn ?? defaultNavigate;
}

/**
 * Spec section 8, the recovery on a 403 `NotGroupMember`, in its order: 1. clear the selected group
 * (locally, ahead of the token: `session.dropGroup`, so later calls go as the individual and the
 * menus show the individual even if the refresh below fails); 2. fetch the profile again as the
 * individual (without the group header the server answers it even while the token claims the lost
 * group) and save it; 3. deselect the group on the server; 4. force-refresh the ID token, whose
 * claims are the session's again from then on.
 */
export async function recoverAsIndividual(): Promise<void> {
  session.dropGroup();
  const quiet = { background: true, handleAuthErrors: false, asIndividual: true } as const;
  try {
    session.setProfile(await request<Profile>('GET', '/home/me', quiet));
  } catch (error) {
    console.warn('Fetching the profile as the individual failed', error);
  }
  try {
    await request('DELETE', '/home/me/group', quiet);
  } catch (error) {
    console.warn('Deselecting the group on the server failed', error);
  }
  await refreshIdToken();
}

let recovering: Promise<void> | null = null;

/** Runs the recovery once however many calls fail together. Never rejects. */
function recoverFromNotGroupMember(): Promise<void> {
  recovering ??= recoverAsIndividual()
    .catch((error: unknown) => console.error('Group membership recovery failed', error))
    .finally(() => {
      recovering = null;
    });
  return recovering;
}

/**
 * Spec sections 7 and 8: on a 401 the current address is saved as the redirect URL and the user goes
 * to /login. A session that got a 401 is over (the token was revoked or the account disabled), so it
 * is signed out; otherwise the login page would send the user straight back.
 */
function handleUnauthorized(): void {
  const { pathname, search } = window.location;
  const onLogin = pathname === paths.login.path;
  const here = `${pathname}${search}`;
  if (!onLogin) session.saveRedirectUrl(here);
  if (session.get().user) void signOut();
  if (!onLogin) navigate(paths.login.getHref(here));
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 399;
}

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /** Not shown on the progress bar (polling, prefetching). */
  background?: boolean;
  /** False: no redirect on 401 and no recovery on 403 `NotGroupMember` (default true). */
  handleAuthErrors?: boolean;
  /** True: sent without the session's group header, as the individual (the recovery's calls). */
  asIndividual?: boolean;
  /**
   * The call may be repeated (retried on 503 and a short 429). Default: true for GET, PUT and
   * DELETE, false for POST and PATCH; set it on a POST only where the API documents it as
   * idempotent (favourites, read markers), never on one that creates something.
   */
  idempotent?: boolean;
}

const IDEMPOTENT_METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'DELETE'];

/** Where the API's calls go: `fetch`, or on the server the renderer's in-process reads. */
let apiTransport: Transport = (input, options) => fetch(input, options);

/**
 * Sends the API's calls through `transport` instead of `fetch`. Only the server renderer
 * (`entry-server.tsx`) calls it: there the pages' reads are answered in process.
 */
export function setApiTransport(transport: Transport): void {
  apiTransport = transport;
}

/**
 * `fetch` for the API: a network failure becomes an `ApiError` `network_error` (an abort stays
 * the abort), and an idempotent call answered 503 or a short 429 is tried again (see
 * `retryDelayMs`). Resolves with the last response, whatever its status.
 */
async function fetchApi(
  url: string,
  init: RequestInit & { signal?: AbortSignal },
  idempotent: boolean,
  transport: Transport = apiTransport,
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await transport(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError(0, 'network_error', message, null);
    }
    const delay = idempotent && attempt < MAX_ATTEMPTS ? retryDelayMs(response) : null;
    if (delay === null || (await isMaintenance(response))) return response;
    await wait(delay, init.signal);
  }
}

/**
 * Calls `API_BASE + path`. Resolves with the parsed JSON body (undefined when empty); the type
 * parameter is the caller's claim about the response shape.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const call = send<T>(method, path, options);
  // A change the server accepted may make any cached read stale (`data-changes.ts`).
  if (method !== 'GET') void call.then(dataChanged, () => undefined);
  return options.background ? call : progress.track(call);
}

/**
 * The App Check token when App Check is configured, else null. When it cannot be had (reCAPTCHA
 * blocked, say) the call goes without it and the API answers 403 `app_check_required` if enforced.
 */
async function appCheckToken(): Promise<string | null> {
  try {
    return await loadAppCheckToken();
  } catch (error) {
    console.warn('No App Check token', error);
    return null;
  }
}

/**
 * The bearer token, the App Check token when configured and, when a group is selected, the group
 * header (unless the caller set one or asks `asIndividual`). Anonymous calls carry none: they load
 * no Firebase.
 */
async function addAuthHeaders(requestHeaders: Headers, asIndividual = false): Promise<void> {
  const token = await tokenProvider();
  if (token) {
    requestHeaders.set('Authorization', `Bearer ${token}`);
    const appCheck = await appCheckToken();
    if (appCheck) requestHeaders.set(APP_CHECK_HEADER, appCheck);
    // The selected group, unless the caller names one (group selection names the group to select).
    const { group } = session.get();
    if (group && !asIndividual && !requestHeaders.has(GROUP_HEADER)) {
      requestHeaders.set(GROUP_HEADER, group);
    }
  }
}

/**
 * The `ApiError` of a failed response, after the 401 redirect or the 403 group recovery. A
 * `NotGroupMember` for a group the caller named (group selection) says nothing of the session's
 * group: no recovery then.
 */
async function failure(
  response: Response,
  handleAuthErrors: boolean,
  callerNamedGroup: boolean,
): Promise<ApiError> {
  const error = await toApiError(response);
  // Maintenance mode, a closed sign-up or share mode: the store (banner, pages) learns it now.
  learnFromRefusal(error.code);
  if (handleAuthErrors && error.status === 401) handleUnauthorized();
  if (
    handleAuthErrors &&
    !callerNamedGroup &&
    error.status === 403 &&
    error.code === NOT_GROUP_MEMBER
  ) {
    await recoverFromNotGroupMember();
  }
  // The terms changed since the user agreed: the app asks them to agree (`terms-gate.ts`).
  if (error.status === 403 && hasErrorCode(error, 'terms_not_accepted')) termsGate.refused();
  return error;
}

async function send<T>(
  method: HttpMethod,
  path: string,
  {
    query,
    body,
    signal,
    headers,
    handleAuthErrors = true,
    asIndividual = false,
    idempotent = IDEMPOTENT_METHODS.includes(method),
  }: RequestOptions,
): Promise<T> {
  const requestHeaders = new Headers(headers);
  const callerNamedGroup = requestHeaders.has(GROUP_HEADER);
  requestHeaders.set('Accept', 'application/json');
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
  await addAuthHeaders(requestHeaders, asIndividual);

  const response = await fetchApi(
    `${API_BASE}${path}${serializeQuery(query)}`,
    {
      method,
      headers: requestHeaders,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    },
    idempotent,
  );

  if (!isSuccessStatus(response.status)) {
    throw await failure(response, handleAuthErrors, callerNamedGroup);
  }

  const parsed = await readBody(response);
  if (!parsed.json) {
    throw new ApiError(
      response.status,
      'invalid_response',
      'Expected a JSON response',
      parsed.body,
    );
  }
  return (parsed.body ?? undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

export interface RawRequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Not shown on the progress bar. */
  background?: boolean;
  /** Told how much of the body was sent (0 to 1): the request then goes by XHR, not `fetch`. */
  onUploadProgress?: (fraction: number) => void;
}

/** `fetch` with the same headers and error handling as `request`, resolving with the response. */
async function sendRaw(
  method: HttpMethod,
  path: string,
  init: { body?: Blob; contentType?: string; accept: string },
  { query, signal, onUploadProgress }: RawRequestOptions,
): Promise<Response> {
  const requestHeaders = new Headers({ Accept: init.accept });
  if (init.contentType) requestHeaders.set('Content-Type', init.contentType);
  await addAuthHeaders(requestHeaders);
  const response = await fetchApi(
    `${API_BASE}${path}${serializeQuery(query)}`,
    {
      method,
      headers: requestHeaders,
      body: init.body ?? null,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    },
    IDEMPOTENT_METHODS.includes(method),
    // Loaded with the first upload that shows progress: it stays out of the first load.
    onUploadProgress
      ? (await import('./upload-progress')).sendWithUploadProgress(onUploadProgress)
      : undefined,
  );
  if (!isSuccessStatus(response.status)) throw await failure(response, true, false);
  return response;
}

/**
 * POSTs a file's raw bytes (e.g. a photo) with the file's own Content-Type, and the same auth and
 * group headers as every call; resolves with the JSON answer. `onUploadProgress` follows the bytes
 * sent (a photo's progress bar).
 */
export async function uploadImage<T>(
  path: string,
  file: Blob,
  options: RawRequestOptions = {},
): Promise<T> {
  const call = sendRaw(
    'POST',
    path,
    {
      body: file,
      contentType: file.type || 'application/octet-stream',
      accept: 'application/json',
    },
    options,
  ).then(async (response) => {
    const parsed = await readBody(response);
    if (!parsed.json) {
      throw new ApiError(response.status, 'invalid_response', 'Expected a JSON response', null);
    }
    return (parsed.body ?? undefined) as T;
  });
  return options.background ? call : progress.track(call);
}

/** GETs a file (e.g. a CSV export) with the auth and group headers, as a Blob. */
export async function getBlob(path: string, options: RawRequestOptions = {}): Promise<Blob> {
  const call = sendRaw('GET', path, { accept: '*/*' }, options).then((response) => response.blob());
  return options.background ? call : progress.track(call);
}
