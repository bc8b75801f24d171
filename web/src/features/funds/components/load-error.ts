import { loadErrorOf } from '../../../components/load-error-of';
import { fundsErrorKey } from '../api/errors';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({ reason: fundsErrorKey, retry: 'funds.retry' });
