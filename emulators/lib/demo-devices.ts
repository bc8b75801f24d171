import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { deviceInputSchema, shareExhibitInputSchema } from '../../functions/src/model/device.js';
import { createDevicesStore } from '../../functions/src/features/devices/store.js';
import { createMeStore } from '../../functions/src/features/me/store.js';
import type { ReservationAction } from '../../functions/src/features/reservations/lifecycle.js';
import { createReservationsStore } from '../../functions/src/features/reservations/store.js';
import { createTakeReservationStep } from '../../functions/src/features/reservations/take-step.js';
import { createQualificationsStore } from '../../functions/src/features/devices/qualifications.js';
import { createOutagesStore } from '../../functions/src/features/reservations/outages.js';
import { createProblemsStore } from '../../functions/src/features/reservations/problems.js';
import { createWaitlistStore } from '../../functions/src/features/reservations/waitlist-store.js';
import { createAssistanceStore } from '../../functions/src/features/reservations/assistance-store.js';
import { remindUsageReports } from '../../functions/src/features/reservations/usage-report-jobs.js';
import { createUsageReportStore } from '../../functions/src/features/reservations/usage-report-store.js';
import { createShareExhibitsStore } from '../../functions/src/features/share-exhibits/store.js';
import { createConsumablesStore } from '../../functions/src/features/reservations/consumables.js';
import { fiscalYearOf } from '../../functions/src/model/fiscal-year.js';
import { DEMO_FUNDS, seedDemoFunds } from './demo-funds.js';
import { demoAccountId } from './demo-users.js';
import { DEMO_GUEST, registerForSession, seedOutsideStanding } from './demo-outside-users.js';

/**
 * Share mode's demo data (docs/share-mode.md), written through the devices and reservations stores
 * with their rules: devices of the demo lab and of a demo user, and reservations over the last month
 * (returned, one no-show, one cancelled) and the coming weeks (approved and one awaiting approval),
 * so the calendars, bills and earnings have something to show. The core-facility parts (issue 19):
 * the SEM takes qualified users only (two trained, one waiting for training), the laser cutter has a
 * scheduled cleaning, the 3D printer an open problem report, and the centrifuge wants check-in,
 * charges by use and has a waitlist. The lab charges SEM time to its funds (demo-funds.ts): past
 * uses with consumables, and a booking above the grant's threshold that waits for its holder. The
 * SEM offers assisted sessions (issue 33): one accepted by its operator, one waiting for them; a
 * company's researcher books it at the industry fee after the yearly registration (part 4). Each booking is made "at" a time
 * before its start, as a user would have. Idempotent: a lender that already has a device of that
 * name is left alone.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const WEEKDAY_RULES = {
  minMinutes: 30,
  maxMinutes: 240,
  advanceDays: 60,
  bufferMinutes: 15,
  openFrom: 9 * 60,
  openUntil: 18 * 60,
  weekdays: [1, 2, 3, 4, 5],
  closures: [],
};

interface DemoDevice {
  owner: string;
  asGroup?: string;
  /** The device as its lender enters it (the defaults apply to what is left out). */
  input: Omit<z.input<typeof deviceInputSchema>, 'active'>;
  /** Users the lender trained (40 days ago) before they booked; users waiting for training. */
  qualified?: string[];
  trainingRequests?: [user: string, message: string][];
  /** A scheduled outage: [weekdays from the seed, days long, reason]. */
  outage?: [number, number, string];
  /** A problem a user reported (open). */
  problem?: [user: string, description: string];
  /** People waiting for a taken time: [user, weekdays from the seed, Tokyo start hour, hours]. */
  waitlist?: [string, number, number, number][];
  /** [user, weekdays from the seed (negative: past), Tokyo start hour, hours, what happened]. */
  bookings: [
    string,
    number,
    number,
    number,
    'returned' | 'no_show' | 'cancelled' | 'approved' | 'requested' | 'awaiting_budget',
    DemoCharge?,
  ][];
}

/**
 * A booking charged to a demo fund (demo-funds.ts, by name; left uncharged when the fund does not
 * cover its date), and the consumables its lender added after use: [item, quantity, unit price].
 */
