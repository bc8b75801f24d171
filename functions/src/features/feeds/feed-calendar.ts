import { icsCalendar } from '../../shared/ical';
import { PRODUCT_NAME } from '../../shared/product-name';
import { type Languages, say, type Wording } from '../../shared/wording';
import { pickupIcsEvent } from '../contacts';
import { reservationEvent, type ReservationDoc } from '../reservations';
import { FEED_REFRESH_MINUTES } from './feed';
import type { StoredPickup } from './store';

/**
 * A feed's calendar (docs/share-mode.md, Calendar feeds): the reservations of one side and, in a
 * user's feed, the trade pick-ups, each linking back to its page in the app. Pure: what to show is
 * read by the route.
 */

export interface FeedContent {
  kind: 'user' | 'lender' | 'device';
  reservations: readonly { id: string; doc: ReservationDoc }[];
  /** In a person's feed, the sessions they accepted to assist (as the device's staff). */
  assisted?: readonly { id: string; doc: ReservationDoc }[];
  pickups: readonly StoredPickup[];
  /** One line per device and per exhibit id. */
  devicePlaces: ReadonlyMap<string, string>;
  exhibitPlaces: ReadonlyMap<string, string>;
  /** The users' and staff's current names, for a lender's events and who assists (null: withdrawn). */
  userNames: ReadonlyMap<string, string | null>;
  /** The web app's origin, for the links back. */
  origin: string;
  languages: Languages;
  /** The device's name in a device feed's title. */
  deviceName?: string;
}

const TITLES = {
  user: { ja: '予約と受け取り', en: 'Reservations and pick-ups' },
  lender: { ja: '貸し出し', en: 'Bookings of my devices' },
} satisfies Record<string, Wording>;

export function feedCalendar(content: FeedContent, now: Date): string {
  const { kind, origin, languages } = content;
  const side = kind === 'user' ? 'user' : 'lender';
  const reservationUrl = (id: string) =>
    side === 'user'
      ? `${origin}/manage/user/reservations`
      : `${origin}/manage/lender/reservations?reservation=${encodeURIComponent(id)}`;
  const nameOf = (id: string | null | undefined) =>
    id === null || id === undefined ? null : (content.userNames.get(id) ?? null);
  const events = [
    ...content.reservations.map(({ id, doc }) =>
      reservationEvent(id, doc, {
        side,
        languages,
        place: content.devicePlaces.get(doc.deviceId) ?? '',
        userName: content.userNames.get(doc.userId) ?? null,
        staffName: nameOf(doc.assistance?.staffId),
        url: reservationUrl(id),
      }),
    ),
    ...(content.assisted ?? []).map(({ id, doc }) =>
      reservationEvent(id, doc, {
        side: 'staff',
        languages,
        place: content.devicePlaces.get(doc.deviceId) ?? '',
        userName: content.userNames.get(doc.userId) ?? null,
        staffName: nameOf(doc.assistance?.staffId),
        url: `${origin}/manage/lender/staff`,
      }),
    ),
    ...content.pickups.flatMap(({ id, doc, side: party }) =>
      doc.pickupAt === null
        ? []
        : pickupIcsEvent({
            contactId: id,
            title: doc.exhibitTitle,
            start: doc.pickupAt.toDate(),
            place: content.exhibitPlaces.get(doc.exhibitId) ?? '',
            url: `${origin}/manage/${party === 'owner' ? 'exhibit' : 'receipt'}/contact/chat/${encodeURIComponent(id)}`,
            languages,
            cancelled: doc.status === 'withdrawn',
          }),
    ),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());
  const title = kind === 'device' ? (content.deviceName ?? '') : say(TITLES[kind], languages);
  return icsCalendar(events, now, {
    name: `${title} (${say(PRODUCT_NAME, languages)})`,
    refreshMinutes: FEED_REFRESH_MINUTES,
  });
}
