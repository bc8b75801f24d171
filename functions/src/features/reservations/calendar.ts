import { icsCalendar, type IcsEvent } from '../../shared/ical';
import { BOTH_LANGUAGES, type Languages, say, type Wording } from '../../shared/wording';
import type { AssistanceStatus, ReservationStatus } from '../../model/share-types';
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
  assistance: { ja: '技術支援', en: 'Assistance' },
  assisting: { ja: '技術支援', en: 'Assisting' },
} satisfies Record<string, Wording>;

const ASSISTANCE_WORDS: Record<AssistanceStatus, Wording> = {
  requested: { ja: '依頼中', en: 'requested' },
  accepted: { ja: '担当', en: 'by' },
  declined: { ja: '辞退', en: 'declined' },
};

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
  /** The side the calendar is for: a lender's and a staff member's events name the user. */
  side: 'user' | 'lender' | 'staff';
  languages?: Languages;
  /** Where the device is (one line), '' or absent when unknown. */
  place?: string;
  /** The user's current name (lender side; null: withdrawn). */
  userName?: string | null;
  /** The current name of the staff member who accepted to assist, if any. */
  staffName?: string | null;
  /** The page the event links back to, absent for none. */
  url?: string;
}

export function reservationEvent(
  id: string,
  doc: ReservationDoc,
  { side, languages = BOTH_LANGUAGES, place, userName, staffName, url }: ReservationEventContext,
): IcsEvent {
  const held = HOLDING_STATUSES.includes(doc.status) || CHARGED_STATUSES.includes(doc.status);
  const waiting = doc.status === 'requested' || doc.status === 'awaiting_budget';
  const named = side !== 'user' && userName ? userName : null;
  const who = named === null ? '' : ` (${named})`;
  const assistance = doc.assistance;
  const lines = [
    say(STATUS_WORDS[doc.status], languages),
    ...(named === null ? [] : [`${say(WORDS.user, languages)}: ${named}`]),
    ...(assistance === null
      ? []
      : [
          `${say(WORDS.assistance, languages)}: ${say(ASSISTANCE_WORDS[assistance.status], languages)}${
            assistance.status === 'accepted' && staffName ? ` ${staffName}` : ''
          }`,
        ]),
    ...(doc.purpose === '' ? [] : [`${say(WORDS.purpose, languages)}: ${doc.purpose}`]),
    ...(doc.fee > 0 ? [`${say(WORDS.fee, languages)}: ¥${doc.fee.toLocaleString('en-US')}`] : []),
    ...(url === undefined ? [] : [url]),
  ];
  return {
    uid: `${side === 'staff' ? 'assist' : 'reservation'}-${id}@campus-marketplace`,
    start: doc.start.toDate(),
    end: doc.end.toDate(),
    summary: `${say(side === 'staff' ? WORDS.assisting : WORDS.reservation, languages)}: ${doc.deviceName}${who}`,
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
