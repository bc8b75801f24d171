import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { WAITLIST_STATUSES, type WaitlistEntryBody } from '../../model/share-types';
import { parseDoc, timestampSchema as timestamp } from '../../shared/firestore-docs';
import type { Range } from './booking';

/**
 * `waitlist/{entryId}`: a person waiting for a taken time of a device (issue 19, part 3), and the
 * slot offered to them. Top-level, so a person's entries are one query (`uid`).
 */

export const entryDocSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  /** The person, and the identity the booking is for. */
  uid: z.string(),
  userId: z.string(),
  start: timestamp,
  end: timestamp,
  status: z.enum(WAITLIST_STATUSES),
  createdAt: timestamp,
  /** The offered part of the time (a begun slot is offered from the next boundary) and its limit. */
  offer: z.object({ start: timestamp, end: timestamp, expiresAt: timestamp }).nullable(),
  reservationId: z.string().nullable(),
});
export type EntryDoc = z.infer<typeof entryDocSchema>;

/** `todos/{entryId}_waitlist_offer`: the offer, for the identity that waits. */
export const offerTodoId = (entryId: string) => `${entryId}_waitlist_offer`;

export const waitlistOf = (db: Firestore) => db.collection('waitlist');

/** In a transaction: the slots of a device offered now and not yet expired. */
export async function standingOffersTx(
  db: Firestore,
  tx: Transaction,
  deviceId: string,
  now: Date,
): Promise<(Range & { id: string })[]> {
  const snap = await tx.get(
    waitlistOf(db).where('deviceId', '==', deviceId).where('status', '==', 'offered'),
  );
  return snap.docs.flatMap((d) => {
    const { offer } = parseDoc(entryDocSchema, d);
    if (offer === null || offer.expiresAt.toMillis() <= now.getTime()) return [];
    return [{ id: d.id, start: offer.start.toDate(), end: offer.end.toDate() }];
  });
}

export function toEntryBody(id: string, doc: EntryDoc, position: number | null): WaitlistEntryBody {
  return {
    id,
    deviceId: doc.deviceId,
    deviceName: doc.deviceName,
    userId: doc.userId,
    start: (doc.offer?.start ?? doc.start).toDate().toISOString(),
    end: doc.end.toDate().toISOString(),
    status: doc.status,
    position: doc.status === 'waiting' ? position : null,
    offerExpiresAt:
      doc.status === 'offered' && doc.offer ? doc.offer.expiresAt.toDate().toISOString() : null,
    reservationId: doc.reservationId,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

export const ts = (date: Date) => Timestamp.fromDate(date);
