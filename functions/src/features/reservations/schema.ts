import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../../model/primitives';
import { pageQuery } from '../../http/paging';
import { queryInt } from '../../http/validate';
import { DEVICE_LIMITS } from '../../model/limits';
import { CHARGE_BY, RESERVATION_STATUSES, type ReservationBody } from '../../model/share-types';
import type { ReservationFundBody } from '../../model/fund-types';
import { RATE_CLASSES } from '../../model/outside-users';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';
import { assistanceCharge, assistanceDocSchema } from './assistance';
import { reportBodyOf, reservationReportSchema } from './usage-report-docs';

export type { ReservationBody };

/** `reservations/{id}`: a booked time range of a device (docs/share-mode.md). */

const reservationFundSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  projectCode: z.string(),
  /** Who decides on charges above the fund's threshold (queried: their reviews). */
  holderUid: z.string(),
});
export type ReservationFund = z.infer<typeof reservationFundSchema>;

const consumableDocSchema = z.object({
  id: z.string(),
  item: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  addedBy: z.string(),
  addedAt: timestamp,
});
export type ConsumableDoc = z.infer<typeof consumableDocSchema>;

/** The fund of a reservation as answered (its holder stays on the server). */
export const fundBodyOf = (fund: ReservationFund | null): ReservationFundBody | null =>
  fund === null
    ? null
    : { id: fund.id, groupId: fund.groupId, name: fund.name, projectCode: fund.projectCode };

/** What the consumables of a reservation cost. */
export const consumablesTotal = (consumables: readonly ConsumableDoc[]) =>
  consumables.reduce((sum, c) => sum + c.quantity * c.unitPrice, 0);

/** What a reservation costs in all: its fee, the consumables and an accepted assistance. */
export const amountOf = (doc: Pick<ReservationDoc, 'fee' | 'consumables' | 'assistance'>) =>
  doc.fee + consumablesTotal(doc.consumables) + assistanceCharge(doc.assistance);

