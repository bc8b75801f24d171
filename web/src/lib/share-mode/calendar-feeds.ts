import type { FeedBody, FeedId, FeedResponse, FeedsResponse } from '@campus/model/feed-types';
import { api } from '../api-client';
import { cacheUpdate, useApiMutation } from '../use-api-mutation';
import { useQuery, type QueryResult } from '../use-query';

/**
 * The acting identity's calendar feeds (docs/share-mode.md, Calendar feeds): private addresses a
 * calendar application subscribes to. `GET /api/v1/home/feeds` lists those that have one;
 * `POST /home/feeds/{id}` makes a new one (the old address stops working); `DELETE` turns it off.
 */

export type { FeedBody as CalendarFeed, FeedId };

/** The cache key of the feeds (stale after making or turning off an address). */
export const feedsKey = ['/home/feeds'];

export function useCalendarFeeds(): QueryResult<FeedsResponse> {
  return useQuery(feedsKey, (signal) => api.get<FeedsResponse>('/home/feeds', { signal }), {
    staleTime: 0,
  });
}

const feedPath = (id: FeedId) => `/home/feeds/${encodeURIComponent(id)}`;

/** A new address of the feed (the variable, its id). */
export function useNewFeedAddress() {
  return useApiMutation<FeedId, FeedBody>({
    call: async (id) => (await api.post<FeedResponse>(feedPath(id), {})).feed,
    invalidates: () => [feedsKey],
    // The new address shows at once, in place of the old one.
    updates: (id, feed) => [
      cacheUpdate<FeedsResponse>(feedsKey, (cached) => ({
        feeds: [...(cached?.feeds ?? []).filter((f) => f.id !== id), feed],
      })),
    ],
  });
}

/** Turns the feed's address off (it then answers 404). */
export function useTurnOffFeed() {
  return useApiMutation<FeedId>({
    call: async (id) => {
      await api.delete<undefined>(feedPath(id));
    },
    invalidates: () => [feedsKey],
  });
}
