import { useTranslation } from 'react-i18next';
import { hasErrorCode } from '../../../lib/api-client';
import { errorKeys } from '../../../lib/error-keys';

/** The message of a refused booking (one, or a weekly series), or of a refused plan of a series. */
export const bookingFailureKey = errorKeys({
  reservation_conflict: 'share.booking.errors.conflict',
  device_suspended: 'share.booking.errors.suspended',
  device_outage: 'share.booking.errors.outage',
  device_shut_down: 'share.booking.errors.shutDown',
  own_device: 'share.booking.errors.ownDevice',
  profile_required: 'share.booking.errors.profileRequired',
  validation_error: 'share.booking.errors.rules',
  qualification_required: 'share.booking.errors.qualificationRequired',
  fund_cap_exceeded: 'share.booking.errors.fundCapExceeded',
  fund_not_current: 'share.booking.errors.fundNotCurrent',
  not_fund_member: 'share.booking.errors.notFundMember',
  assistance_not_offered: 'share.booking.errors.assistanceNotOffered',
  usage_report_overdue: 'share.booking.errors.usageReportOverdue',
  affiliation_required: 'share.booking.errors.affiliationRequired',
  registration_required: 'share.booking.errors.registrationRequired',
});

/**
 * The refusals that say where to put them right (the refusal's `link`, a path of this app), with
 * the words of that link: the overdue usage report that blocks new bookings of the device, and the
 * page to register with the lender for the session's fiscal year.
 */
const LINK_KEYS = {
  usage_report_overdue: 'share.booking.fileReport',
  registration_required: 'share.booking.register',
} as const;

/** Where a refused booking can be put right, and the link's words' key; else null. */
export function bookingFailureLink(
  error: unknown,
): { to: string; key: (typeof LINK_KEYS)[keyof typeof LINK_KEYS] } | null {
  if (!hasErrorCode(error, 'usage_report_overdue', 'registration_required')) return null;
  const to = error.link;
  return to === null ? null : { to, key: LINK_KEYS[error.code as keyof typeof LINK_KEYS] };
}

/** A refused booking as the form shows it: the message, and where to put it right (if anywhere). */
export interface BookingFailure {
  text: string;
  link: { to: string; text: string } | null;
}

/** The failure of a refused booking (one, or a weekly series), in the current language. */
export function useBookingFailure(): (error: unknown) => BookingFailure {
  const { t } = useTranslation();
  return (error) => {
    const link = bookingFailureLink(error);
    return {
      text: t(bookingFailureKey(error)),
      link: link === null ? null : { to: link.to, text: t(link.key) },
    };
  };
}
