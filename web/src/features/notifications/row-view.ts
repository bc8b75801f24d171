import { paths } from '../../lib/paths';
import { mondayOf, tokyoDate } from '../../lib/share-mode/tokyo-grid';
import type { CounterKind, CounterRole } from './counters';
import type { AnyRow, NoticeRow, TodoRow, UnreadRow } from './api/types';

/**
 * One row of a header panel or notification page, as the row component shows it: the kind to word,
 * the exhibit, the time, where it leads and whose it is (docs/trades.md, Identities and rows).
 */
export interface RowView {
  key: string;
  list: CounterKind;
  /** The to-do or notice kind ('unread' for an unread chat). */
  kind: string;
  role: CounterRole;
  accountId: string;
  exhibitTitle: string;
  cancelled: boolean;
  /** ISO 8601: created (to-do, notice) or the newest unread message (unread chat). */
  at: string;
  href: string;
  /** The favorite's name or the comment's account name a notice names, if any. */
  name: string | null;
  /** Notices only: its id and whether it is confirmed. */
  notice: { id: string; confirmed: boolean } | null;
  /** Moderation notices: the moderators' reason and until when a suspension lasts (ISO 8601). */
  moderation: { reason: string; until: string | null } | null;
  /** Wanted notices: the post's title, and an offer's message ('' for a match). */
  wanted: { title: string; message: string } | null;
  /** Saved-search notices: the search's name and how many new exhibits it found. */
  savedSearch: { name: string; count: number } | null;
  /** An outage's cancellation: the booking's start and end (ISO 8601) and the outage's reason. */
  booking: { start: string; end: string; reason: string } | null;
}

/** The chat of a contact, on the side the row is for. */
export function chatHref(role: CounterRole, contactId: string): string {
  return role === 'customer'
    ? paths.customerChat.getHref(contactId)
    : paths.ownerChat.getHref(contactId);
}

/**
 * A share-mode row leads to the reservations of its side (the lender's or the user's); the
 * lender's, given a reservation, to the week of that reservation (the page looks its start up).
 */
export function reservationsHref(role: CounterRole, reservationId: string | null = null): string {
  if (role !== 'owner') return paths.userReservations.getHref();
  const href = paths.lenderReservations.getHref();
  return reservationId ? `${href}?reservation=${encodeURIComponent(reservationId)}` : href;
}

const isReservation = (row: { reservationId?: string | null }) =>
  typeof row.reservationId === 'string' && row.reservationId !== '';

/**
 * Where a notice leads: a moderation notice to what it is about (the owner's page of an unpublished
 * exhibit or listing, the exhibit a report or a hidden post was on, the account of a suspension,
 * else the notices themselves); a saved search's to the home page searching it again; a device
 * qualification's to the device's page (`exhibitId` names the device); an outage's cancellation to
 * the device's week of the cancelled booking; an overdue usage report to its page; another share-mode one (a device shut down or back in
 * service, a release as a no-show among them) to the reservations of its side; any other (a wanted post's match or offer, a lottery's result)
 * to its exhibit.
 */
function noticeHref(notice: NoticeRow): string {
  const role = roleOf(notice.role);
  const exhibitId = text(notice.exhibitId);
  switch (notice.kind) {
    case 'account_suspended':
      return paths.account.getHref();
    case 'exhibit_unpublished':
      if (exhibitId === '') return paths.notificationNotice.getHref(role);
      return notice.moderation?.targetKind === 'share_exhibit'
        ? paths.shareExhibit.getHref(exhibitId)
        : paths.reuseExhibit.getHref(exhibitId);
    case 'content_hidden':
    case 'report_actioned':
    case 'report_dismissed':
      return exhibitId === ''
        ? paths.notificationNotice.getHref(role)
        : paths.exhibit.getHref(exhibitId);
    case 'saved_search_matched':
      return paths.home.getHref(notice.savedSearch?.query);
    case 'qualification_granted':
    case 'qualification_revoked':
    case 'qualification_lapsing':
      return paths.shareDevice.getHref(exhibitId);
    // The device's week of the cancelled booking, to book another time (older notices without
    // the booking: the user's reservations).
    case 'reservation_outage_cancelled': {
      const start = notice.reservation ? new Date(text(notice.reservation.start)) : null;
      if (start !== null && exhibitId !== '' && !Number.isNaN(start.getTime()))
        return paths.shareDevice.getHref(exhibitId, mondayOf(tokyoDate(start)));
      return reservationsHref(role);
    }
    // The late report's page, to file it (the user) or to see who has not (the lender).
    case 'usage_report_overdue':
      return isReservation(notice)
        ? paths.userUsageReport.getHref(text(notice.reservationId))
        : reservationsHref(role);
    // About the user's reservations even where `reservationId` is missing.
    case 'device_shut_down':
    case 'device_restored':
    case 'reservation_released':
      return reservationsHref(role);
    default:
      return isReservation(notice) ? reservationsHref(role) : paths.exhibit.getHref(exhibitId);
  }
}

