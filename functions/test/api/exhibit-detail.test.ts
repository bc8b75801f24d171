import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createProfile,
  createTestApp,
  createUsersWithProfiles,
  seedGroup,
  signIn,
} from './helpers';
import { V1, bearer, minutesAgo, seedExhibit, seedFavorite } from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';

const app = createTestApp();

let alice: TestUser; // owner
let bob: TestUser; // another user

useApiFile(async () => {
  [alice, bob] = await createUsersWithProfiles('alice', 'bob');
});

const detail = (id: string, user?: TestUser) => {
  const req = request(app).get(`${V1}/exhibits/${id}`);
  return user === undefined ? req : req.set(bearer(user));
};

const NOT_FOUND = { code: 'not_found', message: expect.any(String) };

const IMAGE = { id: 'img1', uri: 'https://x/img1.jpg', thumbnailUri: 'https://x/img1_72.jpg' };

async function seedShelf(overrides: Partial<Parameters<typeof seedExhibit>[0]> = {}) {
  return seedExhibit({
    ownerId: 'alice',
    title: 'Bookshelf and books',
    description: 'Take both',
    memo: 'key in drawer',
    items: [
      { name: 'Shelf', categoryId: 'shelf', stock: 1, images: [IMAGE] },
      {
        name: 'Novel',
        kind: 'book',
        categoryId: 'novel',
        stock: 4,
        book: { author: 'Soseki', publisher: 'Iwanami' },
      },
    ],
    ...overrides,
  });
}

describe('GET /api/v1/exhibits/:id', () => {
  it('when the id is malformed, then 400 params.id', async () => {
    const res = await detail('bad%20id');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'params.id', message: expect.any(String) }]);
  });

  it('when the exhibit does not exist, then 404', async () => {
    const res = await detail('nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('when anonymous, then the public detail without memo, e-mail or asset info', async () => {
    const id = await seedShelf();
    const res = await detail(id);
    expect(res.status).toBe(200);
    const exhibit = res.body.exhibit;
    expect(exhibit).toMatchObject({
      id,
      type: 'reuse',
      title: 'Bookshelf and books',
      description: 'Take both',
      itemManager: 'Manager',
      ownerId: 'alice',
      owner: { id: 'alice', name: 'alice', kind: 'user' },
      place: { areaId: 'main', buildingId: 'b1', room: '101' },
      secretariatId: 'sec-1',
      pickupFrom: expect.any(String),
      pickupUntil: expect.any(String),
      expiresAt: expect.any(String),
      favoriteCount: 0,
      commentCount: 0,
      contactCount: 0,
      stockTotal: 5,
      itemCount: 2,
      thumbnailUri: IMAGE.thumbnailUri,
      isOwner: false,
      isFavorite: false,
    });
    expect(exhibit).not.toHaveProperty('memo');
    expect(exhibit).not.toHaveProperty('managerEmail');
    expect(exhibit.items).toEqual([
      {
        id: 'item-1',
        name: 'Shelf',
        description: '',
        categoryId: 'shelf',
        kind: 'furniture',
        stock: 1,
        condition: 'clean',
        book: null,
        // An item stored before weights existed has none.
        weightKg: null,
        // A photo stored before variants existed answers none.
        images: [{ ...IMAGE, variants: [] }],
        order: 0,
      },
      {
        id: 'item-2',
        name: 'Novel',
        description: '',
        categoryId: 'novel',
        kind: 'book',
        stock: 4,
        condition: 'clean',
        book: {
          author: 'Soseki',
          publisher: 'Iwanami',
          publicationYear: 2020,
          publicationMonth: null,
          publicationDay: null,
          isbn: '',
        },
        weightKg: null,
        images: [],
        order: 1,
      },
    ]);
  });

  it('when the owner reads it, then memo, e-mail, asset info and isOwner', async () => {
    const id = await seedShelf();
    const res = await detail(id, alice);
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({
      isOwner: true,
      memo: 'key in drawer',
      managerEmail: 'manager@campus.example.ac.jp',
    });
    expect(res.body.exhibit.items[0].assetInfo).toMatchObject({
      assetCategory: 'personal_property',
      assetNumber: 'A-100',
    });
  });

  it('when another user has favorited it, then isFavorite is true for that user only', async () => {
    const id = await seedShelf();
    await seedFavorite('bob', id);
    expect((await detail(id, bob)).body.exhibit.isFavorite).toBe(true);
    expect((await detail(id, alice)).body.exhibit.isFavorite).toBe(false);
  });

  it.each([
    ['a draft', { approvalStatus: 'not_yet' as const }],
    ['waiting for approval', { approvalStatus: 'wait_junk' as const }],
    ['rejected', { approvalStatus: 'junk_rejected' as const }],
    ['unpublished', { published: false }],
    ['cancelled', { cancelled: true }],
  ])('when %s, then 404 for others and 200 for the owner', async (_name, overrides) => {
    const id = await seedShelf(overrides);
    expect((await detail(id)).status).toBe(404);
    const res = await detail(id, bob);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    const own = await detail(id, alice);
    expect(own.status).toBe(200);
    expect(own.body.exhibit.isOwner).toBe(true);
  });

  it('when expired, then still viewable by id, flagged expired', async () => {
    const id = await seedShelf({ expiresAt: minutesAgo(1) });
    const res = await detail(id, bob);
    expect(res.status).toBe(200);
    expect(res.body.exhibit.expired).toBe(true);
  });

  it('when a group owns it, then members acting for the group are the owner', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { alice: true, bob: false });
    const id = await seedShelf({ ownerId: 'lab-1', approvalStatus: 'not_yet' });
    const asGroup = await signIn('bob', { group: 'lab-1' });
    const res = await detail(id, asGroup);
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({
      isOwner: true,
      memo: 'key in drawer',
      owner: { id: 'lab-1', name: 'Robotics Lab', kind: 'group' },
    });
    // Bob as himself does not own it.
    expect((await detail(id, bob)).status).toBe(404);
  });

  it('when the owner has withdrawn, then the owner card has no name', async () => {
    const id = await seedShelf();
    await createProfile('alice', { withdrawn: true });
    const res = await detail(id, bob);
    expect(res.body.exhibit.owner).toEqual({ id: 'alice', name: null, kind: 'user' });
  });
});
