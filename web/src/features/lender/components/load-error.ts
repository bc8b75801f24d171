import { loadErrorOf } from '../../../components/load-error-of';
import { lenderErrorKey } from '../api/errors';

/** A failed load of this feature, explained in its words. */
export const LoadError = loadErrorOf({ reason: lenderErrorKey, retry: 'lender.retry' });
