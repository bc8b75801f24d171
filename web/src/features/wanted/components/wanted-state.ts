import type { WantedPost } from '@campus/model/wanted-types';

export type WantedState = 'open' | 'closed' | 'expired';

/** What a post is now: closed by its poster (or the sweep), past its date, or open. */
export function wantedState(post: Pick<WantedPost, 'status' | 'expired'>): WantedState {
  if (post.status === 'closed') return 'closed';
  return post.expired ? 'expired' : 'open';
}
