import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, testDb } from './helpers';
import {
  as,
  assetInfo,
  contactInput,
  createApprovedExhibit,
  deskItem,
  error,
  locationsOf,
  tokyoDaysAhead,
  useExhibitFile,
} from './exhibits-fixtures';
import { V1 } from './exhibit-docs-fixtures';
import { createImpactStore } from '../../src/features/impact/store';
import { tokyoMonth } from '../../src/model/tokyo-time';

/**
 * The reuse-impact counters and dashboard over HTTP against the emulators (docs/impact.md). The
 * counters' functions are called with the stored documents as the triggers call them, twice where
 * a delivery may repeat, and must count once.
 */

const app = createTestApp();
const impact = () => createImpactStore(testDb());

const cast = useExhibitFile();

/** A chair with its own weight (12.5 kg) and a desk with the standard one (35 kg), at 30,000 yen. */
const ITEMS = [
  { ...deskItem, name: 'Chair', categoryId: 'office-chair', stock: 3, weightKg: 12.5 },
  { ...deskItem, stock: 2, assetInfo: { ...assetInfo, acquisitionPrice: 30000 } },
];
const EXHIBIT = {
  secretariatId: 'engineering-office',
  place: { areaId: 'science-engineering-campus', buildingId: 'research-building', room: '3' },
  items: ITEMS,
};

async function contactDoc(id: string) {
  return (await testDb().collection('contacts').doc(id).get()).data() as never;
}

/** carol asks for `counts` of the items, alice confirms the pick-up and hands them over. */
async function giveAway(exhibitId: string, itemIds: string[], counts: number[]): Promise<string> {
  const asked = await request(app)
    .post(`${V1}/home/exhibits/${exhibitId}/contacts`)
    .set(as(cast.carol))
    .send({
      ...contactInput(undefined),
      items: itemIds.map((itemId, i) => ({ itemId, quantity: counts[i] })),
    });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const id = asked.body.contact.id as string;
  const step = (path: string, body: object) =>
    request(app).post(`${V1}/home/contacts/${id}/${path}`).set(as(cast.alice)).send(body);
  expect((await step('confirm-pickup', { pickupAt: tokyoDaysAhead(11) })).status).toBe(200);
  const handed = await step('handover', {
    items: itemIds.map((itemId, i) => ({ itemId, count: counts[i] })),
  });
  expect(handed.status, JSON.stringify(handed.body)).toBe(200);
  return id;
}

const dashboard = (user: TestUser | undefined, query = '') => {
  const req = request(app).get(`${V1}/home/backoffice/impact${query}`);
  return user === undefined ? req : req.set(as(user));
};

describe('the impact counters and GET /api/v1/home/backoffice/impact', () => {
  it('a give-away counts once per unit: weight x factor, the acquisition value, its campus, faculty and category', async () => {
    const { id, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june, EXHIBIT);
    const contactId = await giveAway(id, itemIds, [2, 1]);
    const stored = await contactDoc(contactId);
    // The trigger delivered twice: the second counts nothing.
    expect(await impact().recordHandover(contactId, stored)).toBe(3);
    expect(await impact().recordHandover(contactId, stored)).toBe(0);

    const res = await dashboard(cast.june);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kg = 2 * 12.5 + 35;
    expect(res.body.totals).toEqual({
      items: 3,
      exhibits: 0,
      yen: 50000 * 2 + 30000,
      kg,
      kgCO2e: 30.6, // (2 x 12.5 + 35) kg x 0.51
      deviceHours: 0,
    });
    const month = tokyoMonth(new Date());
    expect(res.body.to).toBe(month);
    expect(res.body.months).toHaveLength(12);
    expect(res.body.months.at(-1)).toMatchObject({ month, items: 3, kg });
    expect(res.body.byCampus).toEqual([
      expect.objectContaining({ id: 'science-engineering-campus', items: 3 }),
    ]);
    expect(res.body.byFaculty).toEqual([
      expect.objectContaining({ id: 'engineering', items: 3, deviceHours: null }),
    ]);
    expect(res.body.byCategory).toEqual([expect.objectContaining({ id: 'furniture', items: 3 })]);

    // Filters: another faculty sees nothing, and device hours do not apply.
    const other = await dashboard(cast.june, '?faculty=letters');
    expect(other.body.totals).toMatchObject({ items: 0, kg: 0, deviceHours: null });
  });

  it('the rest handed over later adds only the difference; the finished exhibit counts once', async () => {
    const { id, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june, EXHIBIT);
    const first = await giveAway(id, itemIds, [1, 1]);
    await impact().recordHandover(first, await contactDoc(first));
    const second = await giveAway(id, itemIds, [2, 1]);
    const stored = await contactDoc(second);
    expect(await impact().recordHandover(second, stored)).toBe(3);

    const exhibit = (await testDb().collection('exhibits').doc(id).get()).data() as never;
    expect((exhibit as { displayState: string }).displayState).toBe('finished');
    expect(await impact().recordFinishedExhibit(id, exhibit)).toBe(true);
    expect(await impact().recordFinishedExhibit(id, exhibit)).toBe(false);
    const res = await dashboard(cast.fred);
    expect(res.body.totals).toMatchObject({ items: 5, exhibits: 1 });
  });

  it('a loan counts nothing, and a returned reservation adds its hours to its campus', async () => {
    expect(
      await impact().recordHandover('loan-1', {
        exhibitId: 'x',
        loan: true,
        items: [{ itemId: 'i', handedOver: 2 }],
        updatedAt: { toDate: () => new Date() },
      }),
    ).toBe(0);
    await testDb()
      .collection('devices')
      .doc('printer')
      .set({ place: { areaId: 'medical-campus', buildingId: 'b', room: '' } });
    const start = new Date();
    const reservation = {
      deviceId: 'printer',
      status: 'returned',
      start: { toDate: () => start },
      end: { toDate: () => new Date(start.getTime() + 90 * 60_000) },
    };
    expect(await impact().recordDeviceUse('r1', reservation)).toBe(1.5);
    expect(await impact().recordDeviceUse('r1', reservation)).toBe(0);
    const res = await dashboard(cast.june, '?campus=medical-campus');
    expect(res.body.totals).toMatchObject({ items: 0, deviceHours: 1.5 });
    expect(res.body.byCampus).toEqual([
      expect.objectContaining({ id: 'medical-campus', deviceHours: 1.5 }),
    ]);
  });

  it('the backfill counts what the triggers missed, and nothing they counted', async () => {
    const { id, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june, EXHIBIT);
    const counted = await giveAway(id, itemIds, [1, 1]);
    await impact().recordHandover(counted, await contactDoc(counted));
    await giveAway(id, itemIds, [2, 1]); // missed: no trigger ran
    expect(await impact().countExisting()).toEqual({ units: 3, exhibits: 1, hours: 0 });
    expect(await impact().countExisting()).toEqual({ units: 0, exhibits: 0, hours: 0 });
    expect((await dashboard(cast.june)).body.totals).toMatchObject({ items: 5, exhibits: 1 });
  });

  it('anonymous 401, a member without an officer role 403, a bad range 400 at query.to', async () => {
    expect((await dashboard(undefined)).status).toBe(401);
    const denied = await dashboard(cast.carol);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject(error('forbidden'));
    expect(
      (await request(app).get(`${V1}/home/backoffice/impact.csv`).set(as(cast.carol))).status,
    ).toBe(403);

    const long = await dashboard(cast.june, '?from=2025-01&to=2026-01');
    expect(long.status).toBe(400);
    expect(locationsOf(long.body)).toEqual(['query.to']);
    expect(locationsOf((await dashboard(cast.june, '?from=2026-05&to=2026-04')).body)).toEqual([
      'query.to',
    ]);
    const bad = await dashboard(cast.june, '?from=2026-13&campus=A_B&lang=fr');
    expect(locationsOf(bad.body)).toEqual(
      expect.arrayContaining(['query.from', 'query.campus', 'query.lang']),
    );
    // Exactly a year is fine.
    expect((await dashboard(cast.june, '?from=2025-02&to=2026-01')).body.months).toHaveLength(12);
  });
});

