import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExifGps, solidImage } from '../../src/features/images/test-images';
import type { ExhibitImage } from '../../src/model/exhibit-types';
import {
  type TestUser,
  bearer,
  createUser,
  createUserWithProfile,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import { useApiFile } from './api-file';
import { V1 } from './exhibit-docs-fixtures';
import {
  type UploadDenial,
  bodyDenials,
  itRefusesEach,
  uploadedImage,
  useImageDir,
} from './image-dir';

const imagesOf = (exhibitId: string, itemId: string) =>
  `${V1}/home/exhibits/${exhibitId}/items/${itemId}/images`;

const photos = useImageDir('api-images-');

/**
 * The files of one photo of the fixture's JPEG (200 x 400 upright): the image, the thumbnail and
 * the variants of the 144 and 400 slots (the 400 one at the image's own 200 px; no 800 copy).
 */
const filesOf = (item: string, imageId: string) =>
  ['-thumb', '-w144', '-w400', ''].map(
    (suffix) => `exhibits/ex-alice/items/${item}/${imageId}${suffix}.webp`,
  );

/** `exhibits/{id}` with items `first` (order 0) and `second` (order 1), in the contract's shape. */
async function seedExhibit(
  id: string,
  ownerId: string,
  {
    cancelled = false,
    images = {},
  }: { cancelled?: boolean; images?: Record<string, ExhibitImage[]> } = {},
): Promise<void> {
  const db = testDb();
  const now = Timestamp.now();
  const later = Timestamp.fromMillis(now.toMillis() + 30 * 24 * 3600 * 1000);
  const ref = db.collection('exhibits').doc(id);
  const batch = db.batch();
  batch.set(ref, {
    type: 'reuse',
    ownerId,
    createdBy: ownerId,
    title: 'Desk and chair',
    description: '',
    itemManager: 'Office',
    managerEmail: 'office@campus.example.ac.jp',
    place: { areaId: 'main', buildingId: 'b1', room: '101' },
    pickupFrom: now,
    pickupUntil: later,
    expiresAt: later,
    secretariatId: 'sec-1',
    memo: '',
    published: false,
    approvalStatus: 'not_yet',
    displayState: 'on_display',
    cancelledAt: cancelled ? now : null,
    favoriteCount: 0,
    contactCount: 0,
    commentCount: 0,
    activeContactCount: 0,
    itemCount: 2,
    stockTotal: 2,
    inStock: true,
    kinds: ['furniture'],
    categoryIds: ['desk'],
    tags: { desk: true },
    tagList: ['desk'],
    kindFlags: { furniture: true },
    areaId: 'main',
    searchable: false,
    grams: {},
    searchText: '',
    lastDecision: null,
    thumbnailUri: images.first?.[0]?.thumbnailUri ?? null,
    createdAt: now,
    updatedAt: now,
    submittedAt: null,
    publishedAt: null,
  });
  ['first', 'second'].forEach((itemId, order) => {
    batch.set(ref.collection('items').doc(itemId), {
      name: itemId,
      description: '',
      categoryId: 'desk',
      kind: 'furniture',
      stock: 1,
      condition: 'clean',
      book: null,
      assetInfo: { category: 'consumable' },
      images: images[itemId] ?? [],
      order,
      tradeCount: 0,
      createdAt: now,
      updatedAt: now,
    });
  });
  await batch.commit();
}

async function exhibitDoc(id: string) {
  return (await testDb().collection('exhibits').doc(id).get()).data();
}

async function itemImages(exhibitId: string, itemId: string): Promise<ExhibitImage[]> {
  const snap = await testDb()
    .collection('exhibits')
    .doc(exhibitId)
    .collection('items')
    .doc(itemId)
    .get();
  return snap.get('images') as ExhibitImage[];
}

const fileOfUri = (uri: string) => path.join(photos.dir, uri.replace(`${V1}/images/`, ''));

let alice: TestUser; // owner of ex-alice
let bob: TestUser; // another user
let carol: TestUser; // member of lab-1, acting for it
let carolSelf: TestUser; // carol acting as herself
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await jpegWithExifGps(400, 200);
});

