import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { xhrThrough } from '../testing/api-stub';
import { jsonResponse } from '../testing/test-utils';
import { ApiError, getBlob, setNavigate, setTokenProvider, uploadImage } from './api-client';
import { session } from './session';
import { ALICE } from '../testing/users';

// Firebase stays out: the token comes from the provider set here.
vi.mock('./firebase-loader', () => ({
  loadAppCheckToken: () => Promise.resolve(null),
  loadFirebase: () => Promise.resolve({ app: {}, auth: {} }),
  loadedFirebase: () => null,
  loadFirebaseModule: () =>
    Promise.resolve({ syncSession: () => undefined, signOutOfFirebase: () => Promise.resolve() }),
}));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  setTokenProvider(() => Promise.resolve('token-1'));
  session.signedIn(ALICE, 'token-1', { roles: [], group: 'g1' });
});

afterEach(() => {
  setTokenProvider(null);
  setNavigate(null);
  session.reset();
});

const requestOf = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

describe('uploadImage', () => {
  it("POSTs the file's raw bytes with its Content-Type and the auth and group headers", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ image: { id: 'i1' } }, 201));
    const file = new File([new Uint8Array([1, 2, 3])], 'a.webp', { type: 'image/webp' });

    await expect(uploadImage('/home/exhibits/e1/items/i1/images', file)).resolves.toEqual({
      image: { id: 'i1' },
    });

    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/v1/home/exhibits/e1/items/i1/images');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(headers.get('Content-Type')).toBe('image/webp');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-Group-Id')).toBe('g1');
  });

  it('turns an error answer into an ApiError with its code', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'payload_too_large', message: 'x' }, 413));
    const error = await uploadImage('/x', new Blob(['x'], { type: 'image/png' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('on a 401, goes to /login like every call', async () => {
    const navigate = vi.fn();
    setNavigate(navigate);
    fetchMock.mockResolvedValue(jsonResponse({ code: 'unauthorized', message: 'x' }, 401));
    await expect(uploadImage('/x', new Blob(['x']))).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirectUrl=/));
  });
});

describe('uploadImage with onUploadProgress', () => {
  // XHR, the one way to see upload progress, sent through the same fetch mock.
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', xhrThrough(fetchMock)));

  it('sends by XHR with the same headers, tells the progress and resolves with the JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ image: { id: 'i1' } }, 201));
    const file = new File([new Uint8Array([1, 2, 3, 4])], 'a.jpg', { type: 'image/jpeg' });
    const progress: number[] = [];

    await expect(
      uploadImage('/home/devices/d1/images', file, { onUploadProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ image: { id: 'i1' } });

    expect(progress).toEqual([0.5, 1]);
    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/v1/home/devices/d1/images');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(headers.get('Content-Type')).toBe('image/jpeg');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-Group-Id')).toBe('g1');
  });

  it("turns the API's refusal into an ApiError with its code, as fetch's answers", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'too_many_images', message: 'x' }, 409));
    const error = await uploadImage('/x', new Blob(['x'], { type: 'image/png' }), {
      onUploadProgress: () => undefined,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'too_many_images' });
  });
});

describe('getBlob', () => {
  it('GETs with the query and auth headers and resolves with the body as a Blob', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    const blob = await getBlob('/home/backoffice/junk/export.csv', {
      query: { status: 'approved' },
    });
    expect(await blob.text()).toBe('a,b\r\n');
    const { url, init, headers } = requestOf();
    expect(url).toBe('/api/v1/home/backoffice/junk/export.csv?status=approved');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-Group-Id')).toBe('g1');
  });

  it('when the network fails, then it is a network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getBlob('/x')).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});
