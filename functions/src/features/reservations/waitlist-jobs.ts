import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { noticeDoc } from '../../shared/notices';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { releaseDue } from './check-in';
import { reservationNotice } from './notifications';
import { closeTodosTx } from './reservation-todos';
import { reservationDocSchema } from './schema';
import { waitlistOf } from './waitlist-docs';
import { offerNext } from './waitlist-store';

/**
 * The waitlist's scheduled job (every 5 minutes, Asia/Tokyo times on the reservations): approved
 * reservations nobody checked in to by their deadline are released as no-shows (by `system`, with
 * a `reservation_released` notice) and their time offered to the waitlist; offers past their limit
 * expire and pass to the next in line.
 */

/** Releases the no-shows due at `now`; answers how many. */
export async function releaseNoShows(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collection('reservations')
    .where('status', '==', 'approved')
    .where('checkInBy', '<=', Timestamp.fromDate(now))
    .get();
  const released = new Set<string>();
  for (const snap of due.docs) {
    const deviceId = await runTransaction(db, async (tx) => {
      const fresh = await tx.get(snap.ref);
      const doc = parseDoc(reservationDocSchema, fresh);
      if (doc.status !== 'approved' || !releaseDue(doc.checkInBy?.toDate() ?? null, now))
        return null;
      const at = Timestamp.fromDate(now);
      tx.update(snap.ref, {
        status: 'no_show',
        history: [...doc.history, { status: 'no_show', by: 'system', at }],
        updatedAt: at,
      });
      closeTodosTx(db, tx, snap.id, doc);
      const notice = reservationNotice(
        { id: snap.id, ...doc, status: 'no_show' },
        'reservation_released',
        'user',
        now,
      );
      tx.create(db.collection('notices').doc(), noticeDoc(notice));
      return doc.deviceId;
    });
    if (deviceId !== null) {
      released.add(snap.id);
      await offerNext(db, deviceId, now);
    }
  }
  return released.size;
}

/** Expires the offers past their limit and offers their time to the next in line. */
export async function expireOffers(db: Firestore, now: Date): Promise<number> {
  const due = await waitlistOf(db)
    .where('status', '==', 'offered')
    .where('offer.expiresAt', '<=', Timestamp.fromDate(now))
    .get();
  const devices = new Set(due.docs.map((d) => String(d.get('deviceId'))));
  for (const deviceId of devices) await offerNext(db, deviceId, now);
  return due.size;
}