describe('GET /api/v1/home/backoffice/impact.csv and the public figures', () => {
  it('the CSV has a row per campus, faculty and category of a month, named in the asked language', async () => {
    const { id, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june, EXHIBIT);
    const contactId = await giveAway(id, itemIds, [1, 1]);
    await impact().recordHandover(contactId, await contactDoc(contactId));
    const month = tokyoMonth(new Date());

    const ja = await request(app).get(`${V1}/home/backoffice/impact.csv`).set(as(cast.june));
    expect(ja.status).toBe(200);
    expect(ja.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ja.headers['content-disposition']).toMatch(/^attachment; filename="impact-.+\.csv"$/);
    expect(ja.text.split('\r\n')).toEqual([
      '\uFEFFmonth,campus,faculty,category,items,exhibits,yen,kg,kg_co2e,device_hours',
      `${month},理工キャンパス,工学部,家具,2,0,80000,47.5,24.225,`,
      '',
    ]);
    const en = await request(app)
      .get(`${V1}/home/backoffice/impact.csv?lang=en&category=furniture`)
      .set(as(cast.june));
    expect(en.text).toContain(
      `${month},Science and Engineering Campus,Faculty of Engineering,Furniture,2,`,
    );
  });

  it('GET /impact answers the last 12 months and each of them to anyone, cached; /impact/method lists every factor', async () => {
    const { id, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june, EXHIBIT);
    const contactId = await giveAway(id, itemIds, [1, 1]);
    await impact().recordHandover(contactId, await contactDoc(contactId));

    const res = await request(app).get(`${V1}/impact`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const thisMonth = tokyoMonth(new Date());
    expect(res.body).toEqual({
      from: expect.stringMatching(/^\d{4}-\d{2}$/),
      to: thisMonth,
      totals: expect.objectContaining({ items: 2, kg: 47.5, yen: 80000 }),
      months: expect.any(Array),
    });
    // Twelve campus-wide months for the public chart, nothing finer (no campus, faculty, category).
    const months = res.body.months as { month: string; items: number }[];
    expect(months).toHaveLength(12);
    expect(months[0]?.month).toBe(res.body.from);
    expect(months.at(-1)).toEqual({ month: thisMonth, ...res.body.totals });
    expect(months.slice(0, -1).every((m) => m.items === 0)).toBe(true);
    const method = await request(app).get(`${V1}/impact/method`);
    expect(method.body.fallback).toEqual({ kgCO2ePerKg: 0.51, source: 'wrap-benefits-of-reuse' });
    expect(method.body.categories).toContainEqual({
      categoryId: 'office-desk',
      kg: 35,
      weightSource: 'campus-estimate',
      kgCO2ePerKg: 0.51,
      factorSource: 'wrap-benefits-of-reuse',
    });
    const sources = new Set((method.body.sources as { id: string }[]).map((s) => s.id));
    for (const row of method.body.categories as { weightSource: string; factorSource: string }[]) {
      expect(sources).toContain(row.weightSource);
      expect(sources).toContain(row.factorSource);
    }
  });
});
