import { describe, expect, it } from 'vitest';
import {
  type ExhibitState,
  type ItemState,
  addImage,
  allPhotoFiles,
  exhibitCover,
  imagePaths,
  newImageId,
  removeImage,
} from './service';
import { isSafeImagePath } from './image-store';

const exhibit = (overrides: Partial<ExhibitState> = {}): ExhibitState => ({
  ownerId: 'alice',
  cancelled: false,
  activeContactCount: 0,
  ...overrides,
});

const image = (id: string) => ({
  id,
  uri: `/u/${id}.webp`,
  thumbnailUri: `/t/${id}.webp`,
  variants: [{ width: 400, uri: `/v/${id}.webp` }],
});

const items = (): ItemState[] => [
  { id: 'second', order: 1, images: [] },
  { id: 'first', order: 0, images: [] },
];

describe('addImage', () => {
  it('when the first item gets its first photo, then it becomes the exhibit thumbnail', () => {
    expect(addImage(exhibit(), items(), 'first', 'alice', image('a'))).toEqual({
      images: [image('a')],
      thumbnailUri: '/t/a.webp',
      thumbnailVariants: [{ width: 400, uri: '/v/a.webp' }],
    });
  });

  it("when another item gets a photo, then the thumbnail stays the first item's (null here)", () => {
    expect(addImage(exhibit(), items(), 'second', 'alice', image('a'))).toMatchObject({
      thumbnailUri: null,
      thumbnailVariants: [],
    });
  });

  it('when the item has 5 photos, then 409 too_many_images', () => {
    const full = items().map((it) => ({ ...it, images: ['1', '2', '3', '4', '5'].map(image) }));
    expect(() => addImage(exhibit(), full, 'first', 'alice', image('x'))).toThrow(
      expect.objectContaining({ status: 409, code: 'too_many_images' }),
    );
  });

  it.each([
    ['the exhibit is unknown', undefined, 'first', 'alice', 404, 'not_found'],
    ['the caller does not own it', exhibit(), 'first', 'bob', 403, 'not_exhibit_owner'],
    ['it was cancelled', exhibit({ cancelled: true }), 'first', 'alice', 409, 'exhibit_cancelled'],
    [
      'it has open contacts',
      exhibit({ activeContactCount: 1 }),
      'first',
      'alice',
      409,
      'exhibit_has_contacts',
    ],
    ['the item is unknown', exhibit(), 'nope', 'alice', 404, 'not_found'],
  ] as const)('when %s, then %i %s', (_case, state, itemId, account, status, code) => {
    expect(() => addImage(state, items(), itemId, account, image('x'))).toThrow(
      expect.objectContaining({ status, code }),
    );
  });

  it('when a non-owner asks about a cancelled exhibit, then 403 (the state is not revealed)', () => {
    expect(() =>
      addImage(exhibit({ cancelled: true }), items(), 'first', 'bob', image('x')),
    ).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('removeImage', () => {
  it('when the thumbnail photo is removed, then the next photo of the first item takes over', () => {
    const state = items().map((it) =>
      it.id === 'first' ? { ...it, images: [image('a'), image('b')] } : it,
    );
    expect(removeImage(exhibit(), state, 'first', 'alice', 'a')).toEqual({
      images: [image('b')],
      thumbnailUri: '/t/b.webp',
      thumbnailVariants: [{ width: 400, uri: '/v/b.webp' }],
      removed: image('a'),
    });
  });

  it('when the last photo of the first item is removed, then the thumbnail is null', () => {
    const state = [
      { id: 'first', order: 0, images: [image('a')] },
      { id: 'second', order: 1, images: [image('b')] },
    ];
    expect(removeImage(exhibit(), state, 'first', 'alice', 'a').thumbnailUri).toBeNull();
  });

  it('when the photo is unknown, then 404', () => {
    expect(() => removeImage(exhibit(), items(), 'first', 'alice', 'x')).toThrow(
      expect.objectContaining({ status: 404, message: 'No such image' }),
    );
  });
});

describe('exhibitCover', () => {
  it('when there are no items, then none', () => {
    expect(exhibitCover([])).toEqual({ thumbnailUri: null, thumbnailVariants: [] });
  });

  it('when items share an order, then the smaller id is first', () => {
    expect(
      exhibitCover([
        { id: 'b', order: 0, images: [image('b')] },
        { id: 'a', order: 0, images: [image('a')] },
      ]).thumbnailUri,
    ).toBe('/t/a.webp');
  });

  it('when the photo was stored before variants existed, then it has none', () => {
    const old = { id: 'o', uri: '/u/o.webp', thumbnailUri: '/t/o.webp', variants: [] };
    expect(exhibitCover([{ id: 'a', order: 0, images: [old] }]).thumbnailVariants).toEqual([]);
  });
});

describe('imagePaths and newImageId', () => {
  it('when an id is made, then it is random and the paths are safe and distinct', () => {
    const id = newImageId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(newImageId()).not.toBe(id);
    const paths = imagePaths('ex1', 'it1', id);
    expect(paths.image).toBe(`exhibits/ex1/items/it1/${id}.webp`);
    expect(paths.thumbnail).toBe(`exhibits/ex1/items/it1/${id}-thumb.webp`);
    expect(paths.variants[400]).toBe(`exhibits/ex1/items/it1/${id}-w400.webp`);
    const files = allPhotoFiles(paths);
    expect(new Set(files).size).toBe(5);
    expect(files.every(isSafeImagePath)).toBe(true);
  });
});
