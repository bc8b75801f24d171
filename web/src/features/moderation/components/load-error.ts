import { loadErrorOf } from '../../../components/load-error-of';
import { moderationErrorKey } from '../api/errors';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({
  reason: moderationErrorKey,
  retry: 'moderation.retry',
  // Without the moderator role (403) the reason says it all, and retrying cannot help.
  finalStatuses: [403],
  reasonAloneWhenFinal: true,
});
