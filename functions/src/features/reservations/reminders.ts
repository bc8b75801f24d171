import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { createNoticeOnce } from '../../shared/notices';
import { tokyoParts } from '../../model/tokyo-time';
import { reminderNoticeId, reservationNotice } from './notifications';
import { reservationDocSchema } from './schema';

const DAY = 86_400_000;
const TOKYO_OFFSET = 9 * 3_600_000;

/** The next Tokyo day after `now`: [start, end). */
export function tomorrowInTokyo(now: Date): { start: Date; end: Date } {
  const { ymd } = tokyoParts(now);
  const midnight = new Date(`${ymd}T00:00:00Z`).getTime() - TOKYO_OFFSET;
  return { start: new Date(midnight + DAY), end: new Date(midnight + 2 * DAY) };
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
