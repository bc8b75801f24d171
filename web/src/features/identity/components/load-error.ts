import { loadErrorOf } from '../../../components/load-error-of';
import { errorMessageKey } from '../../../lib/api-client';

/** A failed load of the account pages, explained in the API client's general words. */
export const LoadError = loadErrorOf({ reason: errorMessageKey, retry: 'blocks.retry' });
