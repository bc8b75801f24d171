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
});

/**
 * Where a refused booking can be put right: the page of the overdue usage report that blocks new
 * bookings of the device (the refusal's `link`, a path of this app), else null.
 */
export const bookingFailureLink = (error: unknown): string | null =>
  hasErrorCode(error, 'usage_report_overdue') ? error.link : null;

/** A refused booking as the form shows it: the message, and where to put it right (if anywhere). */
export interface BookingFailure {
  text: string;
  link: string | null;
}

/** The failure of a refused booking (one, or a weekly series), in the current language. */
export function useBookingFailure(): (error: unknown) => BookingFailure {
  const { t } = useTranslation();
  return (error) => ({ text: t(bookingFailureKey(error)), link: bookingFailureLink(error) });
}