interface DemoCharge {
  fund?: string;
  consumables?: [string, number, number][];
  /** Assistance asked with the booking (issue 33): still waiting, or accepted by the first staff member. */
  assistance?: 'requested' | 'accepted';
  /** The usage report its user filed two days after the session (issue 33): samples, what was done. */
  report?: [number, string];
}

const KAKENHI = DEMO_FUNDS[0]!.name;
const ASSISTANCE_NOTE =
  '試料の観察条件の設定をお願いします。/ Please set up the imaging conditions for my samples.';

const LAB = '鈴木研究室';
const CENTER = '分析機器共用室';
const place = (room: string) => ({
  areaId: 'science-engineering-campus',
  buildingId: 'research-building',
  room,
});

const DEVICES: DemoDevice[] = [
  {
    owner: 'demo-taro',
    asGroup: LAB,
    input: {
      name: '3Dプリンター（FDM, 造形サイズ 250mm）',
      description:
        '熱溶解積層方式の3Dプリンターです。PLA・PETG に対応。/ FDM 3D printer for PLA and PETG.',
      categoryId: 'printer',
      place: place('302'),
      usageNotes: '造形データ（STL）を持参してください。フィラメントは研究室のものを使えます。',
      feePerHour: 600,
      rules: WEEKDAY_RULES,
      requiresApproval: true,
    },
    bookings: [
      ['demo-hanako', -15, 10, 2, 'returned'],
      ['demo-junk', -10, 13, 3, 'returned'],
      ['demo-hanako', -6, 14, 1, 'no_show'],
      ['demo-funds', 3, 10, 2, 'approved'],
      ['demo-hanako', 5, 13, 2, 'requested'],
    ],
    problem: [
      'demo-hanako',
      '造形中にノズルが詰まることがあります。/ The nozzle sometimes clogs during a print.',
    ],
  },
  {
    owner: 'demo-taro',
    asGroup: LAB,
    input: {
      name: '光学顕微鏡（生物用・デジタルカメラ付き）',
      description:
        '400倍まで観察でき、画像をPCに保存できます。/ Biological microscope up to 400x with a camera.',
      categoryId: 'microscope',
      place: place('305'),
      usageNotes: '使用後は対物レンズを清掃してください。',
      feePerHour: 0,
      rules: { ...WEEKDAY_RULES, bufferMinutes: 0 },
      requiresApproval: false,
    },
    bookings: [
      ['demo-junk', -12, 9, 2, 'returned'],
      ['demo-hanako', -4, 15, 1, 'cancelled'],
      ['demo-junk', 2, 9, 3, 'approved'],
    ],
  },
  {
    owner: 'demo-taro',
    asGroup: LAB,
    input: {
      name: '卓上遠心分離機 / Benchtop centrifuge',
      description: 'Up to 15,000 rpm, 24 x 1.5 mL tubes.',
      categoryId: 'centrifuge',
      place: place('305'),
      usageNotes: 'Balance the rotor before starting.',
      feePerHour: 200,
      rules: { ...WEEKDAY_RULES, bufferMinutes: 30, maxMinutes: 120 },
      requiresApproval: false,
      checkIn: { required: true, graceMinutes: 15 },
      chargeBy: 'use',
      usageReports: { required: true, withinDays: 14, acknowledgement: '' },
    },
    waitlist: [['demo-junk', 4, 11, 1]],
    bookings: [
      ['demo-funds', -8, 11, 2, 'returned'],
      ['demo-hanako', 4, 11, 1, 'approved'],
    ],
  },
  {
    owner: 'demo-hanako',
    input: {
      name: 'ポータブルプロジェクター / Portable projector',
      description: '1080p, HDMI and USB-C. Comes with a 100-inch screen.',
      categoryId: 'projector',
      place: { areaId: 'main-campus', buildingId: 'general-education-building', room: '1F 事務室' },
      usageNotes: '貸出時に学生証を提示してください。',
      feePerHour: 0,
      rules: {
        ...WEEKDAY_RULES,
        minMinutes: 60,
        maxMinutes: 480,
        openFrom: 8 * 60,
        openUntil: 20 * 60,
      },
      requiresApproval: true,
    },
    bookings: [
      ['demo-taro', -9, 10, 3, 'returned'],
      ['demo-junk', 6, 13, 4, 'approved'],
    ],
  },
  {
    owner: 'demo-junk',
    asGroup: CENTER,
    input: {
      name: '走査型電子顕微鏡（SEM）/ Scanning electron microscope',
      description: '二次電子像・反射電子像、EDS 分析付き。/ SE and BSE imaging with EDS analysis.',
      categoryId: 'microscope',
      place: place('B1 分析室'),
      usageNotes: '初回は講習の受講が必要です。/ First-time users need the operator training.',
      feePerHour: 3000,
      // Other universities and companies pay more (issue 33, part 4).
      outsideFees: { academic: 4500, industry: 12_000 },
      rules: { ...WEEKDAY_RULES, minMinutes: 60, bufferMinutes: 30 },
      requiresApproval: true,
      qualification: { required: true, idleDays: 180 },
      // The center's operator runs sessions for users who ask (技術支援), ¥750 per 15 minutes.
      assistance: { offered: true, feePerSlot: 750, staffIds: ['demo-junk'] },
      // The programme asks for a usage report within 14 days of each session (利用報告).
      usageReports: {
        required: true,
        withinDays: 14,
        acknowledgement:
          '本研究は文部科学省「先端研究基盤共用促進事業」の支援を受けた（JPMXS0000000000）。/ This work was supported by the MEXT shared research facilities programme (JPMXS0000000000).',
      },
    },
    qualified: ['demo-taro', 'demo-hanako', DEMO_GUEST],
    trainingRequests: [
      [
        'demo-funds',
        '来月から試料観察に使いたいので講習を受けたいです。/ I would like the training.',
      ],
    ],
    bookings: [
      [
        'demo-taro',
        -11,
        13,
        2,
        'returned',
        {
          fund: KAKENHI,
          consumables: [['試料台 / Specimen stub', 1, 1200]],
          report: [
            6,
            '薄膜試料 6 点の断面観察と EDS 分析。/ Cross-sections and EDS of six thin films.',
          ],
        },
      ],
      [
        'demo-hanako',
        -3,
        10,
        1,
        'returned',
        { fund: KAKENHI, consumables: [['カーボンテープ / Carbon tape', 2, 500]] },
      ],
      ['demo-taro', 7, 14, 2, 'approved', { assistance: 'accepted' }],
      // The company's researcher (an outside user) at the industry fee, after registering.
      [DEMO_GUEST, -2, 15, 1, 'returned'],
      [DEMO_GUEST, 5, 13, 2, 'approved'],
      ['demo-hanako', 9, 10, 1, 'requested', { assistance: 'requested' }],
      // 6,000 yen, above the grant's 5,000: it waits for demo-taro, its budget holder.
      ['demo-hanako', 4, 10, 2, 'awaiting_budget', { fund: KAKENHI }],
    ],
  },
  {
    owner: 'demo-junk',
    asGroup: CENTER,
    input: {
      name: 'レーザーカッター / Laser cutter',
      description:
        '加工範囲 600 x 400 mm、アクリル・木材・紙。/ 600 x 400 mm; acrylic, wood and paper.',
      categoryId: '',
      place: place('B1 工作室'),
      usageNotes: '金属と塩ビは加工できません。/ No metal or PVC.',
      feePerHour: 1000,
      rules: WEEKDAY_RULES,
      requiresApproval: false,
    },
    outage: [8, 2, 'レンズとミラーの定期清掃 / Lens and mirror cleaning'],
    bookings: [
      ['demo-hanako', -7, 15, 2, 'returned'],
      ['demo-funds', 1, 16, 1, 'approved'],
    ],
  },
];

