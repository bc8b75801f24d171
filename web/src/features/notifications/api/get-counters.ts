import { api } from '../../../lib/api-client';

/**
 * GET /api/v1/home/notifications: the counters as the triggers stored them (the Realtime Database
 * node's shape, read by `countsFromPayload`, so the answer stays `unknown` here). Polled in the
 * background. `fresh` recounts them: after the user's own action, whose trigger may not have run.
 */
export function getCounters(signal?: AbortSignal, fresh = false): Promise<unknown> {
  return api.get<unknown>('/home/notifications', {
    signal,
    background: true,
    ...(fresh && { query: { fresh: 'true' } }),
  });
}
