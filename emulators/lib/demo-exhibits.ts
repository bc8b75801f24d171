import { createExhibitUseCases } from '../../functions/src/features/exhibits/use-cases.js';
import type { OwnerStep } from '../../functions/src/features/exhibits/take-owner-step.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { createBackofficeStore } from '../../functions/src/features/backoffice/store.js';
import { assertValidReferences } from '../../functions/src/features/exhibits/service.js';
import {
  createExhibitsStore,
  readSmallCategories,
} from '../../functions/src/features/exhibits/store.js';
import type { ImageStore } from '../../functions/src/features/images/image-store.js';
import { storeUploadedPhoto } from '../../functions/src/features/images/uploads.js';
import { imagePaths } from '../../functions/src/features/images/service.js';
import { createImagesStore } from '../../functions/src/features/images/store.js';
import { createMeStore } from '../../functions/src/features/me/store.js';
import { createProfilesReader } from '../../functions/src/shared/profiles.js';
import {
  type DecisionResult,
  decisionInputSchema,
  exhibitInputSchema,
  inventoryAdjustmentSchema,
} from '../../functions/src/model/exhibit.js';
import { type DemoPhotoSubject, demoPhoto } from './demo-photos.js';
import { demoAccountId, readDemoUsers } from './demo-users.js';
import { ROOT } from './paths.js';

/**
 * Demo exhibits of the reuse mode (`emulators/seed/demo-exhibits.json`), written through the API's
 * own stores and rules: created by their owner (a demo user, or the demo group acting through its
 * admin) with photos drawn at seed time and processed like uploads, then taken to their demo state
 * by the owner's steps and the officers' decisions, back-dated over the last weeks so "newest
 * first" looks lived in. Pick-up periods and expiry are relative to the seed time.
 * Idempotent: an owner who already has an exhibit of that title is left alone.
 */

/** Where a demo exhibit ends up. */
export type DemoState =
  | 'approved'
  | 'wait_junk'
  | 'wait_funds'
  | 'junk_rejected'
  | 'funds_rejected'
  | 'not_yet'
  | 'unpublished'
  | 'cancelled';

interface DemoExhibit {
  owner: string;
  /** Name of a group of `owner` to act for. */
  asGroup?: string;
  state: DemoState;
  /** Days before the seed when it was listed (and, for decided ones, applied). */
  daysAgo: number;
  /** The returning officer's reason (the rejected states). */
  reason?: string;
  /** Photos: [subject, colour, item index (default 0)]. */
  photos: [DemoPhotoSubject, string, number?][];
  /** Stock already handed over, per item (an inventory adjustment each). */
  taken?: number[];
  /** Handed out by lottery (docs/allocation.md): applications until this many days after the seed. */
  applicationDays?: number;
  /** The form; itemManager, managerEmail, secretariat and asset info default from the owner. */
  input: Record<string, unknown> & { items: Record<string, unknown>[] };
}

const JUNK_OFFICER = 'demo-junk';
const FUNDS_OFFICER = 'demo-funds';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The office that handles each campus, when a demo exhibit names none. */
const SECRETARIAT_OF_AREA: Record<string, string> = {
  'main-campus': 'asset-management',
  'science-engineering-campus': 'engineering-office',
  'medical-campus': 'medicine-office',
  'university-farm': 'agriculture-office',
};

/** How many demo exhibits the seed lists at once (4: both cores busy, Firestore not swamped). */
const EXHIBITS_AT_ONCE = 4;

/** The officers' decisions that lead to each state ([] for the owner-only states). */
const DECISIONS: Record<DemoState, ['junk' | 'funds', DecisionResult][]> = {
  approved: [['junk', 'approved']],
  wait_junk: [],
  wait_funds: [['junk', 'propagated']],
  junk_rejected: [['junk', 'rejected']],
  funds_rejected: [
    ['junk', 'propagated'],
    ['funds', 'rejected'],
  ],
  not_yet: [],
  unpublished: [['junk', 'approved']],
  cancelled: [['junk', 'approved']],
};

