import { loadErrorOf } from '../../../components/load-error-of';
import { wantedErrorKey } from '../api/errors';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({ reason: wantedErrorKey, retry: 'wanted.retry' });
