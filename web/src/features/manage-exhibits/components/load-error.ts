import { loadErrorOf } from '../../../components/load-error-of';
import { exhibitErrorKey } from '../api/errors';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({
  reason: exhibitErrorKey,
  retry: 'manageExhibits.list.retry',
});
