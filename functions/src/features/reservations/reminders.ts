import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { createNoticeOnce } from '../../shared/notices';
import { tokyoInstant, tokyoParts } from '../../model/tokyo-time';
import { reminderNoticeId, reservationNotice } from './notifications';
import { reservationDocSchema } from './schema';

/** The next Tokyo day after `now`: [start, end). */
export function tomorrowInTokyo(now: Date): { start: Date; end: Date } {
  const { ymd } = tokyoParts(now);
  return { start: tokyoInstant(ymd, 24 * 60), end: tokyoInstant(ymd, 48 * 60) };
}

/**
 * Reminders of tomorrow's approved reservations to their users (run by the daily 09:00 Asia/Tokyo
 * job); one per reservation ever. Answers how many were new.
 */
export async function remindReservations(db: Firestore, now: Date): Promise<number> {
  const { start, end } = tomorrowInTokyo(now);
  const snap = await db
    .collection('reservations')
    .where('start', '>=', Timestamp.fromDate(start))
    .where('start', '<', Timestamp.fromDate(end))
    .get();
  const created = await Promise.all(
    snap.docs.map((d) => {
      const r = reservationDocSchema.parse(d.data());
      if (r.status !== 'approved') return 0;
      const notice = reservationNotice({ id: d.id, ...r }, 'reservation_reminder', 'user', now);
      return createNoticeOnce(db, reminderNoticeId(d.id), notice);
    }),
  );
  return created.reduce<number>((sum, n) => sum + n, 0);
}
