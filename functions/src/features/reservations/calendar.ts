import { icsCalendar } from '../../shared/ical';
import { HOLDING_STATUSES, CHARGED_STATUSES } from './lifecycle';
import type { ReservationDoc } from './schema';

/**
 * Reservations as an iCalendar feed: one event per reservation that holds or held its time; cancelled
 * and rejected ones are sent as CANCELLED so calendars that imported them drop them. Pure.
 */
export function reservationsCalendar(
  reservations: readonly { id: string; doc: ReservationDoc }[],
  now: Date,
): string {
  return icsCalendar(
    reservations.map(({ id, doc }) => {
      const kept = HOLDING_STATUSES.includes(doc.status) || CHARGED_STATUSES.includes(doc.status);
      return {
        uid: `reservation-${id}@campus-marketplace`,
        start: doc.start.toDate(),
        end: doc.end.toDate(),
        summary: `予約 / Reservation: ${doc.deviceName}`,
        description: `${doc.status}${doc.fee > 0 ? ` / ¥${doc.fee}` : ''}${doc.purpose === '' ? '' : `\n${doc.purpose}`}`,
        ...(kept ? {} : { cancelled: true }),
      };
    }),
    now,
    'Campus Marketplace',
  );
}
