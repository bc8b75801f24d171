import { loadErrorOf } from '../../../components/load-error-of';
import { errorMessageKey } from '../../../lib/api-client';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({
  reason: errorMessageKey,
  retry: 'groups.retry',
  // A group page may always be asked again (membership can change meanwhile).
  finalStatuses: [],
});
