import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createTestApp,
  createUser,
  createUsersWithProfiles,
  seedFromFile,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import { useApiFile } from './api-file';
import { DEVICE_INPUT } from './devices-fixtures';
import { createDevice as createDeviceOf, sender } from './facility-fixtures';

/**
 * Share listings (exhibits of type `sharing`) through HTTP against the emulators: a lab publishes
 * its devices after agreeing to the terms of sharing; the catalogue and `/exhibits/{id}` show
 * published listings with their active devices; only the owner identity manages a listing.
 */
const app = createTestApp();
let head: TestUser; // admin of the lab
let member: TestUser; // a plain member of the lab
let student: TestUser;
let lab: TestUser; // the head acting for the lab
let labMember: TestUser; // the member acting for the lab

const DEVICE = {
  ...DEVICE_INPUT,
  usageNotes: '',
  rules: { ...DEVICE_INPUT.rules, bufferMinutes: 0 },
};

useApiFile(async () => {
  await seedFromFile();
  [head, member, student] = await createUsersWithProfiles('head', 'member', 'student');
  await seedGroup('lab-1', 'Fabrication Lab', { head: true, member: false });
  [lab, labMember] = await Promise.all([
    signIn('head', { group: 'lab-1' }),
    signIn('member', { group: 'lab-1' }),
  ]);
});

const call = sender(app);
const send = (
  method: 'post' | 'put',
  user: TestUser | undefined,
  path: string,
  body: object = {},
) => call(method, user, path, body);
const get = (user: TestUser | undefined, path: string) => call('get', user, path);

const createDevice = (by: TestUser, overrides: object = {}) =>
  createDeviceOf(call, by, { ...DEVICE, ...overrides });

const listing = (deviceIds: string[], overrides: object = {}) => ({
  title: 'Fabrication equipment',
  description: 'Printers and a laser cutter for every campus member.',
  deviceIds,
  published: true,
  agreeToTerms: true,
  ...overrides,
});

