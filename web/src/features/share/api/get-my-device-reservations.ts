import { api } from '../../../lib/api-client';
import { toTokyoIso } from '../../../lib/share-mode/tokyo-grid';
import type { Reservation } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

const HOUR = 60 * 60_000;
/** A booking lasts at most a day, so one still in use started within the last day. */
const LOOK_BACK = 24 * HOUR;
/** Check-in opens 15 minutes before the start: an hour ahead is more than enough. */
const LOOK_AHEAD = HOUR;

/**
 * GET /api/v1/home/reservations?role=user&deviceId&from&to: the caller's reservations of one device
 * that start around `now` (from a day before to an hour after), to find the one to check in or
 * finish.
 */
export async function getMyReservationsNow(
  deviceId: string,
  now: Date,
  signal?: AbortSignal,
): Promise<Reservation[]> {
  const { reservations } = await api.get<{ reservations: Reservation[] }>('/home/reservations', {
    query: {
      role: 'user',
      deviceId,
      from: toTokyoIso(new Date(now.getTime() - LOOK_BACK)),
      to: toTokyoIso(new Date(now.getTime() + LOOK_AHEAD)),
    },
    ...(signal ? { signal } : {}),
  });
  return reservations;
}

/**
 * The cache key of the caller's reservations of a device around now (stale after a step: it starts
 * with `RESERVATIONS_KEY`).
 */
export const myReservationsNowKey = (deviceId: string) => [
  '/home/reservations',
  { role: 'user', deviceId, around: 'now' },
];

export function useMyReservationsNow(deviceId: string): QueryResult<Reservation[]> {
  return useQuery(myReservationsNowKey(deviceId), (signal) =>
    getMyReservationsNow(deviceId, new Date(), signal),
  );
}
