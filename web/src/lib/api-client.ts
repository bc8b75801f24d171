/**
 * The one HTTP client for the product API (spec section 7):
 * - every call goes to `/api/v1` and accepts JSON;
 * - query arrays are serialised as repeated keys (`?tag=a&tag=b`);
 * - statuses 200-399 are success;
 * - an error response becomes an `ApiError` carrying status, code, message and body;
 * - when a token provider is set (signed in), requests carry `Authorization: Bearer <ID token>`.
 */

export const API_BASE = '/api/v1';

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** One field problem of a `validation_error`: `location` names the field (e.g. `body.title`). */
export interface ApiErrorDetail {
  location: string;
  message: string;
}

/** The JSON body of every error the API answers. */
export interface ApiErrorBody {
  code: string;
  message: string;
  errors?: ApiErrorDetail[];
}

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

export type TokenProvider = () => Promise<string | null>;

let tokenProvider: TokenProvider | null = null;

/**
 * Sets where the bearer ID token comes from (the auth layer sets it at sign-in, null at sign-out).
 * The acting-group header will be added beside it by the same layer.
 */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
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
}

/**
 * Calls `API_BASE + path`. Resolves with the parsed JSON body (undefined when empty); the type
 * parameter is the caller's claim about the response shape.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  { query, body, signal, headers }: RequestOptions = {},
): Promise<T> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
  const token = tokenProvider ? await tokenProvider() : null;
  if (token) requestHeaders.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${serializeQuery(query)}`, {
      method,
      headers: requestHeaders,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, 'network_error', message, null);
  }

  if (!isSuccessStatus(response.status)) throw await toApiError(response);

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
