import type { Firestore } from 'firebase-admin/firestore';
import { deviceInputSchema } from '../../functions/src/model/device.js';
import { createDevicesStore } from '../../functions/src/features/devices/store.js';
import { withAdminFirestore } from './counters.js';

/**
 * The common ground of the share-mode facility browser tests (issue 19): the demo lab, Tokyo dates
 * ahead, and a device of the lab registered for one test (through the devices store), so the demo
 * devices and the other suites are left alone.
 */

export const LAB = '鈴木研究室';
export const LAB_HEAD = 'taro.suzuki@campus.example.ac.jp'; // 鈴木 太郎, admin of the lab
export const STUDENT = 'hanako.yamada@campus.example.ac.jp'; // 山田 花子, a member of the lab
export const STUDENT_NAME = '山田 花子';
export const RUN = Date.now().toString(36);
export const DAY = 86_400_000;
export const MINUTE = 60_000;

/** A Tokyo date `days` ahead, as the date input takes it. */
export const tokyoDay = (days: number) =>
  new Date(Date.now() + days * DAY + 9 * 3_600_000).toISOString().slice(0, 10);
/** A Tokyo instant `days` ahead at `hhmm`. */
export const tokyoAt = (days: number, hhmm: string) =>
  new Date(`${tokyoDay(days)}T${hhmm}:00+09:00`);

/** The demo lab's id. */
export async function labIdOf(db: Firestore): Promise<string> {
  const groups = await db.collection('groups').where('name', '==', LAB).get();
  const id = groups.docs[0]?.id;
  if (!id) throw new Error('The demo data has no lab');
  return id;
}

/** A device of the demo lab, free (unless `extra` says), bookable every day 09:00–18:00. */
export async function labDevice(name: string, extra: object = {}): Promise<string> {
  return withAdminFirestore(async (db: Firestore) => {
    const lenderId = await labIdOf(db);
    const input = deviceInputSchema.parse({
      name,
      description: 'Issue 19 browser test device.',
      place: { areaId: 'science-engineering-campus', buildingId: 'research-building', room: '310' },
      feePerHour: 0,
      rules: {
        minMinutes: 30,
        maxMinutes: 240,
        advanceDays: 60,
        bufferMinutes: 0,
        openFrom: 9 * 60,
        openUntil: 18 * 60,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        closures: [],
      },
      requiresApproval: false,
      ...extra,
    });
    const { id } = await createDevicesStore(db).create(
      { uid: 'demo-taro', lenderId },
      input,
      new Date(),
    );
    return id;
  });
}