describe('POST /api/v1/home/share-exhibits', () => {
  it('when a lab lists its devices agreeing to the terms, then the listing is stored, published and public', async () => {
    const printer = await createDevice(lab);
    const microscope = await createDevice(lab, { name: 'Microscope', requiresApproval: false });
    const res = await send('post', lab, '/home/share-exhibits', listing([printer, microscope]));
    expect(res.status).toBe(201);
    const { exhibit } = res.body;
    expect(exhibit).toMatchObject({
      type: 'sharing',
      ownerId: 'lab-1',
      title: 'Fabrication equipment',
      deviceIds: [printer, microscope],
      devices: [
        { id: printer, name: '3D printer', active: true },
        { id: microscope, name: 'Microscope', active: true },
      ],
      published: true,
    });
    expect(exhibit.publishedAt).toEqual(exhibit.createdAt);

    const stored = (await testDb().collection('shareExhibits').doc(exhibit.id).get()).data();
    expect(stored).toMatchObject({ ownerId: 'lab-1', createdBy: 'head', termsAgreedBy: 'head' });

    const catalogue = await get(undefined, '/share-exhibits');
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.total).toBe(1);
    expect(catalogue.body.exhibits[0]).toMatchObject({
      id: exhibit.id,
      type: 'sharing',
      owner: { id: 'lab-1', name: 'Fabrication Lab', kind: 'group' },
      isOwner: false,
    });
    expect(catalogue.body.exhibits[0].devices.map((d: { name: string }) => d.name)).toEqual([
      '3D printer',
      'Microscope',
    ]);
    expect(catalogue.body.exhibits[0].devices[0]).toMatchObject({ feePerHour: 600, rules: {} });

    const detail = await get(student, `/exhibits/${exhibit.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.exhibit).toMatchObject({ id: exhibit.id, type: 'sharing', isOwner: false });
    expect((await get(labMember, `/exhibits/${exhibit.id}`)).body.exhibit.isOwner).toBe(true);
  });

  it('when the terms are not agreed or the input is bad, then 400 names every field and nothing is stored', async () => {
    const printer = await createDevice(lab);
    const res = await send('post', lab, '/home/share-exhibits', {
      title: '',
      description: 'x'.repeat(4001),
      deviceIds: [printer, printer],
      published: 'yes',
      agreeToTerms: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors.map((e: { location: string }) => e.location).sort()).toEqual([
      'body.agreeToTerms',
      'body.description',
      'body.deviceIds',
      'body.published',
      'body.title',
    ]);
    const missing = await send('post', lab, '/home/share-exhibits', {
      title: 'No terms',
      deviceIds: [printer],
      published: true,
    });
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ location: 'body.agreeToTerms' }),
    ]);
    const none = await send('post', lab, '/home/share-exhibits', listing([]));
    expect(none.body.errors[0].location).toBe('body.deviceIds');
    const extra = await send('post', lab, '/home/share-exhibits', {
      ...listing([printer]),
      ownerId: 'someone-else',
    });
    expect(extra.status).toBe(400);
    expect((await testDb().collection('shareExhibits').get()).size).toBe(0);
  });

  it("when a listing names another identity's device or an unknown one, then 400 at that device", async () => {
    const labPrinter = await createDevice(lab);
    const own = await createDevice(student, { name: 'My own scope' });
    const res = await send(
      'post',
      lab,
      '/home/share-exhibits',
      listing([labPrinter, own, 'no-such-device']),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { location: 'body.deviceIds.1', message: 'Not one of your devices' },
      { location: 'body.deviceIds.2', message: 'Not one of your devices' },
    ]);
    // The head as himself (no group selected) does not lend the lab's printer.
    const asHimself = await send('post', head, '/home/share-exhibits', listing([labPrinter]));
    expect(asHimself.body.errors[0].location).toBe('body.deviceIds.0');
    expect((await testDb().collection('shareExhibits').get()).size).toBe(0);
  });

  it('when anonymous, then 401; without a profile, then 403 profile_required', async () => {
    expect((await send('post', undefined, '/home/share-exhibits', listing(['x']))).status).toBe(
      401,
    );
    const newcomer = await createUser('newcomer');
    const res = await send('post', newcomer, '/home/share-exhibits', listing(['x']));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
  });
});

describe('GET|PUT /api/v1/home/share-exhibits/{id}', () => {
  it('when another identity reads or edits the listing, then 403 not_exhibit_owner and nothing changes', async () => {
    const printer = await createDevice(lab);
    const { id } = (await send('post', lab, '/home/share-exhibits', listing([printer]))).body
      .exhibit;
    for (const who of [student, head]) {
      const read = await get(who, `/home/share-exhibits/${id}`);
      expect(read.status).toBe(403);
      expect(read.body.code).toBe('not_exhibit_owner');
      const edit = await send('put', who, `/home/share-exhibits/${id}`, listing([printer]));
      expect(edit.status).toBe(403);
    }
    expect((await get(undefined, `/home/share-exhibits/${id}`)).status).toBe(401);
    expect((await get(lab, '/home/share-exhibits/unknown')).status).toBe(404);
    // Any member acting for the lab manages the lab's listings.
    expect((await get(labMember, `/home/share-exhibits/${id}`)).body.exhibit.id).toBe(id);
    expect((await get(labMember, '/home/share-exhibits')).body.total).toBe(1);
    expect((await get(member, '/home/share-exhibits')).body.total).toBe(0);
  });

  it('when the owner unpublishes, then the catalogue and /exhibits/{id} hide it from others, and republishing keeps the first publication time', async () => {
    const printer = await createDevice(lab);
    const created = (await send('post', lab, '/home/share-exhibits', listing([printer]))).body
      .exhibit;
    const hidden = await send(
      'put',
      labMember,
      `/home/share-exhibits/${created.id}`,
      listing([printer], { published: false, title: 'Printers (paused)' }),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.exhibit).toMatchObject({ published: false, title: 'Printers (paused)' });
    expect((await get(undefined, '/share-exhibits')).body.total).toBe(0);
    expect((await get(student, `/exhibits/${created.id}`)).status).toBe(404);
    expect((await get(lab, `/exhibits/${created.id}`)).body.exhibit.published).toBe(false);
    const stored = (await testDb().collection('shareExhibits').doc(created.id).get()).data();
    expect(stored?.termsAgreedBy).toBe('member');

    const again = await send('put', lab, `/home/share-exhibits/${created.id}`, listing([printer]));
    expect(again.body.exhibit.publishedAt).toBe(created.publishedAt);
    expect((await get(undefined, '/share-exhibits')).body.total).toBe(1);

    const noTerms = await send('put', lab, `/home/share-exhibits/${created.id}`, {
      ...listing([printer]),
      agreeToTerms: false,
    });
    expect(noTerms.body.errors[0].location).toBe('body.agreeToTerms');
  });

  it('when a listed device is suspended, then public answers leave it out and the owner sees it suspended', async () => {
    const printer = await createDevice(lab);
    const scope = await createDevice(lab, { name: 'Microscope' });
    const { id } = (await send('post', lab, '/home/share-exhibits', listing([printer, scope]))).body
      .exhibit;
    await send('put', lab, `/home/devices/${scope}`, {
      ...DEVICE,
      name: 'Microscope',
      active: false,
    });
    const detail = await get(undefined, `/exhibits/${id}`);
    expect(detail.body.exhibit.devices.map((d: { id: string }) => d.id)).toEqual([printer]);
    const mine = await get(lab, `/home/share-exhibits/${id}`);
    expect(mine.body.exhibit.devices).toEqual([
      { id: printer, name: '3D printer', active: true },
      { id: scope, name: 'Microscope', active: false },
    ]);
  });
});

describe('GET /api/v1/share-exhibits', () => {
  it('lists published listings newest first, paged, with the total', async () => {
    const printer = await createDevice(lab);
    for (const title of ['First', 'Second', 'Third']) {
      const res = await send('post', lab, '/home/share-exhibits', listing([printer], { title }));
      expect(res.status).toBe(201);
    }
    await send(
      'post',
      lab,
      '/home/share-exhibits',
      listing([printer], { title: 'Draft', published: false }),
    );
    const page = await get(undefined, '/share-exhibits?limit=2&offset=0');
    expect(page.body.total).toBe(3);
    expect(page.body.exhibits.map((e: { title: string }) => e.title)).toEqual(['Third', 'Second']);
    const next = await get(undefined, '/share-exhibits?limit=2&offset=2');
    expect(next.body.exhibits.map((e: { title: string }) => e.title)).toEqual(['First']);
    expect((await get(lab, '/home/share-exhibits')).body.total).toBe(4);
    expect((await get(undefined, '/share-exhibits?limit=0')).status).toBe(400);
  });
});
