import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { type SearchQuery, searchQuery } from '../../src/features/search/schema';
import { entryBudget, planSearch } from '../../src/features/search/service';
import { type ExhibitsReadStore, createExhibitsReadStore } from '../../src/features/search/store';
import { searchExhibits } from '../../src/features/search/routes';
import {
  type TestUser,
  createTestApp,
  createUsersWithProfiles,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import { V1, bearer, daysFromNow, minutesAgo, seedExhibit } from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';

const app = createTestApp();

let alice: TestUser; // owner of most exhibits
let bob: TestUser; // member of the lab

useApiFile(async () => {
  [alice, bob] = await createUsersWithProfiles('alice', 'bob');
});

const search = (query: string, user?: TestUser) => {
  const req = request(app).get(`${V1}/exhibits${query}`);
  return user === undefined ? req : req.set(bearer(user));
};
const ids = (body: { exhibits: { id: string }[] }) => body.exhibits.map((e) => e.id);

/** The query of `GET /exhibits` with no parameters. */
const QUERY: SearchQuery = searchQuery.parse({});

describe('GET /api/v1/exhibits: validation', () => {
  it('when the query is not valid, then 400 with every location', async () => {
    const res = await search(
      `?limit=0&offset=-1&kind=car&inStock=yes&expiredAlso=1&owner=bad%20id&${'keywords=a&'.repeat(11)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location).sort();
    expect(locations).toEqual([
      'query.expiredAlso',
      'query.inStock',
      'query.keywords',
      'query.kind',
      'query.limit',
      'query.offset',
      'query.owner',
    ]);
  });

  it('when limit is 101, then 400 query.limit', async () => {
    const res = await search('?limit=101');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'query.limit', message: expect.any(String) }]);
  });
});

describe('GET /api/v1/exhibits: listing', () => {
  it('when anonymous, then only searchable unexpired exhibits, newest published first', async () => {
    const older = await seedExhibit({ ownerId: 'alice', publishedAt: minutesAgo(30) });
    const newer = await seedExhibit({ ownerId: 'alice', publishedAt: minutesAgo(10) });
    await seedExhibit({ ownerId: 'alice', approvalStatus: 'not_yet' });
    await seedExhibit({ ownerId: 'alice', approvalStatus: 'wait_junk' });
    await seedExhibit({ ownerId: 'alice', published: false, approvalStatus: 'approved' });
    await seedExhibit({ ownerId: 'alice', cancelled: true });
    await seedExhibit({ ownerId: 'alice', expiresAt: minutesAgo(1) });

    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(ids(res.body)).toEqual([newer, older]);
  });

  it('when listed, then the summary has every field (the owner by id: cards do not name them)', async () => {
    const id = await seedExhibit({
      ownerId: 'alice',
      title: 'Bookshelf',
      items: [
        {
          stock: 2,
          images: [
            {
              id: 'i1',
              uri: 'https://x/i1.jpg',
              thumbnailUri: 'https://x/i1_72.jpg',
              variants: [{ width: 400, uri: 'https://x/i1_400.jpg' }],
            },
          ],
        },
        { kind: 'book', categoryId: 'novel', stock: 3 },
      ],
    });
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.body.exhibits).toEqual([
      {
        id,
        type: 'reuse',
        title: 'Bookshelf',
        ownerId: 'alice',
        thumbnailUri: 'https://x/i1_72.jpg',
        thumbnailVariants: [{ width: 400, uri: 'https://x/i1_400.jpg' }],
        kinds: ['furniture', 'book'],
        stockTotal: 5,
        itemCount: 2,
        loan: false,
        loanDays: null,
        areaId: 'main',
        place: { areaId: 'main', buildingId: 'b1', room: '101' },
        expiresAt: expect.any(String),
        expired: false,
        publishedAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        favoriteCount: 0,
        commentCount: 0,
        contactCount: 0,
        approvalStatus: 'approved',
        published: true,
        cancelled: false,
        displayState: 'on_display',
        allocation: null,
      },
    ]);
    expect(res.body.exhibits[0]).not.toHaveProperty('memo');
  });

  it('when paged, then limit and offset cut the sorted list and total counts all', async () => {
    const seeded: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      seeded.push(await seedExhibit({ ownerId: 'alice', publishedAt: minutesAgo(50 - i) }));
    }
    const res = await search('?limit=2&offset=1');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(ids(res.body)).toEqual([seeded[3], seeded[2]]);
    const beyond = await search('?limit=2&offset=10');
    expect(beyond.body).toEqual({ exhibits: [], total: 5, totalCapped: false, next: null });
  });

  it('when expired exhibits sit among the newest, then pages skip them and stay full', async () => {
    const live: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const expiresAt = i % 3 === 0 ? minutesAgo(1) : undefined;
      const id = await seedExhibit({
        ownerId: 'alice',
        publishedAt: minutesAgo(60 - i),
        expiresAt,
      });
      if (expiresAt === undefined) live.unshift(id);
    }
    const pages = await Promise.all(
      [0, 3, 6].map(async (offset) => (await search(`?limit=3&offset=${offset}`)).body),
    );
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.flatMap(ids)).toEqual(live);
    expect(pages.map((p) => p.exhibits.length)).toEqual([3, 3, 2]);
  });

  it('when browsing with every filter at once, then they combine (AND, areas OR)', async () => {
    const match = await seedExhibit({
      ownerId: 'bob',
      areaId: 'north',
      items: [{ kind: 'book', categoryId: 'novel', stock: 2 }],
    });
    await seedExhibit({ ownerId: 'bob', areaId: 'north', items: [{ kind: 'book', stock: 0 }] });
    await seedExhibit({ ownerId: 'bob', areaId: 'west', items: [{ kind: 'book' }] });
    await seedExhibit({ ownerId: 'bob', areaId: 'south', items: [{ kind: 'furniture' }] });
    await seedExhibit({ ownerId: 'alice', areaId: 'north', items: [{ kind: 'book' }] });
    const res = await search('?owner=bob&kind=book&inStock=true&areas=north&areas=south');
    expect(res.body).toMatchObject({ total: 1 });
    expect(ids(res.body)).toEqual([match]);
  });

  it('when expiredAlso, then expired exhibits are included and flagged', async () => {
    const expired = await seedExhibit({ ownerId: 'alice', expiresAt: minutesAgo(1) });
    const res = await search('?expiredAlso=true');
    expect(ids(res.body)).toEqual([expired]);
    expect(res.body.exhibits[0].expired).toBe(true);
  });
});

describe('GET /api/v1/exhibits: filters', () => {
  it('when kind, inStock, areas and tag are given, then each narrows the result', async () => {
    const desk = await seedExhibit({ ownerId: 'alice', areaId: 'north', parentTags: ['furn'] });
    const book = await seedExhibit({
      ownerId: 'alice',
      areaId: 'south',
      items: [{ kind: 'book', categoryId: 'novel' }],
      parentTags: ['books'],
    });
    const empty = await seedExhibit({ ownerId: 'alice', areaId: 'east', items: [{ stock: 0 }] });

    expect(ids((await search('?kind=book')).body)).toEqual([book]);
    expect(ids((await search('?inStock=true')).body).sort()).toEqual([desk, book].sort());
    expect(ids((await search('?areas=north&areas=east')).body).sort()).toEqual(
      [desk, empty].sort(),
    );
    expect(ids((await search('?tag=books')).body)).toEqual([book]);
    expect(ids((await search('?tag=furn&tag=desk')).body)).toEqual([desk]);
    expect(ids((await search('?tag=furn&tag=novel')).body)).toEqual([]);
  });

  it("when owner is someone else's id, then only that owner's searchable exhibits", async () => {
    const mine = await seedExhibit({ ownerId: 'alice' });
    await seedExhibit({ ownerId: 'alice', approvalStatus: 'not_yet' });
    await seedExhibit({ ownerId: 'bob' });
    const res = await search('?owner=alice', bob);
    expect(res.body).toMatchObject({ total: 1 });
    expect(ids(res.body)).toEqual([mine]);
  });

  it('when owner is the caller, then the own exhibits in any state', async () => {
    const published = await seedExhibit({ ownerId: 'alice', publishedAt: minutesAgo(5) });
    const draft = await seedExhibit({ ownerId: 'alice', approvalStatus: 'not_yet' }, minutesAgo(1));
    const cancelled = await seedExhibit({ ownerId: 'alice', cancelled: true }, minutesAgo(20));
    await seedExhibit({ ownerId: 'bob' });
    const res = await search('?owner=alice', alice);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([draft, published, cancelled]);
    expect(res.body.exhibits[0]).toMatchObject({ approvalStatus: 'not_yet', published: false });
    // Anonymous callers with the same query see only the searchable one.
    expect(ids((await search('?owner=alice')).body)).toEqual([published]);
  });

  it('when a member acts for the group, then owner=group lists the group drafts', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { alice: true, bob: false });
    const draft = await seedExhibit({ ownerId: 'lab-1', approvalStatus: 'not_yet' });
    const asGroup = await signIn('bob', { group: 'lab-1' });
    const res = await search('?owner=lab-1', asGroup);
    expect(ids(res.body)).toEqual([draft]);
    expect(res.body.exhibits[0].ownerId).toBe('lab-1');
    expect((await search('?owner=lab-1', bob)).body.total).toBe(0);
  });
});

describe('GET /api/v1/exhibits: keywords', () => {
  beforeEach(async () => {
    await seedExhibit({
      id: 'chair',
      ownerId: 'alice',
      title: 'オフィス椅子',
      publishedAt: minutesAgo(3),
    });
    await seedExhibit({
      id: 'isu',
      ownerId: 'alice',
      title: 'キャスター付きイス',
      publishedAt: minutesAgo(2),
    });
    await seedExhibit({
      id: 'english',
      ownerId: 'alice',
      title: 'Office chair',
      description: 'ＡＢＣ brand',
      publishedAt: minutesAgo(1),
    });
    await seedExhibit({
      id: 'book',
      ownerId: 'alice',
      title: '教科書セット',
      items: [
        {
          kind: 'book',
          name: '線形代数入門',
          book: { author: '齋藤正彦', publisher: '東京大学出版会' },
        },
      ],
      publishedAt: minutesAgo(4),
    });
    await seedExhibit({ id: 'tokyo', ownerId: 'alice', title: '東京都', description: '京都大学' });
  });

  it.each([
    ['椅子', ['chair']],
    ['ｲｽ', ['isu']],
    ['いす', ['isu']],
    ['イス', ['isu']],
    ['CHAIR', ['english']],
    ['abc', ['english']],
    ['椅', ['chair']],
    ['線形代数', ['book']],
    ['齋藤', ['book']],
    ['東京大学出版会', ['book']],
    ['東京都大', []],
    ['desk', []],
  ])('when keywords=%s, then %j', async (keyword, expected) => {
    const res = await search(`?keywords=${encodeURIComponent(keyword)}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  it('when several keywords are given, then all must match', async () => {
    expect(ids((await search('?keywords=office&keywords=chair')).body)).toEqual(['english']);
    expect(ids((await search('?keywords=office&keywords=%E6%A4%85%E5%AD%90')).body)).toEqual([]);
  });

  it('when a keyword is blank, then it is ignored', async () => {
    expect((await search('?keywords=%20&keywords=chair')).body.total).toBe(1);
  });
});

/** Counts what the search reads through the store. */
function countingStore(inner: ExhibitsReadStore) {
  const reads = { entries: 0, full: 0 };
  const store: ExhibitsReadStore = {
    ...inner,
    async search(plan, accepts) {
      return inner.search(plan, (entry) => {
        reads.entries += 1;
        return accepts(entry);
      });
    },
    async getExhibits(ids) {
      reads.full += ids.length;
      return inner.getExhibits(ids);
    },
  };
  return { store, reads };
}

describe('search reads', () => {
  it('when a keyword matches one of many exhibits, then only that one is read', async () => {
    for (let i = 0; i < 8; i += 1) await seedExhibit({ ownerId: 'alice', title: `机 ${i}` });
    const target = await seedExhibit({ ownerId: 'alice', title: '本棚' });
    const { store, reads } = countingStore(createExhibitsReadStore(testDb()));
    const result = await searchExhibits(store, { ...QUERY, keywords: ['本棚'] }, null, new Date());
    expect(result.exhibits.map((e) => e.id)).toEqual([target]);
    expect(reads).toEqual({ entries: 1, full: 1 });
  });

  it('when many exhibits match a keyword, then the page and a few more entries are read, and a count gives the total', async () => {
    for (let i = 0; i < 12; i += 1) await seedExhibit({ ownerId: 'alice', title: `机 ${i}` });
    const { store, reads } = countingStore(createExhibitsReadStore(testDb()));
    const query = { ...QUERY, keywords: ['机'], limit: 2 };
    const result = await searchExhibits(store, query, null, new Date());
    expect(result).toMatchObject({ total: 12, totalCapped: false });
    // The page fills within the first batch (the page plus the slack), which stops there.
    expect(reads).toEqual({ entries: 2, full: 2 });
  });

  it('when browsing one category, then only the page is read', async () => {
    for (let i = 0; i < 4; i += 1) {
      await seedExhibit({ ownerId: 'alice', items: [{ kind: 'book', categoryId: 'novel' }] });
    }
    await seedExhibit({ ownerId: 'alice', items: [{ categoryId: 'desk' }] });
    const { store, reads } = countingStore(createExhibitsReadStore(testDb()));
    const query = { ...QUERY, tag: ['novel'], kind: 'book' as const, limit: 3 };
    const result = await searchExhibits(store, query, null, new Date());
    expect(result.total).toBe(4);
    expect(reads).toEqual({ entries: 3, full: 3 });
  });

  it('when a page is followed by its next, then the next page reads on from there', async () => {
    const seeded: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      seeded.push(await seedExhibit({ ownerId: 'alice', publishedAt: minutesAgo(50 - i) }));
    }
    const newestFirst = [...seeded].reverse();
    const { store, reads } = countingStore(createExhibitsReadStore(testDb()));
    const first = await searchExhibits(store, { ...QUERY, limit: 2 }, null, new Date());
    expect(first.exhibits.map((e) => e.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.next).not.toBeNull();
    reads.entries = 0;
    const second = await searchExhibits(
      store,
      { ...QUERY, limit: 2, after: first.next ?? undefined },
      null,
      new Date(),
    );
    expect(second.exhibits.map((e) => e.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.total).toBe(5);
    expect(reads.entries).toBe(2);
  });

  it('when verification drops most matches, then the reading stops at its budget with a next', async () => {
    // "abcbcd" has both trigrams of "abcd" but not the word: a false positive each.
    for (let i = 0; i < 6; i += 1) await seedExhibit({ ownerId: 'alice', title: 'abcbcd' });
    const { store, reads } = countingStore(createExhibitsReadStore(testDb()));
    const query = { ...QUERY, keywords: ['abcd'], limit: 2 };
    const result = await searchExhibits(store, query, null, new Date());
    expect(result.exhibits).toEqual([]);
    expect(reads.entries).toBe(entryBudget({ offset: 0, limit: 2 }));
    expect(result.next).not.toBeNull();
  });

  it('when the plan is built, then it uses equality filters only', () => {
    const now = new Date();
    const plan = planSearch({ ...QUERY, keywords: ['椅子', ' '], tag: ['a', 'a'] }, 'alice', now);
    expect(plan).toEqual({
      searchableOnly: true,
      ownerId: null,
      liveOnly: true,
      kind: null,
      inStock: false,
      areas: [],
      gramKeys: [expect.stringMatching(/^g[0-9a-f]+$/)],
      tags: ['a'],
      keywords: ['椅子'],
      liveAfter: now,
      after: null,
      before: null,
      offset: 0,
      limit: 20,
    });
  });

  it('when the exhibit expires later, then expiry is checked against the clock', async () => {
    await seedExhibit({ ownerId: 'alice', expiresAt: daysFromNow(1) });
    const { store } = countingStore(createExhibitsReadStore(testDb()));
    expect((await searchExhibits(store, QUERY, null, new Date())).total).toBe(1);
    expect((await searchExhibits(store, QUERY, null, daysFromNow(2))).total).toBe(0);
  });
});
