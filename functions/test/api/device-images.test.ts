import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithExifGps, solidImage } from '../../src/features/images/test-images';
import type { ExhibitImage } from '../../src/model/exhibit-types';
import { type TestUser, bearer, createUser, testDb } from './helpers';
import { DEVICE_INPUT } from './devices-fixtures';
import { freshLab } from './facility-fixtures';
import { useApiFile } from './api-file';
import { V1 } from './exhibit-docs-fixtures';
import {
  type UploadDenial,
  bodyDenials,
  itRefusesEach,
  uploadedImage,
  useImageDir,
} from './image-dir';

/**
 * Device photos through HTTP against the emulators: the lender (a lab, acting through its head)
 * uploads and removes them, everyone sees them on the device, nobody else may change them.
 */
const imagesOf = (deviceId: string) => `${V1}/home/devices/${deviceId}/images`;

const DEVICE = DEVICE_INPUT;

let head: TestUser; // admin of the lab, as himself
let lab: TestUser; // the head acting for the lab that lends
let student: TestUser;
let jpeg: Buffer;
let deviceId: string;

const photos = useImageDir('api-device-images-');

beforeAll(async () => {
  jpeg = await jpegWithExifGps(400, 200);
});

/**
 * The files of one photo of the fixture's JPEG (200 x 400 upright): the image, the thumbnail and
 * the variants of the 144 and 400 slots (the 400 one at the image's own 200 px; no 800 copy).
 */
const filesOf = (deviceId: string, imageId: string) =>
  ['-thumb', '-w144', '-w400', ''].map((suffix) => `devices/${deviceId}/${imageId}${suffix}.webp`);

async function storedImages(id: string): Promise<ExhibitImage[]> {
  return (await testDb().collection('devices').doc(id).get()).get('images') as ExhibitImage[];
}

const upload = photos.upload;

const remove = (user: TestUser | undefined, id: string, imageId: string) => {
  const req = request(photos.app).delete(`${imagesOf(id)}/${imageId}`);
  return user === undefined ? req : req.set(bearer(user));
};

useApiFile(async () => {
  ({
    head,
    lab,
    users: [student],
  } = await freshLab('student'));
  const res = await request(photos.app).post(`${V1}/home/devices`).set(bearer(lab)).send(DEVICE);
  expect(res.status).toBe(201);
  expect(res.body.device.images).toEqual([]);
  deviceId = res.body.device.id as string;
});

describe('POST /api/v1/home/devices/:id/images', () => {
  it('when the lender uploads a photo, then 201, files under devices/{id}/, the device lists it, and it is served', async () => {
    const res = await upload(lab, imagesOf(deviceId), jpeg);

    expect(res.status).toBe(201);
    const image = res.body.image as ExhibitImage;
    const base = `${V1}/images/devices/${deviceId}/${image.id}`;
    expect(image).toEqual(uploadedImage(base));
    expect(await photos.storedFiles()).toEqual(filesOf(deviceId, image.id));
    expect(await storedImages(deviceId)).toEqual([image]);

    const full = await request(photos.app).get(image.uri);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.body as Buffer).metadata();
    // Stored 400 x 200 with orientation 6: upright it is 200 x 400, without metadata.
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      200,
      400,
      undefined,
    ]);
    const thumb = await request(photos.app).get(image.thumbnailUri);
    expect(thumb.status).toBe(200);
    expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(72);

    const pub = await request(photos.app).get(`${V1}/devices/${deviceId}`);
    expect(pub.body.device.images).toEqual([image]);
    const mine = await request(photos.app).get(`${V1}/home/devices/${deviceId}`).set(bearer(lab));
    expect(mine.body.device.images).toEqual([image]);
    const list = await request(photos.app).get(`${V1}/devices`);
    expect(list.body.devices[0].images).toEqual([image]);
  });

  it('when photos are added one after another, then they are kept in order, and saving the device keeps them', async () => {
    const a = await upload(lab, imagesOf(deviceId), jpeg);
    const b = await upload(lab, imagesOf(deviceId), await solidImage(20, 20, 'png'), 'image/png');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await storedImages(deviceId)).toEqual([a.body.image, b.body.image]);

    const put = await request(photos.app)
      .put(`${V1}/home/devices/${deviceId}`)
      .set(bearer(lab))
      .send({ ...DEVICE, name: 'Renamed', active: true });
    expect(put.status).toBe(200);
    expect(put.body.device.images).toEqual([a.body.image, b.body.image]);
  });

  describe('denials (nothing is stored)', () => {
    const denials: UploadDenial[] = [
      ['anonymous', () => upload(undefined, imagesOf(deviceId), jpeg), 401, 'unauthorized'],
      ['another user', () => upload(student, imagesOf(deviceId), jpeg), 403, 'not_device_lender'],
      [
        'the lab head acting as himself',
        () => upload(head, imagesOf(deviceId), jpeg),
        403,
        'not_device_lender',
      ],
      ['the device is unknown', () => upload(lab, imagesOf('nope'), jpeg), 404, 'not_found'],
      ...bodyDenials(
        (bytes, type) => upload(lab, imagesOf(deviceId), bytes, type),
        () => jpeg,
      ),
    ];

    itRefusesEach(denials, photos, async () => {
      expect(await storedImages(deviceId)).toEqual([]);
    });
  });

  it('when the caller has no profile, then 403 profile_required', async () => {
    const newcomer = await createUser('newcomer');
    const res = await upload(newcomer, imagesOf(deviceId), jpeg);
    expect([res.status, res.body.code]).toEqual([403, 'profile_required']);
  });

  it('when the device already has 5 photos, then the sixth is 409 too_many_images and nothing is stored', async () => {
    const five: ExhibitImage[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await upload(
        lab,
        imagesOf(deviceId),
        await solidImage(8, 8, 'webp'),
        'image/webp',
      );
      expect(res.status).toBe(201);
      five.push(res.body.image as ExhibitImage);
    }
    const sixth = await upload(lab, imagesOf(deviceId), jpeg);
    expect([sixth.status, sixth.body.code]).toEqual([409, 'too_many_images']);
    expect(await storedImages(deviceId)).toEqual(five);
    // An 8 px photo has the image, the thumbnail and one variant (8 px wide, for the 144 slot).
    expect((await photos.storedFiles()).length).toBe(15);
  });

  it('when photos are uploaded concurrently up to the limit, then never more than 5 are kept and no file is orphaned', async () => {
    const results = await Promise.all(
      Array.from({ length: 7 }, () => upload(lab, imagesOf(deviceId), jpeg)),
    );
    // Contention is answered 503 busy (nothing kept, files removed), never 500.
    for (const r of results) expect([201, 409, 503]).toContain(r.status);
    for (const r of results.filter((r) => r.status === 503)) expect(r.body.code).toBe('busy');
    const kept = await storedImages(deviceId);
    expect(kept.length).toBe(results.filter((r) => r.status === 201).length);
    expect(kept.length).toBeLessThanOrEqual(5);
    expect((await photos.storedFiles()).length).toBe(4 * kept.length);
  });
});

