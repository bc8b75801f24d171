import { loadErrorOf } from '../../../components/load-error-of';
import { registrationErrorKey, usageReportErrorKey } from '../api/errors';

/** A failed load of a usage report, explained in this feature's words. */
export const ReportLoadError = loadErrorOf({ reason: usageReportErrorKey, retry: 'usage.retry' });

/** A failed load of the caller's standing with a lender, explained in this feature's words. */
export const RegistrationLoadError = loadErrorOf({
  reason: registrationErrorKey,
  retry: 'usage.retry',
});
