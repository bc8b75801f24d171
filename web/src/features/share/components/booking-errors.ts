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
});
