import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { rowsKey } from '../use-rows';

/** DELETE /api/v1/home/notices/{id}: confirms a notice (204, idempotent; the notice stays, greyed). */
export async function confirmNotice(id: string, options: { background?: boolean } = {}) {
  await api.delete<void>(`/home/notices/${encodeURIComponent(id)}`, options);
}

/**
 * Confirms one notice (by its id) on the user's demand; the notices follow (greyed), and once it
 * was accepted the counters refresh.
 */
export function useConfirmNotice() {
  return useApiMutation<string>({
    call: async (id) => {
      await confirmNotice(id);
      refreshNotifications();
    },
    invalidates: () => [rowsKey('notice')],
  });
}

/**
 * Confirms the notices a panel showed, in the background (a failure is only logged: nobody asked),
 * then refreshes the counters. Nothing on screen is stale: the panel is closed and fetches afresh
 * on its next opening, and the notification pages fetch their rows on each visit.
 */
export function useConfirmShownNotices() {
  return useApiMutation<string[]>({
    call: async (ids) => {
      const results = await Promise.allSettled(
        ids.map((id) => confirmNotice(id, { background: true })),
      );
      for (const result of results) if (result.status === 'rejected') console.warn(result.reason);
      refreshNotifications();
    },
    invalidates: () => [],
  });
}
