import {
  FieldValue,
  type Firestore,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { tokyoMonth } from '../../model/tokyo-time';
import { NO_FACULTY, type ImpactMonth } from '../../model/impact-types';
import { runTransaction } from '../../shared/transactions';
import { readSmallCategories } from '../exhibits';
import { estimateUnits } from './factors';
import { type CellCounts, type CellParts, cellKey, type MonthCounts } from './service';

/**
 * All Firestore access of the impact counters (docs/impact.md). The triggers call the `record*`
 * functions; each runs one transaction that reads what its event already counted
 * (`impactEvents/{kind}_{id}`) and adds only the difference to the month's document
 * (`impactMonths/{YYYY-MM}`), so a trigger delivered twice, or out of order, counts once.
 */

const MONTHS = 'impactMonths';
const EVENTS = 'impactEvents';

/** The little of a contact the counters need (the trigger's after-image). */
export interface HandoverSource {
  exhibitId: string;
  loan: boolean;
  items: { itemId: string; handedOver: number }[];
  updatedAt: { toDate(): Date };
}

/** The little of an exhibit the counters need. */
export interface FinishedSource {
  type: string;
  loan?: boolean;
  displayState: string;
  updatedAt: { toDate(): Date };
}

export interface ReservationSource {
  deviceId: string;
  status: string;
  start: { toDate(): Date };
  end: { toDate(): Date };
}

type Increments = Record<string, Partial<Record<keyof CellCounts, number>>>;

/** Where an exhibit counts: its campus, its secretariat's faculty; the category comes per item. */
async function placeOf(
  db: Firestore,
  tx: Transaction,
  exhibit: { place?: { areaId?: string }; secretariatId?: string },
): Promise<{ campus: string; faculty: string }> {
  const secretariatId = exhibit.secretariatId ?? '';
  const secretariat = secretariatId
    ? await tx.get(db.collection('secretariats').doc(secretariatId))
    : undefined;
  const faculty = secretariat?.get('facultyId') as unknown;
  return {
    campus: exhibit.place?.areaId ?? '',
    faculty: typeof faculty === 'string' && faculty !== '' ? faculty : NO_FACULTY,
  };
}

function addCell(into: Increments, parts: CellParts, counts: Partial<CellCounts>): void {
  const key = cellKey(parts);
  const cell = (into[key] ??= {});
  for (const [field, value] of Object.entries(counts) as [keyof CellCounts, number][])
    cell[field] = (cell[field] ?? 0) + value;
}

/** The month document's increments, as a merge of nested maps (keys are taken literally). */
function monthWrite(increments: Increments, at: Date): UpdateData<object> {
  const cells: Record<string, Record<string, FieldValue>> = {};
  for (const [key, counts] of Object.entries(increments)) {
    cells[key] = {};
    for (const [field, value] of Object.entries(counts))
      if (value !== 0) cells[key][field] = FieldValue.increment(value);
  }
  return { cells, updatedAt: at };
}

export function createImpactStore(db: Firestore) {
  const monthRef = (month: ImpactMonth) => db.collection(MONTHS).doc(month);
  const eventRef = (id: string) => db.collection(EVENTS).doc(id);

  return {
    /**
     * Units a give-away trade has handed over and not yet counted: their weight, CO2e and
     * acquisition value go to the month of the contact's last change (the handover). Loans are
     * not reuse (their items come back) and count nothing. Answers the units newly counted.
     */
    async recordHandover(contactId: string, contact: HandoverSource): Promise<number> {
      if (contact.loan) return 0;
      // The lookups, read once and outside the transaction (they are not what it protects).
      const categories = await readSmallCategories(db);
      return runTransaction(db, async (tx) => {
        const event = eventRef(`contact_${contactId}`);
        const counted = ((await tx.get(event)).get('counted') ?? {}) as Record<string, number>;
        const fresh = contact.items
          .map(({ itemId, handedOver }) => ({
            itemId,
            count: Math.max(0, handedOver - (counted[itemId] ?? 0)),
          }))
          .filter(({ count }) => count > 0);
        if (fresh.length === 0) return 0;

        const exhibitRef = db.collection('exhibits').doc(contact.exhibitId);
        const exhibit = (await tx.get(exhibitRef)).data() ?? {};
        const items = await tx.getAll(
          ...fresh.map(({ itemId }) => exhibitRef.collection('items').doc(itemId)),
        );
        const place = await placeOf(db, tx, exhibit);

        const increments: Increments = {};
        fresh.forEach(({ count }, i) => {
          const item = items[i]?.data() ?? {};
          const categoryId = typeof item.categoryId === 'string' ? item.categoryId : '';
          const weight = typeof item.weightKg === 'number' ? item.weightKg : null;
          const price = (item.assetInfo as { acquisitionPrice?: unknown } | undefined)
            ?.acquisitionPrice;
          const { kg, kgCO2e } = estimateUnits(categoryId, weight, count);
          addCell(
            increments,
            { ...place, category: categories.get(categoryId)?.topId ?? '' },
            { items: count, yen: typeof price === 'number' ? price * count : 0, kg, kgCO2e },
          );
        });
        const at = contact.updatedAt.toDate();
        const next = { ...counted };
        for (const { itemId, count } of fresh) next[itemId] = (counted[itemId] ?? 0) + count;
        tx.set(event, { kind: 'contact', counted: next, updatedAt: at }, { merge: true });
        tx.set(monthRef(tokyoMonth(at)), monthWrite(increments, at), { merge: true });
        return fresh.reduce((sum, { count }) => sum + count, 0);
      });
    },

    /**
     * A give-away exhibit that has just finished (no stock left) counts once, in the month it finished, under the top
     * category of its first item. Answers whether it was counted now.
     */
    async recordFinishedExhibit(exhibitId: string, exhibit: FinishedSource): Promise<boolean> {
      if (exhibit.type !== 'reuse' || exhibit.loan === true) return false;
      if (exhibit.displayState !== 'finished') return false;
      const categories = await readSmallCategories(db);
      return runTransaction(db, async (tx) => {
        const event = eventRef(`exhibit_${exhibitId}`);
        if ((await tx.get(event)).exists) return false;
        const exhibitRef = db.collection('exhibits').doc(exhibitId);
        const stored = (await tx.get(exhibitRef)).data() ?? {};
        const first = await tx.get(exhibitRef.collection('items').orderBy('order').limit(1));
        const categoryId = (first.docs[0]?.get('categoryId') as string | undefined) ?? '';
        const place = await placeOf(db, tx, stored);
        const at = exhibit.updatedAt.toDate();
        const increments: Increments = {};
        const category = categories.get(categoryId)?.topId ?? '';
        addCell(increments, { ...place, category }, { exhibits: 1 });
        tx.set(event, { kind: 'exhibit', updatedAt: at });
        tx.set(monthRef(tokyoMonth(at)), monthWrite(increments, at), { merge: true });
        return true;
      });
    },

    /**
     * A returned reservation adds its booked hours to its device's campus, in the month it
     * started. Answers the hours counted now (0 when counted before).
     */
    async recordDeviceUse(reservationId: string, reservation: ReservationSource): Promise<number> {
      if (reservation.status !== 'returned') return 0;
      return runTransaction(db, async (tx) => {
        const event = eventRef(`reservation_${reservationId}`);
        if ((await tx.get(event)).exists) return 0;
        const device = await tx.get(db.collection('devices').doc(reservation.deviceId));
        const campus = (device.get('place.areaId') as string | undefined) ?? '-';
        const start = reservation.start.toDate();
        const hours = Math.max(0, reservation.end.toDate().getTime() - start.getTime()) / 3_600_000;
        tx.set(event, { kind: 'reservation', hours, updatedAt: start });
        tx.set(
          monthRef(tokyoMonth(start)),
          { devices: { [campus]: { hours: FieldValue.increment(hours) } }, updatedAt: new Date() },
          { merge: true },
        );
        return hours;
      });
    },

    /**
     * Counts what happened before the triggers existed (or while they were down): every give-away
     * contact, finished exhibit and returned reservation, each through its `record*` above, so what
     * was counted stays counted once. A one-off administrator's scan (`npm run impact:backfill`).
     */
    async countExisting(): Promise<{ units: number; exhibits: number; hours: number }> {
      const [contacts, exhibits, reservations] = await Promise.all([
        db.collection('contacts').where('loan', '==', false).get(),
        db.collection('exhibits').where('displayState', '==', 'finished').get(),
        db.collection('reservations').where('status', '==', 'returned').get(),
      ]);
      const totals = { units: 0, exhibits: 0, hours: 0 };
      for (const doc of contacts.docs)
        totals.units += await this.recordHandover(doc.id, doc.data() as HandoverSource);
      for (const doc of exhibits.docs)
        if (await this.recordFinishedExhibit(doc.id, doc.data() as FinishedSource))
          totals.exhibits += 1;
      for (const doc of reservations.docs)
        totals.hours += await this.recordDeviceUse(doc.id, doc.data() as ReservationSource);
      return totals;
    },

    /** The stored months of a range (missing months are absent from the map). */
    async readMonths(months: readonly ImpactMonth[]): Promise<Map<ImpactMonth, MonthCounts>> {
      if (months.length === 0) return new Map();
      const snaps = await db.getAll(...months.map(monthRef));
      const stored = new Map<ImpactMonth, MonthCounts>();
      for (const snap of snaps) {
        if (!snap.exists) continue;
        stored.set(snap.id, {
          cells: (snap.get('cells') ?? {}) as MonthCounts['cells'],
          devices: (snap.get('devices') ?? {}) as MonthCounts['devices'],
        });
      }
      return stored;
    },
  };
}

export type ImpactStore = ReturnType<typeof createImpactStore>;
