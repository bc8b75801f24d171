import { errorKeys } from '../../../lib/error-keys';

/** The words for a usage report that could not be loaded, filed or confirmed (docs/share-mode.md). */
export const usageReportErrorKey = errorKeys(
  {
    report_not_asked: 'usage.report.errors.notAsked',
    session_not_ended: 'usage.report.errors.notEnded',
    report_confirmed: 'usage.report.errors.confirmed',
    report_not_filed: 'usage.report.errors.notFiled',
    not_reservation_party: 'usage.report.errors.notYours',
    not_found: 'usage.report.errors.notFound',
  },
  { 403: 'usage.report.errors.notYours', 404: 'usage.report.errors.notFound' },
);

/** The words for a registration with a lender that could not be loaded or made (issue 33, part 4). */
export const registrationErrorKey = errorKeys(
  {
    registration_not_required: 'usage.registration.errors.notRequired',
    affiliation_required: 'usage.registration.errors.affiliationRequired',
    already_registered: 'usage.registration.errors.alreadyRegistered',
    not_found: 'usage.registration.errors.notFound',
  },
  { 404: 'usage.registration.errors.notFound' },
);
