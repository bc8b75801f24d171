import { createExhibitUseCases } from '../../functions/src/features/exhibits/use-cases.js';
import type { Firestore } from 'firebase-admin/firestore';
import { createBackofficeStore } from '../../functions/src/features/backoffice/store.js';
import type { ContactStep } from '../../functions/src/features/contacts/store.js';
import { createContactUseCases } from '../../functions/src/features/contacts/use-cases.js';
import { createExhibitsStore } from '../../functions/src/features/exhibits/store.js';
import { createMeStore } from '../../functions/src/features/me/store.js';
import { contactInputSchema, handoverInputSchema } from '../../functions/src/model/contact.js';
import { decisionInputSchema, exhibitInputSchema } from '../../functions/src/model/exhibit.js';
import { createProfilesReader } from '../../functions/src/shared/profiles.js';
import { tokyoIso } from './demo-exhibits.js';
import { demoAccountId, readDemoUsers } from './demo-users.js';

/**
 * A year of reuse for the impact dashboard (docs/impact.md): ten exhibits given away whole, one in
 * each of the months two to eleven months back, on three campuses, under four faculties and five
 * categories. Each goes the way a real one goes, through the stores with the clock set to its day:
 * listed, approved, asked for, pick-up booked, handed over, evaluated by both sides. The triggers
 * count them as they count any trade (the demo's only other handover is this month's).
 *
 * They are long finished and expired, so no listing shows them; their old notices are confirmed
 * (read at the time). Idempotent: an owner who already has the exhibit's title is left alone.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LAB = '鈴木研究室';

interface DemoGiveaway {
  monthsAgo: number;
  owner: string;
  asGroup?: string;
  customer: string;
  title: string;
  place: { areaId: string; buildingId: string; room: string };
  secretariatId: string;
  item: {
    name: string;
    categoryId: string;
    stock: number;
    weightKg?: number;
    acquisitionPrice?: number;
    consumable?: boolean;
  };
}

const SCIENCE = { areaId: 'science-engineering-campus', buildingId: 'research-building' };
const MAIN = { areaId: 'main-campus', buildingId: 'general-education-building' };

export const DEMO_GIVEAWAYS: readonly DemoGiveaway[] = [
  {
    monthsAgo: 11,
    owner: 'demo-taro',
    asGroup: LAB,
    customer: 'demo-junk',
    title: 'スチールキャビネット 3台 / Three steel cabinets',
    place: { ...SCIENCE, room: '301' },
    secretariatId: 'engineering-office',
    item: {
      name: 'スチールキャビネット',
      categoryId: 'cabinet',
      stock: 3,
      acquisitionPrice: 45000,
    },
  },
  {
    monthsAgo: 10,
    owner: 'demo-funds',
    customer: 'demo-junk',
    title: '1年生向けの教科書 / Textbooks for first-year students',
    place: { ...MAIN, room: '205' },
    secretariatId: 'letters-office',
    item: { name: '教科書', categoryId: 'undergraduate-textbooks', stock: 12, consumable: true },
  },
  {
    monthsAgo: 9,
    owner: 'demo-taro',
    asGroup: LAB,
    customer: 'demo-junk',
    title: 'デジタルオシロスコープ 2台 / Two digital oscilloscopes',
    place: { ...SCIENCE, room: '302' },
    secretariatId: 'engineering-office',
    item: {
      name: 'デジタルオシロスコープ',
      categoryId: 'oscilloscope',
      stock: 2,
      weightKg: 4.2,
      acquisitionPrice: 180000,
    },
  },
  {
    monthsAgo: 8,
    owner: 'demo-funds',
    customer: 'demo-junk',
    title: 'イベント用の折りたたみ椅子 / Folding chairs for events',
    place: { areaId: 'main-campus', buildingId: 'education-building', room: '101' },
    secretariatId: 'education-office',
    item: {
      name: '折りたたみ椅子',
      categoryId: 'folding-chair',
      stock: 20,
      acquisitionPrice: 3000,
    },
  },
  {
    monthsAgo: 7,
    owner: 'demo-taro',
    asGroup: LAB,
    customer: 'demo-junk',
    title: '24インチモニター 4台 / Four 24-inch monitors',
    place: { ...SCIENCE, room: '303' },
    secretariatId: 'engineering-office',
    item: { name: '24インチモニター', categoryId: 'monitor', stock: 4, acquisitionPrice: 25000 },
  },
  {
    monthsAgo: 6,
    owner: 'demo-funds',
    customer: 'demo-junk',
    title: '実験用冷蔵庫 / A laboratory refrigerator',
    place: { areaId: 'medical-campus', buildingId: 'medical-research-building', room: 'B12' },
    secretariatId: 'medicine-office',
    item: {
      name: '実験用冷蔵庫',
      categoryId: 'lab-refrigerator',
      stock: 1,
      weightKg: 72,
      acquisitionPrice: 320000,
    },
  },
  {
    monthsAgo: 5,
    owner: 'demo-taro',
    asGroup: LAB,
    customer: 'demo-junk',
    title: '実験台 / A lab bench',
    place: { ...SCIENCE, room: '304' },
    secretariatId: 'engineering-office',
    item: { name: '実験台', categoryId: 'lab-bench', stock: 1, acquisitionPrice: 250000 },
  },
  {
    monthsAgo: 4,
    owner: 'demo-funds',
    customer: 'demo-junk',
    title: 'コピー用紙 10束（未開封） / Ten reams of copy paper (unopened)',
    place: { areaId: 'main-campus', buildingId: 'administration-building', room: '110' },
    secretariatId: 'asset-management',
    item: { name: 'コピー用紙 A4', categoryId: 'copy-paper', stock: 10, consumable: true },
  },
  {
    monthsAgo: 3,
    owner: 'demo-taro',
    asGroup: LAB,
    customer: 'demo-junk',
    title: '木製本棚 2台 / Two wooden bookshelves',
    place: { ...SCIENCE, room: '305' },
    secretariatId: 'engineering-office',
    item: { name: '木製本棚', categoryId: 'bookshelf', stock: 2, acquisitionPrice: 18000 },
  },
  {
    monthsAgo: 2,
    owner: 'demo-funds',
    customer: 'demo-junk',
    title: '英和・和英辞典 6冊 / Six dictionaries',
    place: { areaId: 'main-campus', buildingId: 'letters-building', room: '210' },
    secretariatId: 'letters-office',
    item: { name: '辞典', categoryId: 'dictionaries', stock: 6, consumable: true },
  },
];

/** 10:00 in Tokyo on the 10th of the month `monthsAgo` before `now`'s. */
function dayOf(now: Date, monthsAgo: number): Date {
  const tokyo = new Date(now.getTime() + 9 * HOUR);
  return new Date(
    Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth() - monthsAgo, 10, 10) - 9 * HOUR,
  );
}

