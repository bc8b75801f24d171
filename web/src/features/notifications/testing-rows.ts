import type { NoticeRow, TodoRow, UnreadRow } from './api/types';

/** Rows in the API's shapes for the notification tests. 2024-03-31T15:30:00Z is 2024/04/01 00:30:00 in Tokyo. */

export const AT = '2024-03-31T15:30:00.000Z';
export const AT_TOKYO = '2024/04/01 00:30:00';

export function todo(n: number, overrides: Partial<TodoRow> = {}): TodoRow {
  return {
    id: `t${n}`,
    kind: 'chat_owner',
    side: 'owner',
    accountId: 'u1',
    contactId: `c${n}`,
    reservationId: null,
    exhibitId: `ex-${n}`,
    exhibitTitle: `机${n}`,
    exhibitCancelled: false,
    createdAt: AT,
    ...overrides,
  };
}

export function notice(n: number, overrides: Partial<NoticeRow> = {}): NoticeRow {
  return {
    id: `n${n}`,
    kind: 'new_favorite',
    role: 'owner',
    accountId: 'u1',
    exhibitId: `ex-${n}`,
    exhibitTitle: `椅子${n}`,
    exhibitCancelled: false,
    favorite: null,
    comment: null,
    reservationId: null,
    createdAt: AT,
    confirmedAt: null,
    ...overrides,
  };
}

export function unread(n: number, overrides: Partial<UnreadRow> = {}): UnreadRow {
  return {
    contactId: `c${n}`,
    side: 'owner',
    accountId: 'u1',
    exhibitId: `ex-${n}`,
    exhibitTitle: `本${n}`,
    exhibitCancelled: false,
    latestAt: AT,
    ...overrides,
  };
}