export const reservationDocSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  lenderId: z.string(),
  /** The user identity (a user or a group) the reservation is for. */
  userId: z.string(),
  createdBy: z.string(),
  start: timestamp,
  end: timestamp,
  status: z.enum(RESERVATION_STATUSES),
  purpose: z.string(),
  /** Frozen when booked: the fee per hour of the user's rate class. */
  feePerHour: z.number().int(),
  fee: z.number().int(),
  /** The user's rate class and affiliation, frozen when booked (issue 33, part 4; older: campus). */
  rateClass: z.enum(RATE_CLASSES).default('campus'),
  affiliation: z.string().default(''),
  /** Why the lender rejected or cancelled, or the user cancelled ('' when none given). */
  reason: z.string(),
  /** The weekly series it was booked in (issue 19), else null. */
  seriesId: z.string().nullable().default(null),
  /** Check in by then or be released (null: no check-in); frozen when booked, like the fee. */
  checkInBy: timestamp.nullable().default(null),
  /** When use actually started and ended (check-in or hand-over; finish or return). */
  actualStart: timestamp.nullable().default(null),
  actualEnd: timestamp.nullable().default(null),
  chargeBy: z.enum(CHARGE_BY).default('booking'),
  /** The fund it is charged to, frozen when booked (issue 19, part 4), else null. */
  fund: reservationFundSchema.nullable().default(null),
  /** Charges the lender added after use (item, quantity, unit price). */
  consumables: z.array(consumableDocSchema).default([]),
  /** The request for assistance made with the booking (issue 33), else null. */
  assistance: assistanceDocSchema.nullable().default(null),
  /** Its usage report, frozen when booked on a device asking for one (issue 33), else null. */
  report: reservationReportSchema.nullable().default(null),
  history: z.array(
    z.object({ status: z.enum(RESERVATION_STATUSES), by: z.string(), at: timestamp }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReservationDoc = z.infer<typeof reservationDocSchema>;

export const reservationParams = z.object({ id: idSchema });

const isoDate = dateTimeSchema;
export const reservationsQuery = pageQuery.extend({
  role: z.enum(['user', 'lender']),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** One status only, e.g. the lender's pending requests (`requested`). */
  status: z.enum(RESERVATION_STATUSES).optional(),
  /** One device only; as lender, a device of the identity (404 unknown, 403 another's). */
  deviceId: idSchema.optional(),
});
export const availabilityQuery = z.object({ from: isoDate, to: isoDate });
/** `?start&end&weeks` of a series' plan: the first date and how many weeks in all (2 to 12). */
export const seriesQuery = z.object({
  start: isoDate,
  end: isoDate,
  weeks: queryInt.pipe(z.number().int().min(2).max(DEVICE_LIMITS.seriesWeeksMax)),
});
export const calendarQuery = z.object({
  role: z.enum(['user', 'lender']),
  from: isoDate,
  to: isoDate,
});

/** Account names by id, as `ownerNameOf` gives them (null: withdrawn). */
export type AccountNames = ReadonlyMap<string, string | null>;

/** The accounts a reservation's answer names: its user, its lender and who assists it. */
export const namedAccountsOf = (doc: ReservationDoc): string[] => [
  doc.userId,
  doc.lenderId,
  ...(doc.assistance?.staffId == null ? [] : [doc.assistance.staffId]),
];

/** Bodies of `found` as `side` sees them, the accounts' names read once for all. */
export async function reservationBodies(
  accountNames: (ids: readonly string[]) => Promise<AccountNames>,
  found: readonly { id: string; doc: ReservationDoc }[],
  side: ReservationBody['side'],
): Promise<ReservationBody[]> {
  const names = await accountNames(found.flatMap(({ doc }) => namedAccountsOf(doc)));
  return found.map(({ id, doc }) => toReservationBody(id, doc, side, names));
}

export function toReservationBody(
  id: string,
  doc: ReservationDoc,
  side: ReservationBody['side'],
  names: AccountNames,
  now: Date = new Date(),
): ReservationBody {
  return {
    id,
    deviceId: doc.deviceId,
    deviceName: doc.deviceName,
    lenderId: doc.lenderId,
    userId: doc.userId,
    lenderName: names.get(doc.lenderId) ?? null,
    userName: names.get(doc.userId) ?? null,
    side,
    start: doc.start.toDate().toISOString(),
    end: doc.end.toDate().toISOString(),
    status: doc.status,
    purpose: doc.purpose,
    feePerHour: doc.feePerHour,
    fee: doc.fee,
    rateClass: doc.rateClass,
    affiliation: doc.affiliation,
    reason: doc.reason,
    seriesId: doc.seriesId,
    checkInBy: doc.checkInBy?.toDate().toISOString() ?? null,
    actualStart: doc.actualStart?.toDate().toISOString() ?? null,
    actualEnd: doc.actualEnd?.toDate().toISOString() ?? null,
    chargeBy: doc.chargeBy,
    fund: fundBodyOf(doc.fund),
    consumables: doc.consumables.map((c) => ({
      id: c.id,
      item: c.item,
      quantity: c.quantity,
      unitPrice: c.unitPrice,
      amount: c.quantity * c.unitPrice,
      addedAt: c.addedAt.toDate().toISOString(),
    })),
    assistance:
      doc.assistance === null
        ? null
        : {
            status: doc.assistance.status,
            note: doc.assistance.note,
            ifDeclined: doc.assistance.ifDeclined,
            feePerSlot: doc.assistance.feePerSlot,
            fee: doc.assistance.fee,
            staffId: doc.assistance.staffId,
            staffName:
              doc.assistance.staffId === null ? null : (names.get(doc.assistance.staffId) ?? null),
            reason: doc.assistance.reason,
          },
    report: reportBodyOf(doc, now),
    amount: amountOf(doc),
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