export async function seedDemoImpact(db: Firestore, now = new Date()): Promise<number> {
  const me = createMeStore(db);
  const exhibits = createExhibitsStore(db);
  const exhibitUseCases = createExhibitUseCases(db);
  const contacts = createContactUseCases(db);
  const backoffice = createBackofficeStore(db);
  const readProfile = createProfilesReader(db);
  const officer = { uid: 'demo-junk', name: await backoffice.officerName('demo-junk') };
  const emails = new Map(readDemoUsers().map((u) => [u.uid, u.email]));
  let created = 0;

  for (const demo of DEMO_GIVEAWAYS) {
    const profile = await readProfile(demo.owner);
    if (profile === undefined) continue;
    const accountId = await demoAccountId(me, demo.owner, demo.asGroup);
    if (accountId === undefined) continue;
    const own = await exhibits.listOwn(accountId, { type: 'reuse', limit: 100, offset: 0 });
    if (own.exhibits.some((e) => e.title === demo.title)) continue;

    const listedAt = dayOf(now, demo.monthsAgo);
    const { consumable = false, acquisitionPrice = null, weightKg = null, ...item } = demo.item;
    const input = exhibitInputSchema.parse({
      title: demo.title,
      description: '研究室・事務室の整理で出たものです。/ From a clear-out.',
      itemManager: profile.name,
      managerEmail: emails.get(demo.owner) ?? 'demo@campus.example.ac.jp',
      place: demo.place,
      secretariatId: demo.secretariatId,
      pickupFrom: tokyoIso(new Date(listedAt.getTime() + DAY)),
      pickupUntil: tokyoIso(new Date(listedAt.getTime() + 14 * DAY)),
      expiresAt: tokyoIso(new Date(listedAt.getTime() + 30 * DAY)),
      items: [
        {
          ...item,
          condition: 'clean',
          weightKg,
          assetInfo: consumable
            ? { assetCategory: 'consumable', budgetSource: 'operation' }
            : {
                assetCategory: 'small_amount_supply',
                assetNumber: 'unknown',
                budgetSource: 'operation',
                acquisitionPrice,
              },
        },
      ],
      agreedToNotice: true,
    });
    const actor = { uid: demo.owner, accountId, name: profile.name };
    const exhibit = await exhibitUseCases.createExhibit(
      actor,
      input,
      await exhibits.checkLookups(input),
      listedAt,
    );
    await exhibitUseCases.takeOwnerStep(
      exhibit.id,
      actor,
      'submit',
      new Date(listedAt.getTime() + HOUR),
    );
    const approve = decisionInputSchema.parse({ result: 'approved', comment: '' });
    await backoffice.decide(
      'junk',
      exhibit.id,
      officer,
      approve,
      new Date(listedAt.getTime() + 2 * HOUR),
    );

    const itemId = exhibit.items[0]?.id;
    if (itemId === undefined) continue;
    let at = new Date(listedAt.getTime() + 3 * HOUR);
    const later = (hours: number) => (at = new Date(at.getTime() + hours * HOUR));
    const { id } = await contacts.openContact(
      { uid: demo.customer, accountId: demo.customer },
      exhibit.id,
      contactInputSchema.parse({
        message: '全部いただけますか？ / May we have all of them?',
        items: [{ itemId, quantity: item.stock }],
        installationPlace: '研究室 / Our lab',
        locationManager: 'Demo',
        locationManagerEmail: emails.get(demo.customer) ?? 'demo@campus.example.ac.jp',
        agreedToNotice: true,
      }),
      at,
    );
    const owner = { uid: demo.owner, identity: accountId };
    const customer = { uid: demo.customer, identity: demo.customer };
    const pickupAt = new Date(listedAt.getTime() + DAY + 4 * HOUR);
    const { items } = handoverInputSchema.parse({ items: [{ itemId, count: item.stock }] });
    const steps: [typeof owner, ContactStep, Date][] = [
      [owner, { action: 'confirm_pickup', pickupAt }, later(2)],
      [owner, { action: 'handover', items }, (at = pickupAt)],
      [
        customer,
        { action: 'evaluate', score: 'good', comment: 'ありがとうございました。' },
        later(20),
      ],
      [owner, { action: 'evaluate', score: 'good', comment: '' }, later(2)],
    ];
    for (const [by, step, stepAt] of steps) await contacts.takeStep(id, by, step, stepAt);

    // Read at the time: the history adds nothing to today's notice counts.
    const notices = await db.collection('notices').where('exhibitId', '==', exhibit.id).get();
    await Promise.all(
      notices.docs.map((notice) =>
        notice.ref.update({ confirmedAt: new Date(at.getTime() + DAY) }),
      ),
    );
    created += 1;
  }
  return created;
}
