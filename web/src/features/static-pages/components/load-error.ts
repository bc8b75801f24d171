import { loadErrorOf } from '../../../components/load-error-of';
import { errorMessageKey } from '../../../lib/api-client';

/** A document that failed to load, with a retry. */
export const LoadError = loadErrorOf({ reason: errorMessageKey, retry: 'contents.retry' });
