import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKeys } from '../../../lib/error-keys';
import { paths } from '../../../lib/paths';
import type { WaitlistEntry } from '../../../lib/share-mode/types';
import { useJoinWaitlist } from '../api/join-waitlist';

const failureKey = errorKeys({
  slot_free: 'share.waitlist.errors.slotFree',
  already_waiting: 'share.waitlist.errors.alreadyWaiting',
  qualification_required: 'share.booking.errors.qualificationRequired',
  profile_required: 'share.booking.errors.profileRequired',
  validation_error: 'share.booking.errors.rules',
});

/**
 * After a booking was refused because the time is taken: the way onto the device's waitlist for
 * that time, then the caller's place in line (the slot is offered to them if it frees). The week
 * follows either way (a time found free is bookable).
 */
export function WaitlistJoin({
  deviceId,
  times,
}: {
  deviceId: string;
  /** The refused booking's times, as sent (`+09:00`). */
  times: { start: string; end: string };
}) {
  const { t } = useTranslation();
  const joining = useJoinWaitlist(deviceId);
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = joining.isPending;

  const join = () => {
    setFailure(null);
    void joining.run(times, {
      onSuccess: setEntry,
      onError: (error) => setFailure(t(failureKey(error))),
    });
  };

  if (entry) {
    return (
      <div role="status" className="booking-form__done">
        <p>
          {entry.position === null
            ? t('share.waitlist.joinedNoPosition')
            : t('share.waitlist.joined', { position: entry.position })}
        </p>
        <Link to={paths.userReservations.getHref()}>{t('share.booking.myReservations')}</Link>
      </div>
    );
  }
  return (
    <div className="waitlist-join">
      {failure && (
        <p role="alert" className="state state--error">
          {failure}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={sending}
        aria-busy={sending}
        onClick={join}
      >
        {t('share.waitlist.join')}
      </button>
    </div>
  );
}