/** Share listings (exhibits of type sharing), one per lender, publishing its devices above. */
const LISTINGS: {
  owner: string;
  asGroup?: string;
  title: string;
  description: string;
}[] = [
  {
    owner: 'demo-taro',
    asGroup: LAB,
    title: '鈴木研究室の共用機器 / Shared equipment of the Suzuki Lab',
    description:
      '研究室の機器を学内の皆さんに貸し出します。予約は15分単位です。/ Our lab lends its equipment to everyone on campus; book in 15-minute steps.',
  },
  {
    owner: 'demo-junk',
    asGroup: CENTER,
    title: '分析機器共用室 / Shared analysis instruments',
    description:
      '学内共同利用の分析・加工機器です。料金は研究費から支払えます。/ Campus-wide analysis and fabrication instruments, payable from research budgets.',
  },
  {
    owner: 'demo-hanako',
    title: 'プロジェクター貸します / Projector to lend',
    description: 'ゼミや発表会にどうぞ。/ For seminars and presentations.',
  },
];

/** The date `weekdays` working days from `from` (negative: before), at `hour` Tokyo time. */
export function tokyoWeekdayAt(from: Date, weekdays: number, hour: number): Date {
  let day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = Math.abs(weekdays);
  const step = weekdays < 0 ? -DAY : DAY;
  while (left > 0) {
    day = new Date(day.getTime() + step);
    const tokyoDay = new Date(day.getTime()).getUTCDay();
    if (tokyoDay !== 0 && tokyoDay !== 6) left -= 1;
  }
  return new Date(day.getTime() + (hour - 9) * HOUR);
}

