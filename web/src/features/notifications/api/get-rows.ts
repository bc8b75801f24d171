import { api } from '../../../lib/api-client';
import type { CounterKind, CounterRole } from '../counters';
import type { RowPage, RowsOf } from './types';

/**
 * GET /api/v1/home/todos | notices | unreads ?role&limit&offset: one page of the rows of every
 * identity the user can act for, and the total. The three answer `{<list>, total}`.
 */
const ENDPOINT = {
  todo: { path: '/home/todos', key: 'todos' },
  notice: { path: '/home/notices', key: 'notices' },
  unread: { path: '/home/unreads', key: 'unreads' },
} as const;

export interface GetRowsParams {
  role: CounterRole;
  limit: number;
  offset: number;
}

export async function getRows<K extends CounterKind>(
  kind: K,
  { role, limit, offset }: GetRowsParams,
  signal?: AbortSignal,
): Promise<RowPage<K>> {
  const { path, key } = ENDPOINT[kind];
  const body = await api.get<Record<string, unknown>>(path, {
    query: { role, limit, offset },
    signal,
  });
  const list = body[key];
  const rows = (Array.isArray(list) ? list : []) as RowsOf[K][];
  const total = typeof body.total === 'number' ? body.total : rows.length;
  return { rows, total };
}
