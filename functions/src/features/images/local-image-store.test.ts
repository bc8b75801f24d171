import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSafeImagePath } from './image-store';
import { createLocalImageStore, localImageDir } from './local-image-store';

let parent: string;
let dir: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'local-images-'));
  dir = path.join(parent, 'images');
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

const bytes = Buffer.from('RIFF....WEBPfake');

describe('isSafeImagePath', () => {
  it.each([
    'a.webp',
    'exhibits/abc/items/x_1/AbC-9.webp',
    'exhibits/abc/items/x/img-thumb.webp',
    'photo.jpg',
  ])('when the path is %s, then it is safe', (p) => {
    expect(isSafeImagePath(p)).toBe(true);
  });

  it.each([
    '../secret.webp',
    'a/../../b.webp',
    '/etc/passwd.webp',
    'a//b.webp',
    'a/./b.webp',
    '.hidden.webp',
    'a\\..\\b.webp',
    'a/b.webp/',
    'a%2F..%2Fb.webp',
    'a/b',
    'a/b.txt',
    'a/b.webp\0.png',
    '',
  ])('when the path is %j, then it is refused', (p) => {
    expect(isSafeImagePath(p)).toBe(false);
  });
});

describe('createLocalImageStore', () => {
  it('when an image is put, then the file lies under the directory and the URI is the API route', async () => {
    const store = createLocalImageStore({ dir });
    const { uri } = await store.put('exhibits/e1/items/i1/img.webp', bytes, 'image/webp');
    expect(uri).toBe('/api/v1/images/exhibits/e1/items/i1/img.webp');
    expect(await readFile(path.join(dir, 'exhibits/e1/items/i1/img.webp'))).toEqual(bytes);
    expect(await store.read?.('exhibits/e1/items/i1/img.webp')).toEqual({
      bytes,
      contentType: 'image/webp',
    });
  });

  it('when a path is unknown, then read gives undefined', async () => {
    const store = createLocalImageStore({ dir });
    expect(await store.read?.('nothing/here.webp')).toBeUndefined();
  });

  it('when an image is deleted, then its file is gone, and deleting it again is no error', async () => {
    const store = createLocalImageStore({ dir });
    await store.put('a/b.webp', bytes, 'image/webp');
    await store.delete('a/b.webp');
    expect(await store.read?.('a/b.webp')).toBeUndefined();
    await expect(store.delete('a/b.webp')).resolves.toBeUndefined();
  });

  it('when a path climbs out of the directory, then nothing outside is read, written or deleted', async () => {
    const outside = path.join(parent, 'outside.webp');
    await writeFile(outside, 'secret');
    const store = createLocalImageStore({ dir });
    expect(await store.read?.('../outside.webp')).toBeUndefined();
    await expect(store.put('../outside.webp', bytes, 'image/webp')).rejects.toThrow(/Refusing/);
    await expect(store.delete('../outside.webp')).rejects.toThrow(/Refusing/);
    expect(await readFile(outside, 'utf8')).toBe('secret');
  });

  it('when the extension disagrees with the content type, then put refuses', async () => {
    const store = createLocalImageStore({ dir });
    await expect(store.put('a/b.webp', bytes, 'image/jpeg')).rejects.toThrow(/does not match/);
  });

  it('when no directory is given, then LOCAL_IMAGE_DIR, else .emulators/images at the repo root', () => {
    expect(localImageDir({ LOCAL_IMAGE_DIR: 'relative/images' })).toBe(
      path.resolve('relative/images'),
    );
    expect(localImageDir({})).toBe(path.resolve(__dirname, '../../../../.emulators/images'));
    expect(localImageDir({ LOCAL_IMAGE_DIR: '' })).toBe(localImageDir({}));
  });
});
