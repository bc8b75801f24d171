import { loadErrorOf } from '../../../components/load-error-of';
import { impactErrorKey } from '../api/errors';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({
  reason: impactErrorKey,
  retry: 'impact.retry',
  // Without an officer role (403) the reason says it all, and retrying cannot help.
  finalStatuses: [403],
  reasonAloneWhenFinal: true,
});
