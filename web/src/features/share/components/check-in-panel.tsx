import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryStatus } from '../../../components/load-states';
import { paths } from '../../../lib/paths';
import { canCheckIn, canFinish, stepErrorKey } from '../../../lib/share-mode/check-in';
import { useReservationStep, type ReservationStep } from '../../../lib/share-mode/reservation-step';
import { timeOfDay } from '../../../lib/share-mode/tokyo-grid';
import type { Reservation } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { useMyReservationsNow } from '../api/get-my-device-reservations';

const HEADING_ID = 'device-check-in-heading';

/**
 * `/share/{id}?checkin=1` (the QR code the lender prints on the device): at the top of the device
 * page, the caller's reservation of this device to check in now (or to finish, when in use), or
 * that there is none; a visitor is asked to log in and comes back here.
 */
export function CheckInPanel({
  deviceId,
  signedIn,
  login,
}: {
  deviceId: string;
  signedIn: boolean;
  /** The login address that comes back here. */
  login: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="check-in-panel" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('share.checkIn.heading')}</h2>
      {signedIn ? (
        <MyReservationNow deviceId={deviceId} />
      ) : (
        <p>
          {t('share.checkIn.loginRequired')}{' '}
          <Link className="button" to={login}>
            {t('share.checkIn.login')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The reservation in use, else the first one that may be checked in now. */
function reservationNow(list: readonly Reservation[], now: Date): Reservation | undefined {
  return (
    list.find(canFinish) ??
    list
      .filter((r) => canCheckIn(r, now))
      .sort((a, b) => a.start.localeCompare(b.start))
      .at(0)
  );
}

function MyReservationNow({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const mine = useMyReservationsNow(deviceId);
  const stepping = useReservationStep();
  /** The reservation as the last step left it (over the list, until a step is refused). */
  const [stepped, setStepped] = useState<Reservation | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = stepping.isPending;

  if (mine.status !== 'success') {
    return (
      <QueryStatus
        query={mine}
        loading={t('share.checkIn.loading')}
        failed={t('share.checkIn.error')}
        retry={t('share.retry')}
      />
    );
  }

  // The list is fetched again after each step; a refused one shows it as it is now.
  const step = (reservation: Reservation, action: ReservationStep) => {
    setFailure(null);
    setDone(null);
    void stepping.run(
      { reservationId: reservation.id, step: action },
      {
        onSuccess: (after) => {
          setStepped(after);
          setDone(t(action === 'checkIn' ? 'share.checkIn.checkedIn' : 'share.checkIn.finished'));
        },
        onError: (error) => {
          setFailure(t(stepErrorKey(error)));
          setStepped(null);
        },
      },
    );
  };

  const current = stepped ?? reservationNow(mine.data, new Date());
  const range = current
    ? t('share.range', { start: formatDateTime(current.start), end: formatDateTime(current.end) })
    : '';
  return (
    <div className="check-in-panel__body">
      {done && (
        <p role="status" className="booking-form__done">
          {done}
        </p>
      )}
      {failure && (
        <p role="alert" className="state state--error">
          {failure}
        </p>
      )}
      {current && canFinish(current) && (
        <>
          <p>{t('share.checkIn.inUse', { range })}</p>
          <button
            type="button"
            className="button"
            disabled={sending}
            aria-busy={sending}
            onClick={() => step(current, 'finish')}
          >
            {t('share.checkIn.finish')}
          </button>
        </>
      )}
      {current?.status === 'approved' && (
        <>
          <p>{t('share.checkIn.ready', { range })}</p>
          {current.checkInBy && (
            <p>{t('share.checkIn.deadline', { time: timeOfDay(current.checkInBy) })}</p>
          )}
          <button
            type="button"
            className="button"
            disabled={sending}
            aria-busy={sending}
            onClick={() => step(current, 'checkIn')}
          >
            {t('share.checkIn.checkIn')}
          </button>
        </>
      )}
      {current === undefined && <p>{t('share.checkIn.none')}</p>}
      <p>
        <Link to={paths.userReservations.getHref()}>{t('share.booking.myReservations')}</Link>
      </p>
    </div>
  );
}
