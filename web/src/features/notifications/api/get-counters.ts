import { api } from '../../../lib/api-client';

/**
 * GET /api/v1/home/notifications: the counters computed like the Realtime Database node (the shape
 * is read by `countsFromPayload`, so the answer stays `unknown` here). Polled in the background.
 */
export function getCounters(signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>('/home/notifications', { signal, background: true });
}
