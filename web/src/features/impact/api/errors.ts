import { errorKeys } from '../../../lib/error-keys';

/** The message for a failed call of the reuse-impact figures (`functions/src/features/impact`). */
export const impactErrorKey = errorKeys(
  { forbidden: 'impact.dashboard.forbidden' },
  { 403: 'impact.dashboard.forbidden' },
);
