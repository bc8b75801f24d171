import {
  APP_CHECK_HEADER,
  APP_CHECK_REQUIRED,
  GROUP_HEADER,
  MAINTENANCE,
  NOT_GROUP_MEMBER,
  type ErrorBody as ApiErrorBody,
  type FieldError as ApiErrorDetail,
} from '@campus/model/wire';
// The codes beyond `wire.ts` are typed literals here (as in `profile.ts`, `remote-settings.ts`): a
// value import would put the catalogue in the first load, with every code a lazy page imports.
import type { ErrorCode } from '@campus/model/error-codes';
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

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** One field problem of a `validation_error` and the JSON body of every error: the model's. */
export type { ApiErrorBody, ApiErrorDetail };

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The API's error code (`validation_error`, `unauthorized`, ...), or one derived from the status. */
    readonly code: string,
    message: string,
    /** The parsed response body (the raw text when it was not JSON, null when empty). */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field problems of a `validation_error`; empty for other errors. */
  get errors(): readonly ApiErrorDetail[] {
    return isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
  }
}

/**
 * Whether `error` is the API's answer with one of `codes` (the model's catalogue, so a code the API
 * cannot send does not compile): what a screen checks to act on a refusal (refresh a list, reopen a
 * step), beside the message `errorKeys` gives it.
 */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes as readonly string[]).includes(error.code);
}

/** Whether `error` is the API's answer with one of the HTTP `statuses` (e.g. 404: not found). */
export function hasErrorStatus(error: unknown, ...statuses: readonly number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}

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

function isList(value: QueryValue): value is readonly QueryPrimitive[] {
  return Array.isArray(value);
}

/** `{ tag: ['a', 'b'], limit: 10, q: undefined }` -> `?tag=a&tag=b&limit=10`; '' when empty. */
export function serializeQuery(query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of isList(value) ? value : [value]) params.append(key, String(item));
  }
  const serialized = params.toString();
  return serialized ? `?${serialized}` : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isApiErrorDetail(value: unknown): value is ApiErrorDetail {
  return isRecord(value) && typeof value.location === 'string' && typeof value.message === 'string';
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    (value.errors === undefined ||
      (Array.isArray(value.errors) && value.errors.every(isApiErrorDetail)))
  );
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 399;
}

/** A code for error responses without the API's JSON body (proxies, Hosting, network). */
function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'server_error';
  return 'http_error';
}

async function readBody(response: Response): Promise<{ json: boolean; body: unknown }> {
  const text = await response.text();
  if (text === '') return { json: true, body: null };
  const contentType = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(contentType)) return { json: false, body: text };
  try {
    return { json: true, body: JSON.parse(text) as unknown };
  } catch {
    return { json: false, body: text };
  }
}

/** Maps a non-success response to an `ApiError` (exported for tests and for non-JSON callers). */
export async function toApiError(response: Response): Promise<ApiError> {
  const { body } = await readBody(response);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.code, body.message, body);
  const message = response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, codeForStatus(response.status), message, body);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** Attempts of an idempotent call in all (the first and two retries). */
export const MAX_ATTEMPTS = 3;
/** The longest wait before a retry, whatever `Retry-After` asks. */
export const MAX_RETRY_DELAY_MS = 5_000;
/** A 429 is retried only when it asks to wait at most this long (a used-up quota is not). */
const SHORT_RATE_LIMIT_SECONDS = 5;
/** The wait when a 503 names none. */
const DEFAULT_RETRY_SECONDS = 1;

const IDEMPOTENT_METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'DELETE'];

/**
 * How long to wait before trying `response`'s call again, or null not to: a 503, or a 429 whose
 * `Retry-After` (whole seconds) is short. The wait honours `Retry-After` up to `MAX_RETRY_DELAY_MS`
 * plus up to half of it again at random, so clients told the same time do not return together.
 */
export function retryDelayMs(
  response: Response,
  random: () => number = Math.random,
): number | null {
  const header = response.headers.get('Retry-After');
  const asked = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
  if (response.status === 429 && (asked === null || asked > SHORT_RATE_LIMIT_SECONDS)) return null;
  if (response.status !== 429 && response.status !== 503) return null;
  const base = Math.min((asked ?? DEFAULT_RETRY_SECONDS) * 1000, MAX_RETRY_DELAY_MS);
  return base + Math.floor(random() * (base / 2));
}

/** Resolves after `ms`, or rejects with the abort reason as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A 503 of maintenance mode is no passing contention: it is not tried again. */
async function isMaintenance(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const { body } = await readBody(response.clone());
  return isApiErrorBody(body) && body.code === MAINTENANCE;
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
  transport: Transport = (input, options) => fetch(input, options),
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
  if (error.status === 403 && error.code === ('terms_not_accepted' satisfies ErrorCode))
    termsGate.refused();
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

/** Locale keys of the messages shown for a failed call whose screen has no specific message. */
export type ErrorMessageKey =
  | 'errors.generic'
  | 'errors.serverError'
  | 'errors.network'
  | 'errors.rateLimited'
  | 'errors.busy'
  | 'errors.appCheck'
  | 'errors.maintenance'
  | 'errors.signupsClosed'
  | 'errors.shareModeDisabled'
  | 'errors.termsNotAccepted'
  | 'moderation.errors.accountSuspended'
  | 'moderation.errors.blocked'
  | 'moderation.errors.moderationHold';

/** Chooses the user-facing message for any thrown error (never the server's own text). */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof ApiError) {
    const is = (code: ErrorCode) => error.code === code;
    if (error.code === 'network_error') return 'errors.network';
    if (error.status === 429) return 'errors.rateLimited';
    if (error.code === APP_CHECK_REQUIRED) return 'errors.appCheck';
    if (error.code === MAINTENANCE) return 'errors.maintenance';
    if (is('signups_closed')) return 'errors.signupsClosed';
    if (is('share_mode_disabled')) return 'errors.shareModeDisabled';
    if (is('terms_not_accepted')) return 'errors.termsNotAccepted';
    // Moderation (docs/moderation.md): a suspended user, two accounts one of which blocks the
    // other, a listing the moderators keep unpublished. Every screen says these the same way; the
    // words are not in the first paint's messages (no public page's first paint meets them).
    if (is('account_suspended')) return 'moderation.errors.accountSuspended';
    if (is('blocked')) return 'moderation.errors.blocked';
    if (is('moderation_hold')) return 'moderation.errors.moderationHold';
    if (error.status === 503) return 'errors.busy';
    if (is('server_error') || error.status >= 500) return 'errors.serverError';
  }
  return 'errors.generic';
}
