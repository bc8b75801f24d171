import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../http/errors';
import {
  ASSISTANCE_DECIDED,
  ASSISTANCE_NOT_OFFERED,
  NOT_DEVICE_STAFF,
  STAFF_CONFLICT,
} from '../../model/error-codes';
import { ASSISTANCE_STATUSES, IF_DECLINED, type IfDeclined } from '../../model/share-types';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';
import { collides, minutesOf, type Range, SLOT_MINUTES } from './booking';
import { HOLDING_STATUSES, type ReservationStatus } from './lifecycle';

/**
 * Assisted use (技術支援 / 依頼測定, docs/share-mode.md, issue 33 part 2) as plain rules: a user asks
 * the device's staff to operate or supervise a booked session; one staff member accepts it (never
 * two sessions at once) or declines it with a reason, which leaves an ordinary booking or cancels it
 * as the user chose. An accepted request adds its fee to the bill.
 */

/** `assistance` of `reservations/{id}`: the request made with the booking, frozen like the fee. */
export const assistanceDocSchema = z.object({
  status: z.enum(ASSISTANCE_STATUSES),
  note: z.string(),
  ifDeclined: z.enum(IF_DECLINED),
  feePerSlot: z.number().int(),
  fee: z.number().int(),
  /** The device's staff when booked: who sees the request (queried: a staff member's requests). */
  staffIds: z.array(z.string()),
  /** Who accepted, else null (queried: a staff member's sessions). */
  staffId: z.string().nullable(),
  reason: z.string(),
  decidedAt: timestamp.nullable(),
});
export type AssistanceDoc = z.infer<typeof assistanceDocSchema>;

/** What a user asks with a booking (`ReservationInput.assistance`). */
export interface AssistanceRequest {
  note: string;
  ifDeclined: IfDeclined;
}

export const assistanceNotOffered = () =>
  conflict(ASSISTANCE_NOT_OFFERED, 'This device offers no assisted sessions');
export const notDeviceStaff = () =>
  forbidden(NOT_DEVICE_STAFF, 'Only the staff of the device decide on its requests for assistance');
export const assistanceDecided = () =>
  conflict(ASSISTANCE_DECIDED, 'This request for assistance is no longer waiting for a decision');
export const staffConflict = () =>
  conflict(STAFF_CONFLICT, 'You already assist another session at this time');

/** The fee of assisting `range` at `feePerSlot` a 15-minute slot. */
export const assistanceFeeOf = (feePerSlot: number, range: Range) =>
  feePerSlot * Math.ceil(minutesOf(range) / SLOT_MINUTES);

/** What a request adds to the bill: its fee once accepted, nothing otherwise. */
export const assistanceCharge = (assistance: AssistanceDoc | null) =>
  assistance?.status === 'accepted' ? assistance.fee : 0;

/**
 * Whether `uid` may decide on the request of a reservation in `status` at `now`: a staff member it
 * was asked of (404 when it asks for none), while it waits, the booking still holds its time and
 * the session has not ended.
 */
export function assertDecidable(
  assistance: AssistanceDoc | null,
  reservation: { status: ReservationStatus; end: Date },
  uid: string,
  now: Date,
): AssistanceDoc {
  if (assistance === null) throw notFound('This reservation asks for no assistance');
  if (!assistance.staffIds.includes(uid)) throw notDeviceStaff();
  if (
    assistance.status !== 'requested' ||
    !HOLDING_STATUSES.includes(reservation.status) ||
    reservation.end <= now
  )
    throw assistanceDecided();
  return assistance;
}

/** 409 `staff_conflict` when `session` overlaps one of the sessions the staff member assists. */
export function assertStaffFree(session: Range, assisted: readonly Range[]): void {
  if (assisted.some((other) => collides(session, other, 0))) throw staffConflict();
}
