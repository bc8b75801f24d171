import { loadErrorOf } from '../../../components/load-error-of';
import { shareExhibitErrorKey } from '../api/errors';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({
  reason: shareExhibitErrorKey,
  retry: 'shareExhibits.retry',
});