const STEPS: Record<string, ReservationAction[]> = {
  returned: ['checkout', 'return'],
  no_show: ['no_show'],
  cancelled: ['cancel'],
  approved: [],
  requested: [],
  awaiting_budget: [],
};

/** Demo devices with their reservations, then the share listings publishing them. */
export async function seedDemoDevices(db: Firestore, now = new Date()): Promise<number> {
  const { idsByName } = await seedDemoFunds(db, now);
  const created = await seedDevices(db, now, idsByName);
  await seedListings(db, now);
  return created;
}

async function seedListings(db: Firestore, now: Date): Promise<void> {
  const devices = createDevicesStore(db);
  const listings = createShareExhibitsStore(db);
  const me = createMeStore(db);
  for (const [i, demo] of LISTINGS.entries()) {
    const ownerId = await demoAccountId(me, demo.owner, demo.asGroup);
    if (ownerId === undefined) continue;
    const existing = await listings.listOfOwner(ownerId, 100, 0);
    if (existing.exhibits.some((l) => l.doc.title === demo.title)) continue;
    const mine = (await devices.listOfLender(ownerId, 100, 0)).devices;
    const names = DEVICES.filter((d) => d.owner === demo.owner && d.asGroup === demo.asGroup).map(
      (d) => d.input.name,
    );
    const deviceIds = names.flatMap((name) => mine.find((d) => d.doc.name === name)?.id ?? []);
    const input = shareExhibitInputSchema.parse({
      title: demo.title,
      description: demo.description,
      deviceIds,
      published: true,
      agreeToTerms: true,
    });
    // Listed a month ago, a day apart, so the catalogue's order is stable.
    const listedAt = new Date(now.getTime() - (35 - i) * DAY);
    await listings.create({ uid: demo.owner, ownerId }, input, listedAt);
  }
}

