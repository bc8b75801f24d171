import { icsCalendar, type IcsEvent } from '../../shared/ical';
import { BOTH_LANGUAGES, type Languages, say, type Wording } from '../../shared/wording';
import type { ReservationStatus } from '../../model/share-types';
import { HOLDING_STATUSES, CHARGED_STATUSES } from './lifecycle';
import type { ReservationDoc } from './schema';

/**
 * Reservations as calendar events (RFC 5545): one event per reservation that holds or held its
 * time; requests waiting for a decision are TENTATIVE, cancelled and rejected ones CANCELLED so
 * calendars that took them drop them. For the download (`GET /home/reservations.ics`) and the
 * subscription feeds (`features/feeds`). Pure.
 */

const WORDS = {
  reservation: { ja: '予約', en: 'Reservation' },
  purpose: { ja: '目的', en: 'Purpose' },
  fee: { ja: '料金', en: 'Fee' },
  user: { ja: '利用者', en: 'User' },
} satisfies Record<string, Wording>;

export const STATUS_WORDS: Record<ReservationStatus, Wording> = {
  awaiting_budget: { ja: '予算承認待ち', en: 'Awaiting budget approval' },
  requested: { ja: '承認待ち', en: 'Requested' },
  approved: { ja: '承認済み', en: 'Approved' },
  rejected: { ja: '却下', en: 'Declined' },
  cancelled: { ja: '取り消し', en: 'Cancelled' },
  checked_out: { ja: '利用中', en: 'In use' },
  returned: { ja: '利用済み', en: 'Returned' },
  no_show: { ja: '不来場', en: 'No-show' },
};

/** What a reservation's event shows beyond the reservation itself. */
export interface ReservationEventContext {
  /** The side the calendar is for: a lender's events name the user. */
  side: 'user' | 'lender';
  languages?: Languages;
  /** Where the device is (one line), '' or absent when unknown. */
  place?: string;
  /** The user's current name (lender side; null: withdrawn). */
  userName?: string | null;
  /** The page the event links back to, absent for none. */
  url?: string;
}

export function reservationEvent(
  id: string,
  doc: ReservationDoc,
  { side, languages = BOTH_LANGUAGES, place, userName, url }: ReservationEventContext,
): IcsEvent {
  const held = HOLDING_STATUSES.includes(doc.status) || CHARGED_STATUSES.includes(doc.status);
  const waiting = doc.status === 'requested' || doc.status === 'awaiting_budget';
  const who = side === 'lender' && userName ? ` (${userName})` : '';
  const lines = [
    say(STATUS_WORDS[doc.status], languages),
    ...(side === 'lender' && userName ? [`${say(WORDS.user, languages)}: ${userName}`] : []),
    ...(doc.purpose === '' ? [] : [`${say(WORDS.purpose, languages)}: ${doc.purpose}`]),
    ...(doc.fee > 0 ? [`${say(WORDS.fee, languages)}: ¥${doc.fee.toLocaleString('en-US')}`] : []),
    ...(url === undefined ? [] : [url]),
  ];
  return {
    uid: `reservation-${id}@campus-marketplace`,
    start: doc.start.toDate(),
    end: doc.end.toDate(),
    summary: `${say(WORDS.reservation, languages)}: ${doc.deviceName}${who}`,
    description: lines.join('\n'),
    status: held ? (waiting ? 'tentative' : 'confirmed') : 'cancelled',
    modified: doc.updatedAt.toDate(),
    ...(place ? { location: place } : {}),
    ...(url === undefined ? {} : { url }),
  };
}

/** A download of reservations as `side` sees them, in both languages. */
export function reservationsCalendar(
  reservations: readonly { id: string; doc: ReservationDoc }[],
  side: 'user' | 'lender',
  now: Date,
): string {
  return icsCalendar(
    reservations.map(({ id, doc }) => reservationEvent(id, doc, { side })),
    now,
    { name: 'Campus Marketplace' },
  );
}