describe('DELETE /api/v1/home/devices/:id/images/:imageId', () => {
  it('when the lender deletes a photo, then 204, its entry and files are gone and the others stay', async () => {
    const a = (await upload(lab, imagesOf(deviceId), jpeg)).body.image as ExhibitImage;
    const b = (await upload(lab, imagesOf(deviceId), jpeg)).body.image as ExhibitImage;

    const res = await remove(lab, deviceId, a.id);
    expect(res.status).toBe(204);
    expect(await storedImages(deviceId)).toEqual([b]);
    expect(await photos.storedFiles()).toEqual(filesOf(deviceId, b.id));
    expect((await request(photos.app).get(a.uri)).status).toBe(404);
    expect((await request(photos.app).get(`${V1}/devices/${deviceId}`)).body.device.images).toEqual(
      [b],
    );

    expect((await remove(lab, deviceId, b.id)).status).toBe(204);
    expect(await storedImages(deviceId)).toEqual([]);
    expect(await photos.storedFiles()).toEqual([]);
  });

  it('when anonymous, someone else, an unknown image or device, then 401 / 403 / 404 and nothing changes', async () => {
    const a = (await upload(lab, imagesOf(deviceId), jpeg)).body.image as ExhibitImage;

    expect((await remove(undefined, deviceId, a.id)).status).toBe(401);
    const other = await remove(student, deviceId, a.id);
    expect([other.status, other.body.code]).toEqual([403, 'not_device_lender']);
    const self = await remove(head, deviceId, a.id);
    expect([self.status, self.body.code]).toEqual([403, 'not_device_lender']);
    const unknown = await remove(lab, deviceId, 'nope');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const noDevice = await remove(lab, 'nope', a.id);
    expect([noDevice.status, noDevice.body.code]).toEqual([404, 'not_found']);

    expect(await storedImages(deviceId)).toEqual([a]);
    expect((await photos.storedFiles()).length).toBe(4);
  });
});

describe('devices without an images field', () => {
  it('when a device was stored before photos existed, then it answers images: []', async () => {
    const ref = testDb().collection('devices').doc(deviceId);
    const { images: _images, ...rest } = (await ref.get()).data() ?? {};
    await ref.set(rest);
    expect((await request(photos.app).get(`${V1}/devices/${deviceId}`)).body.device.images).toEqual(
      [],
    );
    const res = await upload(lab, imagesOf(deviceId), jpeg);
    expect(res.status).toBe(201);
    expect(await storedImages(deviceId)).toEqual([res.body.image]);
  });
});