/**
 * Where a to-do leads: a training request to the lender's qualifications page of the device
 * (`exhibitId`), a reported problem to the lender's page of the device's outages and problems, an
 * offer of a freed slot to the user's reservations (where it is accepted), a charge waiting for
 * its fund's budget holder to their budget reviews, a request for assistance to the staff's page
 * of assisted sessions, a usage report to its page, a share-mode one to the reservations of its
 * side (an approval to its week), any other to the chat of its contact.
 */
function todoHref(todo: TodoRow, role: CounterRole): string {
  switch (todo.kind) {
    case 'train_user':
      return paths.lenderDeviceQualifications.getHref(text(todo.exhibitId));
    case 'resolve_problem':
      return paths.lenderDeviceFacility.getHref(text(todo.exhibitId));
    case 'waitlist_offer':
      return paths.userReservations.getHref();
    // A fund's budget holder decides on a charge, whichever group they act as.
    case 'approve_budget':
      return paths.budgetReviews.getHref();
    // A device's staff member decides on a request for assistance, whichever group they act as.
    case 'assist_reservation':
      return paths.lenderStaff.getHref();
    // A usage report to file (its user) or to confirm (its lender): the report's page.
    case 'report_usage':
    case 'confirm_report':
      return paths.userUsageReport.getHref(text(todo.reservationId));
  }
  if (isReservation(todo)) {
    return reservationsHref(role, todo.kind === 'approve_reservation' ? todo.reservationId : null);
  }
  return chatHref(role, text(todo.contactId));
}

const roleOf = (value: unknown): CounterRole => (value === 'customer' ? 'customer' : 'owner');
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What only a notice tells, none of which a to-do or an unread chat has. */
const NOTHING_NOTICED = {
  name: null,
  notice: null,
  moderation: null,
  wanted: null,
  savedSearch: null,
  booking: null,
} as const satisfies Pick<
  RowView,
  'name' | 'notice' | 'moderation' | 'wanted' | 'savedSearch' | 'booking'
>;

export function toRowView(list: CounterKind, row: AnyRow): RowView {
  const base = {
    list,
    accountId: text(row.accountId),
    exhibitTitle: text(row.exhibitTitle),
    cancelled: row.exhibitCancelled === true,
  };
  if (list === 'notice') {
    const notice = row as NoticeRow;
    return {
      ...base,
      key: `notice-${notice.id}`,
      kind: text(notice.kind),
      role: roleOf(notice.role),
      at: text(notice.createdAt),
      href: noticeHref(notice),
      name: notice.favorite?.name || notice.comment?.accountName || null,
      notice: { id: notice.id, confirmed: Boolean(notice.confirmedAt) },
      moderation: notice.moderation
        ? { reason: text(notice.moderation.reason), until: notice.moderation.until ?? null }
        : null,
      wanted: notice.wanted
        ? { title: text(notice.wanted.title), message: text(notice.wanted.message) }
        : null,
      savedSearch: notice.savedSearch
        ? {
            name: text(notice.savedSearch.name),
            count: typeof notice.savedSearch.count === 'number' ? notice.savedSearch.count : 0,
          }
        : null,
      booking: notice.reservation
        ? {
            start: text(notice.reservation.start),
            end: text(notice.reservation.end),
            reason: text(notice.reservation.reason),
          }
        : null,
    };
  }
  if (list === 'todo') {
    const todo = row as TodoRow;
    const role = roleOf(todo.side);
    return {
      ...base,
      key: `todo-${todo.id}`,
      kind: text(todo.kind),
      role,
      at: text(todo.createdAt),
      href: todoHref(todo, role),
      ...NOTHING_NOTICED,
    };
  }
  const unread = row as UnreadRow;
  const role = roleOf(unread.side);
  return {
    ...base,
    key: `unread-${unread.contactId}-${role}`,
    kind: 'unread',
    role,
    at: text(unread.latestAt),
    href: chatHref(role, text(unread.contactId)),
    ...NOTHING_NOTICED,
  };
}

/** The account id the user acts as now: the selected group, else the user. */
export function currentAccountId(uid: string | null, group: string | null): string | null {
  return group ?? uid;
}
