/**
 * Requests whose body's progress is followed (photo uploads, see `uploadImage` in `api-client.ts`),
 * in a module of their own so that they load with the first such upload, not with the app.
 */

/** How a request goes out: `fetch`, or `sendWithUploadProgress` where upload progress is asked for. */
export type Transport = (
  url: string,
  init: RequestInit & { signal?: AbortSignal },
) => Promise<Response>;

/** The headers of an XHR answer (`getAllResponseHeaders`'s CRLF lines) as `Headers`. */
function xhrHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The request sent with `XMLHttpRequest`, the one browser API that reports how much of a request
 * body was sent (`fetch` cannot, short of streaming bodies, which need HTTP/2), answered as a
 * `Response` so everything after it is the same as for `fetch`. A network failure rejects with a
 * `TypeError` like `fetch`'s, an abort with the signal's reason.
 */
export function sendWithUploadProgress(onProgress: (fraction: number) => void): Transport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        // Statuses without a body (204, 304) must not be given one.
        const empty = [204, 205, 304].includes(xhr.status);
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: xhrHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(signal?.reason as Error);
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
}
