import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import {
  BASE,
  as,
  createExhibitAs,
  error,
  exhibitDoc,
  itemDoc,
  ledgerOf,
  locationsOf,
  stepAs,
  useExhibitFile,
} from './exhibits-fixtures';

const app = createTestApp();
let exhibitId: string;
/** The desk (stock 2) and the book (stock 1). */
let deskId: string;
let bookId: string;

const cast = useExhibitFile(async () => {
  const created = await createExhibitAs(app, cast.bobForGroup);
  exhibitId = created.id;
  [deskId, bookId] = created.itemIds as [string, string];
});

const inventoryPath = (itemId: string, id = exhibitId) =>
  `${BASE}/exhibits/${id}/items/${itemId}/inventory`;

describe('POST /home/exhibits/:id/items/:itemId/inventory', () => {
  it('when anonymous, then 401', async () => {
    const res = await request(app).post(inventoryPath(deskId)).send({ delta: 1, reason: 'found' });
    expect(res.status).toBe(401);
  });

  it('when another user, the group admin personally or an officer adjusts, then 403 and the stock is unchanged', async () => {
    for (const user of [cast.carol, cast.alice, cast.june]) {
      const res = await request(app)
        .post(inventoryPath(deskId))
        .set(as(user))
        .send({ delta: 1, reason: 'found' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(error('not_exhibit_owner'));
    }
    expect(await itemDoc(exhibitId, deskId)).toMatchObject({ stock: 2 });
    expect(await ledgerOf(exhibitId, deskId)).toHaveLength(1);
  });

  it('when the exhibit or the item is unknown, then 404', async () => {
    let res = await request(app)
      .post(inventoryPath(deskId, 'nope'))
      .set(as(cast.bobForGroup))
      .send({ delta: 1, reason: 'found' });
    expect(res.status).toBe(404);
    res = await request(app)
      .post(inventoryPath('nope'))
      .set(as(cast.bobForGroup))
      .send({ delta: 1, reason: 'found' });
    expect(res.status).toBe(404);
  });

  it('when the body is not valid, then 400 at every location', async () => {
    const res = await request(app)
      .post(inventoryPath(deskId))
      .set(as(cast.bobForGroup))
      .send({ delta: 0, reason: ' ', stock: 5 });
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual(['body.delta', 'body.reason', 'body.stock']);
  });

  it('when the caller has no profile, then 403 profile_required', async () => {
    const res = await request(app)
      .post(inventoryPath(deskId))
      .set(as(cast.dave))
      .send({ delta: 1, reason: 'found' });
    expect(res.body).toEqual(error('profile_required'));
  });

  it('when the stock would become negative, then 409 insufficient_stock and nothing is written', async () => {
    const res = await request(app)
      .post(inventoryPath(deskId))
      .set(as(cast.bobForGroup))
      .send({ delta: -3, reason: 'given away' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(error('insufficient_stock'));
    expect(await itemDoc(exhibitId, deskId)).toMatchObject({ stock: 2 });
    expect(await exhibitDoc(exhibitId)).toMatchObject({ stockTotal: 3 });
    expect(await ledgerOf(exhibitId, deskId)).toHaveLength(1);
  });

  it('when a group member adjusts, then item, exhibit stockTotal and ledger change together', async () => {
    let res = await request(app)
      .post(inventoryPath(deskId))
      .set(as(cast.bobForGroup))
      .send({ delta: 3, reason: 'found more' });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ id: deskId, stock: 5 });
    expect(res.body.entry).toEqual({
      id: expect.any(String),
      delta: 3,
      reason: 'found more',
      stockAfter: 5,
      byUid: 'bob',
      accountId: 'robotics-lab',
      at: expect.any(String),
    });
    res = await request(app)
      .post(inventoryPath(deskId))
      .set(as(cast.aliceForGroup))
      .send({ delta: -5, reason: 'all handed over' });
    expect(res.status).toBe(200);
    expect(res.body.item.stock).toBe(0);
    expect(await itemDoc(exhibitId, deskId)).toMatchObject({ stock: 0 });
    expect(await exhibitDoc(exhibitId)).toMatchObject({ stockTotal: 1 });
    expect((await ledgerOf(exhibitId, deskId)).map((e) => [e.delta, e.stockAfter])).toEqual([
      [2, 2],
      [3, 5],
      [-5, 0],
    ]);
    expect(await itemDoc(exhibitId, bookId)).toMatchObject({ stock: 1 });
  });

  it('when the exhibit was cancelled, then 409 exhibit_cancelled', async () => {
    await stepAs(app, cast.bobForGroup, exhibitId, 'cancel');
    const res = await request(app)
      .post(inventoryPath(deskId))
      .set(as(cast.bobForGroup))
      .send({ delta: 1, reason: 'x' });
    expect(res.body).toEqual(error('exhibit_cancelled'));
  });

  it('when many increases run in parallel, then none is lost: stock = initial + sum of the successes', async () => {
    const n = 8;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        request(app)
          .post(inventoryPath(deskId))
          .set(as(cast.bobForGroup))
          .send({ delta: i + 1, reason: `batch ${i}` }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    // Contention may make a transaction give up (emulator locking), but never silently.
    for (const r of results) expect([200, 409, 503]).toContain(r.status);
    expect(ok.length).toBeGreaterThan(0);
    const sum = ok.reduce((s, r) => s + (r.body.entry.delta as number), 0);
    expect(await itemDoc(exhibitId, deskId)).toMatchObject({ stock: 2 + sum });
    expect(await exhibitDoc(exhibitId)).toMatchObject({ stockTotal: 3 + sum });
    const ledger = await ledgerOf(exhibitId, deskId);
    expect(ledger).toHaveLength(1 + ok.length);
    // Every stockAfter is distinct and the largest equals the final stock: a serial history.
    const afters = ledger.map((e) => e.stockAfter as number).sort((a, b) => a - b);
    expect(new Set(afters).size).toBe(afters.length);
    expect(afters.at(-1)).toBe(2 + sum);
  });

  it('when more decreases than stock run in parallel, then the stock never goes negative', async () => {
    // Desk stock 2: of 6 parallel -1, at most 2 can win; the others are refused.
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(app)
          .post(inventoryPath(deskId))
          .set(as(cast.bobForGroup))
          .send({ delta: -1, reason: 'handed over' }),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const insufficient = results.filter(
      (r) => r.status === 409 && r.body.code === 'insufficient_stock',
    ).length;
    expect(ok).toBeLessThanOrEqual(2);
    expect(ok).toBeGreaterThan(0);
    expect(insufficient).toBeGreaterThan(0);
    const stock = (await itemDoc(exhibitId, deskId))?.stock as number;
    expect(stock).toBe(2 - ok);
    expect(stock).toBeGreaterThanOrEqual(0);
    const ledger = await ledgerOf(exhibitId, deskId);
    expect(ledger).toHaveLength(1 + ok);
    expect(ledger.every((e) => (e.stockAfter as number) >= 0)).toBe(true);
    expect(await exhibitDoc(exhibitId)).toMatchObject({ stockTotal: 1 + stock });
  });
});

describe('GET /home/exhibits/:id/items/:itemId/inventory', () => {
  it('when anonymous 401, another user 403, unknown item 404', async () => {
    expect((await request(app).get(inventoryPath(deskId))).status).toBe(401);
    const other = await request(app).get(inventoryPath(deskId)).set(as(cast.carol));
    expect(other.status).toBe(403);
    expect(other.body).toEqual(error('not_exhibit_owner'));
    expect((await request(app).get(inventoryPath('nope')).set(as(cast.bobForGroup))).status).toBe(
      404,
    );
  });

  it('when the owner reads the ledger, then entries newest first with the total', async () => {
    await request(app)
      .post(inventoryPath(deskId))
      .set(as(cast.bobForGroup))
      .send({ delta: -1, reason: 'handed over' });
    const res = await request(app).get(inventoryPath(deskId)).set(as(cast.aliceForGroup));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.entries.map((e: { reason: string }) => e.reason)).toEqual([
      'handed over',
      'initial',
    ]);
    const page = await request(app)
      .get(`${inventoryPath(deskId)}?limit=1&offset=1`)
      .set(as(cast.bobForGroup));
    expect(page.body).toMatchObject({ total: 2, entries: [{ reason: 'initial', stockAfter: 2 }] });
  });
});
