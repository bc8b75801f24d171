/**
 * Calendar feeds (docs/share-mode.md, Calendar feeds): private iCalendar addresses that calendar
 * applications subscribe to. Wire types, shared with the web app.
 */

/**
 * Which feed: `user` (the identity's reservations and trade pick-ups), `lender` (the bookings of all
 * its devices) or `device-{id}` (the bookings of one of its devices). The address of its settings is
 * `/home/feeds/{id}`.
 */
export type FeedId = 'user' | 'lender' | `device-${string}`;

export interface FeedBody {
  id: FeedId;
  /** The device of a `device-{id}` feed, else null. */
  deviceId: string | null;
  /** `https://…/api/v1/feeds/{token}.ics`: the private address (anyone holding it sees the feed). */
  url: string;
  /** The same as `webcal://…`: opening it offers to subscribe in the calendar application. */
  webcalUrl: string;
  createdAt: string;
}

/** `GET /home/feeds`: the acting identity's feeds that have an address. */
export interface FeedsResponse {
  feeds: FeedBody[];
}

/** `POST /home/feeds/{id}`: a new address (the old one, if any, answers 404 from now on). */
export interface FeedResponse {
  feed: FeedBody;
}
