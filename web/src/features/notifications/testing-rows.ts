import { answer, type StubRequest } from '../../testing/api-stub';
import type { NoticeRow, TodoRow, UnreadRow } from './api/types';

/** Rows in the API's shapes for the notification tests. 2024-03-31T15:30:00Z is 2024/04/01 00:30:00 in Tokyo. */

export const AT = '2024-03-31T15:30:00.000Z';
export const AT_TOKYO = '2024/04/01 00:30:00';

/** What every kind of row says about its exhibit: exhibit `ex-n`, of the user u1, not cancelled. */
function aboutExhibit(n: number, title: string) {
  return { accountId: 'u1', exhibitId: `ex-${n}`, exhibitTitle: title, exhibitCancelled: false };
}

export function todo(n: number, overrides: Partial<TodoRow> = {}): TodoRow {
  return {
    id: `t${n}`,
    kind: 'chat_owner',
    side: 'owner',
    contactId: `c${n}`,
    reservationId: null,
    ...aboutExhibit(n, `机${n}`),
    createdAt: AT,
    ...overrides,
  };
}

export function notice(n: number, overrides: Partial<NoticeRow> = {}): NoticeRow {
  return {
    id: `n${n}`,
    kind: 'new_favorite',
    role: 'owner',
    ...aboutExhibit(n, `椅子${n}`),
    favorite: null,
    comment: null,
    reservationId: null,
    moderation: null,
    wanted: null,
    savedSearch: null,
    reservation: null,
    createdAt: AT,
    confirmedAt: null,
    ...overrides,
  };
}

export function unread(n: number, overrides: Partial<UnreadRow> = {}): UnreadRow {
  return {
    contactId: `c${n}`,
    side: 'owner',
    ...aboutExhibit(n, `本${n}`),
    latestAt: AT,
    ...overrides,
  };
}

/** Answers a list endpoint (`todos`, `notices`, `unreads`) from `rows` by role, limit and offset. */
export function pages<T extends { side?: string; role?: string }>(key: string, rows: T[]) {
  return (request: StubRequest) => {
    const role = request.query.get('role');
    const limit = Number(request.query.get('limit'));
    const offset = Number(request.query.get('offset'));
    const mine = rows.filter((row) => (row.side ?? row.role) === role);
    return answer({ body: { [key]: mine.slice(offset, offset + limit), total: mine.length } });
  };
}
