import { vi } from 'vitest';
import { setTokenProvider } from '../lib/api-client';
import { jsonResponse } from './test-utils';

/**
 * A `fetch` stub answering the API by `METHOD /path` (without `/api/v1` and the query), for page
 * and component tests. Unknown calls answer 404, so a wrong path or method fails the test visibly.
 */

export type StubAnswer =
  { status?: number; body?: unknown } | ((request: StubRequest) => Response | Promise<Response>);

export interface StubRequest {
  method: string;
  /** Below `/api/v1`, e.g. `/home/groups/g1`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The body as sent (a Blob for uploads). */
  raw: unknown;
  headers: Headers;
}

export const API_PREFIX = '/api/v1';

/** An answer of `status` with `body` as JSON (204 and null bodies are empty). */
export function answer({ status = 200, body = null }: { status?: number; body?: unknown }) {
  return status === 204 || body === null
    ? new Response(null, { status })
    : jsonResponse(body, status);
}

/** An error answer in the API's shape. */
export const apiError = (status: number, code: string, message = code) => ({
  status,
  body: { code, message },
});

/** A 400 `validation_error` answer with what the server says of each field (`body.title`). */
export const validationError = (
  errors: readonly { location: string; message: string }[],
  message = 'Invalid input',
) => ({
  status: 400,
  body: { code: 'validation_error', message, errors },
});

function toRequest(input: Parameters<typeof fetch>[0], init?: RequestInit): StubRequest {
  const url = new URL(String(input), 'http://localhost');
  const text = typeof init?.body === 'string' ? init.body : null;
  return {
    method: init?.method ?? 'GET',
    path: url.pathname.startsWith(API_PREFIX)
      ? url.pathname.slice(API_PREFIX.length)
      : url.pathname,
    query: url.searchParams,
    body: text === null ? undefined : (JSON.parse(text) as unknown),
    raw: init?.body ?? null,
    headers: new Headers(init?.headers),
  };
}

/**
 * Stubs `fetch` with `routes` (`'GET /home/groups/g1': { body: {...} }`; a list answers in turn,
 * its last entry repeating) and gives the API client a token, so requests carry the group header.
 */
export function stubApi(routes: Record<string, StubAnswer | StubAnswer[]>) {
  const requests: StubRequest[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = toRequest(input, init);
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    const route = routes[key];
    if (route === undefined) return answer(apiError(404, 'not_found', `No stub for ${key}`));
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    const current = Array.isArray(route) ? route[Math.min(index, route.length - 1)] : route;
    if (current === undefined) throw new Error(`Empty stub list for ${key}`);
    return typeof current === 'function' ? current(request) : answer(current);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', xhrThrough(fetchMock));
  setTokenProvider(() => Promise.resolve('test-token'));
  return {
    fetchMock,
    requests,
    /** The requests to `METHOD /path`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** Undoes `stubApi`'s token provider (fetch is unstubbed by vitest's `unstubGlobals`). */
export function resetApiStub(): void {
  setTokenProvider(null);
}

/**
 * An `XMLHttpRequest` that sends through `fetchMock` (uploads with progress go by XHR, see
 * `api-client.ts`), so the stub's routes and `calls` see them like any call. It reports half the
 * body sent, then all of it, then the answer.
 */
export function xhrThrough(fetchMock: (url: string, init: RequestInit) => Promise<Response>) {
  return class StubXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answered = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getAllResponseHeaders() {
      return [...this.answered].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      this.onabort?.();
    }

    send(body: Blob | null) {
      const size = body?.size ?? 0;
      void fetchMock(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          for (const loaded of [size / 2, size]) {
            this.upload.onprogress?.(
              new ProgressEvent('progress', { lengthComputable: true, loaded, total: size }),
            );
          }
          this.status = response.status;
          this.statusText = response.statusText;
          this.answered = response.headers;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}
