import { loadErrorOf } from '../../../components/load-error-of';
import { usageReportErrorKey } from '../api/errors';

/** A failed load of a usage report, explained in this feature's words. */
export const ReportLoadError = loadErrorOf({ reason: usageReportErrorKey, retry: 'usage.retry' });
