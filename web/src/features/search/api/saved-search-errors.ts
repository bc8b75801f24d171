import { errorKeys } from '../../../lib/error-keys';

/** The message for a failed call of saved searches (`functions/src/features/saved-searches`). */
export const savedSearchErrorKey = errorKeys(
  {
    too_many_saved_searches: 'savedSearches.errors.tooMany',
    not_found: 'savedSearches.errors.notFound',
    forbidden: 'savedSearches.errors.forbidden',
  },
  { 403: 'savedSearches.errors.forbidden', 404: 'savedSearches.errors.notFound' },
);