async function seedDevices(
  db: Firestore,
  now: Date,
  fundIds: ReadonlyMap<string, string>,
): Promise<number> {
  const consumables = createConsumablesStore(db);
  const devices = createDevicesStore(db);
  const reservations = createReservationsStore(db);
  const takeStep = createTakeReservationStep(db);
  const qualifications = createQualificationsStore(db);
  const outages = createOutagesStore(db);
  const problems = createProblemsStore(db);
  const waitlist = createWaitlistStore(db);
  const assistance = createAssistanceStore(db);
  const usageReports = createUsageReportStore(db);
  const me = createMeStore(db);
  const centerId = await demoAccountId(me, 'demo-junk', CENTER);
  if (centerId !== undefined) await seedOutsideStanding(db, centerId, 'demo-junk', now);
  let created = 0;
  for (const demo of DEVICES) {
    const lenderId = await demoAccountId(me, demo.owner, demo.asGroup);
    if (lenderId === undefined) continue;
    const mine = await devices.listOfLender(lenderId, 100, 0);
    if (mine.devices.some((d) => d.doc.name === demo.input.name)) continue;
    const input = deviceInputSchema.parse({ ...demo.input, active: true });
    const registeredAt = new Date(now.getTime() - 40 * DAY);
    const device = await devices.create({ uid: demo.owner, lenderId }, input, registeredAt);
    const lender = { uid: demo.owner, identity: lenderId };
    if (demo.qualified)
      await qualifications.grant(
        device.id,
        lender,
        { userIds: demo.qualified, note: '安全講習 / Safety training' },
        new Date(registeredAt.getTime() + DAY),
      );
    for (const [user, message] of demo.trainingRequests ?? [])
      await qualifications.requestTraining(device.id, user, message, new Date(now.getTime() - DAY));
    for (const [user, weekdays, hour, hours, outcome, charge] of demo.bookings) {
      const start = tokyoWeekdayAt(now, weekdays, hour);
      const end = new Date(start.getTime() + hours * HOUR);
      const bookedAt = new Date(start.getTime() - 3 * DAY);
      const fundId =
        charge?.fund !== undefined && fiscalYearOf(start) === fiscalYearOf(now)
          ? fundIds.get(charge.fund)
          : undefined;
      await registerForSession(db, lenderId, user, start, now);
      const booked = await reservations.book(
        { uid: user, userId: user },
        device.id,
        {
          start,
          end,
          purpose: '',
          ...(fundId === undefined ? {} : { fundId }),
          ...(charge?.assistance === undefined
            ? {}
            : { assistance: { note: ASSISTANCE_NOTE, ifDeclined: 'keep' as const } }),
        },
        bookedAt,
      );
      const staffId = input.assistance.staffIds[0];
      if (charge?.assistance === 'accepted' && staffId !== undefined)
        await assistance.accept(booked.id, staffId, new Date(bookedAt.getTime() + HOUR));
      if (outcome === 'awaiting_budget') continue;
      if (input.requiresApproval && outcome !== 'requested')
        await takeStep(booked.id, lender, 'approve', '', new Date(bookedAt.getTime() + HOUR));
      for (const action of STEPS[outcome] ?? []) {
        const at =
          action === 'checkout'
            ? start
            : action === 'return'
              ? end
              : action === 'no_show'
                ? new Date(start.getTime() + 30 * 60_000)
                : new Date(bookedAt.getTime() + 2 * HOUR);
        const by = action === 'cancel' ? { uid: user, identity: user } : lender;
        await takeStep(booked.id, by, action, '', at);
      }
      for (const [item, quantity, unitPrice] of charge?.consumables ?? [])
        await consumables.add(booked.id, lender, { item, quantity, unitPrice }, end);
      if (charge?.report !== undefined) {
        const [samples, work] = charge.report;
        const used = { start: start.toISOString(), end: end.toISOString() };
        const filing = { ...used, samples, work, results: '' };
        await usageReports.file(
          booked.id,
          { uid: user, identity: user },
          filing,
          new Date(end.getTime() + 2 * DAY),
        );
      }
    }
    if (demo.outage) {
      const [weekdays, days, reason] = demo.outage;
      const start = tokyoWeekdayAt(now, weekdays, 0);
      const end = new Date(start.getTime() + days * DAY);
      const input = { start: start.toISOString(), end: end.toISOString(), reason };
      await outages.schedule(device.id, lender, input, new Date(now.getTime() - DAY));
    }
    for (const [user, weekdays, hour, hours] of demo.waitlist ?? []) {
      const start = tokyoWeekdayAt(now, weekdays, hour);
      const range = { start, end: new Date(start.getTime() + hours * HOUR) };
      await waitlist.join(
        { uid: user, userId: user },
        device.id,
        range,
        new Date(now.getTime() - DAY),
      );
    }
    if (demo.problem) {
      const [user, description] = demo.problem;
      await problems.report(device.id, { uid: user, identity: user }, description, now);
    }
    created += 1;
  }
  // As the 5-minute job would: the users of sessions that ended get the to-do of reporting them.
  await remindUsageReports(db, now);
  return created;
}