export function readDemoExhibits(): DemoExhibit[] {
  const file = path.join(ROOT, 'emulators', 'seed', 'demo-exhibits.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { exhibits: DemoExhibit[] }).exhibits;
}

/** An ISO date-time in Asia/Tokyo (+09:00), as the web form sends it. */
export function tokyoIso(date: Date): string {
  const shifted = new Date(date.getTime() + 9 * HOUR);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}

/** Asset info the demo leaves implicit: none for consumables, otherwise a small supply. */
function defaultAssetInfo(categoryId: string, consumables: ReadonlySet<string>) {
  return consumables.has(categoryId)
    ? { assetCategory: 'consumable', budgetSource: 'operation' }
    : { assetCategory: 'small_amount_supply', assetNumber: 'unknown', budgetSource: 'operation' };
}

export async function seedDemoExhibits(
  db: Firestore,
  images: ImageStore,
  now = new Date(),
): Promise<number> {
  const me = createMeStore(db);
  const exhibits = createExhibitsStore(db);
  const exhibitUseCases = createExhibitUseCases(db);
  const readProfile = createProfilesReader(db);
  const backoffice = createBackofficeStore(db);
  const photos = createImagesStore(db);
  const officers = {
    junk: { uid: JUNK_OFFICER, name: await backoffice.officerName(JUNK_OFFICER) },
    funds: { uid: FUNDS_OFFICER, name: await backoffice.officerName(FUNDS_OFFICER) },
  };
  const emails = new Map(readDemoUsers().map((u) => [u.uid, u.email]));
  const pickupFrom = tokyoIso(new Date(now.getTime() + DAY));
  const pickupUntil = tokyoIso(new Date(now.getTime() + 30 * DAY));
  const expiresAt = tokyoIso(new Date(now.getTime() + 60 * DAY));
  const consumables = new Set(
    [...(await readSmallCategories(db))]
      .filter(([, c]) => c.kind === 'consumable')
      .map(([id]) => id),
  );

  /** Lists one demo exhibit with its photos and history; false when it is there already. */
  async function seedOne(demo: DemoExhibit): Promise<boolean> {
    const profile = await readProfile(demo.owner);
    if (profile === undefined) return false;
    const { name } = profile;
    const accountId = await demoAccountId(me, demo.owner, demo.asGroup);
    if (accountId === undefined) return false;
    const own = await exhibits.listOwn(accountId, { type: 'reuse', limit: 100, offset: 0 });
    if (own.exhibits.some((e) => e.title === demo.input.title)) return false;

    const area = (demo.input.place as { areaId: string }).areaId;
    // The same validation as POST /home/exhibits: a bad demo exhibit fails the seed.
    const input = exhibitInputSchema.parse({
      itemManager: name,
      managerEmail: emails.get(demo.owner) ?? 'demo@campus.example.ac.jp',
      secretariatId: SECRETARIAT_OF_AREA[area],
      ...demo.input,
      items: demo.input.items.map((item) => ({
        assetInfo: defaultAssetInfo(String(item.categoryId), consumables),
        ...item,
      })),
      pickupFrom,
      pickupUntil,
      expiresAt,
      applicationDeadline:
        demo.applicationDays === undefined
          ? null
          : tokyoIso(new Date(now.getTime() + demo.applicationDays * DAY)),
      agreedToNotice: true,
    });
    const lookups = await exhibits.checkLookups(input);
    assertValidReferences(input, lookups);

    const listedAt = new Date(now.getTime() - demo.daysAgo * DAY - 3 * HOUR);
    const decidedAt = new Date(listedAt.getTime() + Math.min(demo.daysAgo * DAY, DAY) / 2 + HOUR);
    const actor = { uid: demo.owner, accountId, name };
    const exhibit = await exhibitUseCases.createExhibit(actor, input, lookups, listedAt);

    for (const [index, [subject, color, itemIndex = 0]] of demo.photos.entries()) {
      const item = exhibit.items[itemIndex];
      if (item === undefined) throw new Error(`${demo.input.title}: no item ${itemIndex}`);
      await addPhoto(images, photos, exhibit.id, item.id, accountId, listedAt, {
        subject,
        color,
        variant: index,
      });
    }
    for (const [index, taken] of (demo.taken ?? []).entries()) {
      const item = exhibit.items[index];
      if (item === undefined) throw new Error(`${demo.input.title}: no item ${index}`);
      const adjustment = inventoryAdjustmentSchema.parse({
        delta: -taken,
        reason: '引き取り済み / Handed over',
      });
      await exhibitUseCases.adjustInventory(exhibit.id, item.id, actor, adjustment, decidedAt);
    }

    if (demo.state !== 'not_yet') {
      await exhibitUseCases.takeOwnerStep(
        exhibit.id,
        actor,
        'submit',
        new Date(listedAt.getTime() + HOUR),
      );
    }
    for (const [stage, result] of DECISIONS[demo.state]) {
      const comment =
        result === 'propagated'
          ? '外部資金で購入された物品のため確認をお願いします。'
          : result === 'rejected'
            ? (demo.reason ?? '出品できない物品です。')
            : '';
      const decision = decisionInputSchema.parse({ result, comment });
      const at = stage === 'funds' ? new Date(decidedAt.getTime() + HOUR) : decidedAt;
      await backoffice.decide(stage, exhibit.id, officers[stage], decision, at);
    }
    const ownerStep: Partial<Record<DemoState, OwnerStep>> = {
      unpublished: 'unpublish',
      cancelled: 'cancel',
    };
    const step = ownerStep[demo.state];
    if (step !== undefined) {
      await exhibitUseCases.takeOwnerStep(
        exhibit.id,
        actor,
        step,
        new Date(decidedAt.getTime() + 2 * HOUR),
      );
    }
    return true;
  }

  // A few exhibits at once: each is independent of the others (its own documents, dates given),
  // and drawing and processing the photos is most of the seed's time, on one core when in series.
  const demos = readDemoExhibits();
  let next = 0;
  let created = 0;
  await Promise.all(
    Array.from({ length: EXHIBITS_AT_ONCE }, async () => {
      for (let demo = demos[next++]; demo !== undefined; demo = demos[next++]) {
        if (await seedOne(demo)) created += 1;
      }
    }),
  );
  return created;
}

/** Draws a photo and stores it exactly as an upload is processed, stored and recorded. */
async function addPhoto(
  images: ImageStore,
  photos: ReturnType<typeof createImagesStore>,
  exhibitId: string,
  itemId: string,
  accountId: string,
  at: Date,
  photo: { subject: DemoPhotoSubject; color: string; variant: number },
): Promise<void> {
  await storeUploadedPhoto(
    images,
    await demoPhoto(photo.subject, photo.color, photo.variant),
    'image/jpeg',
    (imageId) => imagePaths(exhibitId, itemId, imageId),
    (image) => photos.addImage(exhibitId, itemId, accountId, image, at),
  );
}