useApiFile(async () => {
  alice = await createUserWithProfile('alice');
  bob = await createUserWithProfile('bob');
  carolSelf = await createUserWithProfile('carol');
  await seedGroup('lab-1', 'Lab 1', { carol: true });
  carol = await signIn('carol', { group: 'lab-1' });
  await seedExhibit('ex-alice', 'alice');
  await seedExhibit('ex-lab', 'lab-1');
});

const upload = photos.upload;

describe('POST /api/v1/home/exhibits/:id/items/:itemId/images', () => {
  it('when the owner uploads a photo with EXIF GPS, then 201, files stored upright and stripped, thumbnail 72 px wide, item and exhibit thumbnail updated', async () => {
    const res = await upload(alice, imagesOf('ex-alice', 'first'), jpeg);

    expect(res.status).toBe(201);
    const image = res.body.image as ExhibitImage;
    const base = `${V1}/images/exhibits/ex-alice/items/first/${image.id}`;
    expect(image).toEqual(uploadedImage(base));
    expect(await photos.storedFiles()).toEqual(filesOf('first', image.id));
    const full = await sharp(await readFile(fileOfUri(image.uri))).metadata();
    const thumb = await sharp(await readFile(fileOfUri(image.thumbnailUri))).metadata();
    const variants = await Promise.all(
      image.variants.map(async (v) => sharp(await readFile(fileOfUri(v.uri))).metadata()),
    );
    // Stored 400 x 200 with orientation 6: upright it is 200 x 400.
    expect([full.format, full.width, full.height]).toEqual(['webp', 200, 400]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 72, 144]);
    expect(variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['webp', 144, 288],
      ['webp', 200, 400],
    ]);
    for (const meta of [full, thumb, ...variants]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }

    expect(await itemImages('ex-alice', 'first')).toEqual([image]);
    const exhibit = await exhibitDoc('ex-alice');
    expect(exhibit?.thumbnailUri).toBe(image.thumbnailUri);
    expect(exhibit?.thumbnailVariants).toEqual(image.variants);
    expect((exhibit?.updatedAt as Timestamp).toMillis()).toBeGreaterThan(
      (exhibit?.createdAt as Timestamp).toMillis(),
    );
  });

  it('when a photo goes to the second item, then the exhibit thumbnail stays null', async () => {
    const png = await solidImage(100, 50, 'png');
    const res = await upload(alice, imagesOf('ex-alice', 'second'), png, 'image/png');
    expect(res.status).toBe(201);
    expect(await itemImages('ex-alice', 'second')).toEqual([res.body.image]);
    expect((await exhibitDoc('ex-alice'))?.thumbnailUri).toBeNull();
  });

  it('when photos are added one after another, then they are appended in order and the thumbnail stays the first', async () => {
    const a = await upload(alice, imagesOf('ex-alice', 'first'), jpeg);
    const b = await upload(
      alice,
      imagesOf('ex-alice', 'first'),
      await solidImage(20, 20, 'webp'),
      'image/webp',
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await itemImages('ex-alice', 'first')).toEqual([a.body.image, b.body.image]);
    expect((await exhibitDoc('ex-alice'))?.thumbnailUri).toBe(a.body.image.thumbnailUri);
  });

  it('when a group member acts for the owning group, then 201', async () => {
    const res = await upload(carol, imagesOf('ex-lab', 'first'), jpeg);
    expect(res.status).toBe(201);
    expect(await itemImages('ex-lab', 'first')).toEqual([res.body.image]);
  });

  describe('denials (nothing is stored)', () => {
    const denials: UploadDenial[] = [
      [
        'anonymous',
        () => upload(undefined, imagesOf('ex-alice', 'first'), jpeg),
        401,
        'unauthorized',
      ],
      [
        'another user',
        () => upload(bob, imagesOf('ex-alice', 'first'), jpeg),
        403,
        'not_exhibit_owner',
      ],
      [
        'a group member acting as themself on the group exhibit',
        () => upload(carolSelf, imagesOf('ex-lab', 'first'), jpeg),
        403,
        'not_exhibit_owner',
      ],
      [
        'a group member acting for the group on their own exhibit',
        async () => {
          await seedExhibit('ex-carol', 'carol');
          return upload(carol, imagesOf('ex-carol', 'first'), jpeg);
        },
        403,
        'not_exhibit_owner',
      ],
      [
        'the exhibit is unknown',
        () => upload(alice, imagesOf('nope', 'first'), jpeg),
        404,
        'not_found',
      ],
      [
        'the item is unknown',
        () => upload(alice, imagesOf('ex-alice', 'nope'), jpeg),
        404,
        'not_found',
      ],
      [
        'an id cannot be a stored id (the one id schema: 400 at params.itemId, bad-input.test.ts)',
        () => upload(alice, imagesOf('ex-alice', 'a.b'), jpeg),
        400,
        'validation_error',
      ],
      [
        'the exhibit was cancelled',
        async () => {
          await seedExhibit('ex-alice', 'alice', { cancelled: true });
          return upload(alice, imagesOf('ex-alice', 'first'), jpeg);
        },
        409,
        'exhibit_cancelled',
      ],
      [
        'the declared type disagrees with the bytes',
        async () =>
          upload(alice, imagesOf('ex-alice', 'first'), await solidImage(8, 8, 'png'), 'image/jpeg'),
        415,
        'unsupported_media_type',
      ],
      [
        'the JPEG is broken',
        () => upload(alice, imagesOf('ex-alice', 'first'), jpeg.subarray(0, 200)),
        400,
        'invalid_image',
      ],
      ...bodyDenials(
        (bytes, type) => upload(alice, imagesOf('ex-alice', 'first'), bytes, type),
        () => jpeg,
      ),
    ];

    itRefusesEach(denials, photos, async () => {
      expect(await itemImages('ex-alice', 'first')).toEqual([]);
      expect(await itemImages('ex-lab', 'first')).toEqual([]);
    });
  });

  it('when the caller has no profile, then 403 profile_required', async () => {
    const dave = await createUser('dave');
    const res = await upload(dave, imagesOf('ex-alice', 'first'), jpeg);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
  });

  it('when the item already has 5 photos, then 409 too_many_images and nothing is stored', async () => {
    const five = ['1', '2', '3', '4', '5'].map((id) => ({
      id,
      uri: `${V1}/images/x/${id}.webp`,
      thumbnailUri: `${V1}/images/x/${id}-thumb.webp`,
      variants: [],
    }));
    await seedExhibit('ex-alice', 'alice', { images: { first: five } });
    const res = await upload(alice, imagesOf('ex-alice', 'first'), jpeg);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('too_many_images');
    expect(await itemImages('ex-alice', 'first')).toEqual(five);
    expect(await photos.storedFiles()).toEqual([]);
  });

  it('when photos are uploaded concurrently up to the limit, then never more than 5 are kept and no file is orphaned', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => upload(alice, imagesOf('ex-alice', 'first'), jpeg)),
    );
    const created = results.filter((r) => r.status === 201);
    // Contention is answered 503 busy (nothing kept, files removed), never 500.
    for (const r of results) expect([201, 409, 503]).toContain(r.status);
    for (const r of results.filter((r) => r.status === 503)) expect(r.body.code).toBe('busy');
    const kept = await itemImages('ex-alice', 'first');
    expect(kept.length).toBe(created.length);
    expect(kept.length).toBeLessThanOrEqual(5);
    expect((await photos.storedFiles()).length).toBe(4 * kept.length);
  });
});

