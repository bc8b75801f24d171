import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDb } from './helpers';
import {
  as,
  createApprovedExhibit,
  createExhibitAs,
  deskItem,
  exhibitBody,
  stepAs,
  useExhibitFile,
} from './exhibits-fixtures';
import { V1, daysFromNow, seedExhibit } from './exhibit-docs-fixtures';
import { SEARCH_ENTRIES } from '../../src/features/exhibits';
import { sweepExpiredEntries } from '../../src/features/search/sweep';
import { backfillSearchEntries } from '../../src/features/search/backfill';

/**
 * The search index (`searchEntries`) follows every write of an exhibit in the same transaction,
 * and the hourly sweep marks expired ones; the search itself is tested in search.test.ts.
 */

const app = createTestApp();

const cast = useExhibitFile();

async function entriesOf(exhibitId: string) {
  const snap = await testDb().collection(SEARCH_ENTRIES).where('exhibitId', '==', exhibitId).get();
  return snap.docs.map((doc) => ({ key: doc.id, ...doc.data() }));
}

async function onlyEntryOf(exhibitId: string) {
  const entries = await entriesOf(exhibitId);
  expect(entries).toHaveLength(1);
  return entries[0] as { key: string; searchable: boolean; live: boolean; inStock: boolean };
}

const found = async (query: string) => {
  const res = await request(app).get(`${V1}/exhibits?${query}`);
  expect(res.status).toBe(200);
  return (res.body.exhibits as { id: string }[]).map((e) => e.id);
};

describe('the search entry of an exhibit', () => {
  it('when created, edited, approved, unpublished and cancelled, then one entry follows each step', async () => {
    const { id } = await createExhibitAs(app, cast.alice, { title: '古い題の机' });
    await request(app)
      .put(`${V1}/home/exhibits/${id}`)
      .set(as(cast.alice))
      .send(exhibitBody({ title: '検索索引の机' }))
      .expect(200);
    const draft = await onlyEntryOf(id);
    expect(draft).toMatchObject({ searchable: false, live: true, inStock: true });
    expect(draft.key).toMatch(new RegExp(`^\\d{13}_${id}$`));

    await stepAs(app, cast.alice, id, 'submit');
    await request(app)
      .post(`${V1}/home/backoffice/junk/${id}/decision`)
      .set(as(cast.june))
      .send({ result: 'approved', comment: '' })
      .expect(200);
    // Published: keyed by the publication time now (the draft's key is gone).
    const published = await onlyEntryOf(id);
    expect(published.searchable).toBe(true);
    expect(published.key).not.toBe(draft.key);
    expect(published.key < draft.key).toBe(true);
    expect(await found('keywords=検索索引')).toEqual([id]);
    expect(await found('keywords=古い題')).toEqual([]);

    await stepAs(app, cast.alice, id, 'unpublish');
    expect((await onlyEntryOf(id)).searchable).toBe(false);
    expect(await found('keywords=検索索引')).toEqual([]);

    await stepAs(app, cast.alice, id, 'cancel');
    expect((await onlyEntryOf(id)).searchable).toBe(false);
  });

  it('when the stock is adjusted to zero, then the entry is out of stock', async () => {
    const created = await createApprovedExhibit(app, cast.alice, cast.june, {
      title: '在庫の棚',
      items: [deskItem],
    });
    const itemId = created.itemIds[0] ?? '';
    const stock = deskItem.stock;
    await request(app)
      .post(`${V1}/home/exhibits/${created.id}/items/${itemId}/inventory`)
      .set(as(cast.alice))
      .send({ delta: -stock, reason: 'disposed' })
      .expect(200);
    expect((await onlyEntryOf(created.id)).inStock).toBe(false);
    expect(await found('keywords=在庫の棚&inStock=true')).toEqual([]);
    expect(await found('keywords=在庫の棚')).toEqual([created.id]);
  });

  it('when the owner withdraws, then the entries of their listings leave the search', async () => {
    const created = await createApprovedExhibit(app, cast.carol, cast.june, {
      title: '退会の椅子',
    });
    expect(await found('keywords=退会の椅子')).toEqual([created.id]);
    await request(app).delete(`${V1}/home/me`).set(as(cast.carol)).expect(204);
    expect((await onlyEntryOf(created.id)).searchable).toBe(false);
    expect(await found('keywords=退会の椅子')).toEqual([]);
  });
});

describe('sweepExpiredEntries', () => {
  it('when exhibits have expired since they were written, then their entries stop being live and counted', async () => {
    const soon = await seedExhibit({ ownerId: 'alice', expiresAt: daysFromNow(1) });
    const later = await seedExhibit({ ownerId: 'alice', expiresAt: daysFromNow(5) });
    const inTwoDays = daysFromNow(2);

    expect(await sweepExpiredEntries(testDb(), inTwoDays)).toBe(1);
    expect((await onlyEntryOf(soon)).live).toBe(false);
    expect((await onlyEntryOf(later)).live).toBe(true);
    // Nothing left to mark: a second run changes nothing.
    expect(await sweepExpiredEntries(testDb(), inTwoDays)).toBe(0);
  });
});

describe('backfillSearchEntries', () => {
  it('when exhibits lack entries or stale entries remain, then one entry per exhibit, live as of now', async () => {
    const db = testDb();
    const kept = await seedExhibit({ ownerId: 'alice', expiresAt: daysFromNow(1) });
    const missing = await seedExhibit({ ownerId: 'alice', title: '索引のない机' });
    for (const entry of await entriesOf(missing)) {
      await db.collection(SEARCH_ENTRIES).doc(entry.key).delete();
    }
    await db.collection(SEARCH_ENTRIES).doc('0000000000000_gone').set({ exhibitId: 'gone' });

    expect(await backfillSearchEntries(db, daysFromNow(2))).toBe(2);
    expect((await onlyEntryOf(kept)).live).toBe(false);
    expect((await onlyEntryOf(missing)).live).toBe(true);
    expect(await entriesOf('gone')).toEqual([]);
  });
});