describe('GET /api/v1/images/*', () => {
  it('when a stored image is fetched, then its bytes with image/webp and a one-year immutable Cache-Control', async () => {
    const { body } = await upload(alice, imagesOf('ex-alice', 'first'), jpeg);
    const image = body.image as ExhibitImage;
    for (const uri of [image.uri, image.thumbnailUri, ...image.variants.map((v) => v.uri)]) {
      const res = await request(photos.app).get(uri);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // superagent collects image/* bodies as Buffers.
      expect(Buffer.compare(res.body as Buffer, await readFile(fileOfUri(uri)))).toBe(0);
    }
  });

  it.each([
    `${V1}/images/exhibits/ex-alice/items/first/nothing.webp`,
    `${V1}/images/..%2F..%2Fpackage.json`,
    `${V1}/images/%2E%2E/%2E%2E/etc/passwd.webp`,
    `${V1}/images/exhibits/x.txt`,
  ])('when %s is unknown or unsafe, then 404 not_found as JSON', async (uri) => {
    const res = await request(photos.app).get(uri);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('DELETE /api/v1/home/exhibits/:id/items/:itemId/images/:imageId', () => {
  it('when the owner deletes the thumbnail photo, then 204, its files are gone, the entry removed and the thumbnail recomputed', async () => {
    const a = (await upload(alice, imagesOf('ex-alice', 'first'), jpeg)).body.image as ExhibitImage;
    const b = (await upload(alice, imagesOf('ex-alice', 'first'), jpeg)).body.image as ExhibitImage;

    const res = await request(photos.app)
      .delete(`${imagesOf('ex-alice', 'first')}/${a.id}`)
      .set(bearer(alice));
    expect(res.status).toBe(204);
    expect(await itemImages('ex-alice', 'first')).toEqual([b]);
    expect((await exhibitDoc('ex-alice'))?.thumbnailUri).toBe(b.thumbnailUri);
    expect((await exhibitDoc('ex-alice'))?.thumbnailVariants).toEqual(b.variants);
    expect(await photos.storedFiles()).toEqual(filesOf('first', b.id));
    expect((await request(photos.app).get(a.uri)).status).toBe(404);

    const last = await request(photos.app)
      .delete(`${imagesOf('ex-alice', 'first')}/${b.id}`)
      .set(bearer(alice));
    expect(last.status).toBe(204);
    expect(await itemImages('ex-alice', 'first')).toEqual([]);
    expect((await exhibitDoc('ex-alice'))?.thumbnailUri).toBeNull();
    expect((await exhibitDoc('ex-alice'))?.thumbnailVariants).toEqual([]);
    expect(await photos.storedFiles()).toEqual([]);
  });

  it('when someone else, an unknown image or a cancelled exhibit, then 403 / 404 / 409 and nothing changes', async () => {
    const a = (await upload(alice, imagesOf('ex-alice', 'first'), jpeg)).body.image as ExhibitImage;
    const url = `${imagesOf('ex-alice', 'first')}/${a.id}`;

    expect((await request(photos.app).delete(url)).status).toBe(401);
    const other = await request(photos.app).delete(url).set(bearer(bob));
    expect([other.status, other.body.code]).toEqual([403, 'not_exhibit_owner']);
    const unknown = await request(photos.app)
      .delete(`${imagesOf('ex-alice', 'first')}/nope`)
      .set(bearer(alice));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const wrongItem = await request(photos.app)
      .delete(`${imagesOf('ex-alice', 'second')}/${a.id}`)
      .set(bearer(alice));
    expect(wrongItem.status).toBe(404);

    await testDb().collection('exhibits').doc('ex-alice').update({ cancelledAt: Timestamp.now() });
    const cancelled = await request(photos.app).delete(url).set(bearer(alice));
    expect([cancelled.status, cancelled.body.code]).toEqual([409, 'exhibit_cancelled']);

    expect(await itemImages('ex-alice', 'first')).toEqual([a]);
    expect((await photos.storedFiles()).length).toBe(4);
  });
});
