import { QueryStatus } from '../../../components/load-states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Notice } from '../../../components/notice';
import { errorKeys } from '../../../lib/error-keys';
import { paths } from '../../../lib/paths';
import { stepErrorKey } from '../../../lib/share-mode/check-in';
import { useReservationStep, type ReservationStep } from '../../../lib/share-mode/reservation-step';
import { mondayOf, tokyoDate } from '../../../lib/share-mode/tokyo-grid';
import type { Reservation } from '../../../lib/share-mode/types';
import { WeekView } from '../../../components/share-mode/week-view';
import { CalendarDownload } from '../../../components/share-mode/calendar-download';
import { CalendarFeed } from '../../../components/share-mode/calendar-feed';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelReservation } from '../api/cancel-reservation';
import { useWeekReservations } from '../api/get-reservations';
import { ReservationItem } from '../components/reservation-item';
import { STATUS_KEYS } from '../components/status';
import { WaitlistSection } from '../components/waitlist-section';
import '../usage.css';

const HEADING_ID = 'user-reservations-heading';

const cancelErrorKey = errorKeys({
  invalid_reservation_transition: 'usage.reservations.errors.changed',
  reservation_timing: 'usage.reservations.errors.tooLate',
  not_your_step: 'usage.reservations.errors.notYours',
});

/**
 * `/manage/user/reservations`: the acting identity's reservations of a Tokyo week (this week first)
 * as a week view and a list; those awaiting the budget holder or the lender, and approved ones, may
 * be cancelled before their start, an approved one checked in around its start and one in use
 * finished. Above them, the user's waitlist (offers to accept or decline), when there is one.
 * After a change the week is fetched again, still shown meanwhile.
 */
export function ReservationsPage() {
  const { t } = useTranslation();
  const title = t('routes.userReservations');
  useDocumentTitle(title);
  const [monday, setMonday] = useState(() => mondayOf(tokyoDate(new Date())));
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);
  const result = useWeekReservations(monday);
  const cancellation = useCancelReservation();
  const stepping = useReservationStep();
  // The reservation whose step is being sent; until the week has followed a change, no step goes.
  const steppingId = stepping.isPending ? stepping.variables.reservationId : null;
  const following = result.fetching === true;
  const reservations =
    result.status === 'success'
      ? [...result.data.reservations].sort((a, b) => a.start.localeCompare(b.start))
      : [];

  const confirmCancel = async () => {
    if (!cancelling) return;
    await cancellation.run(cancelling.id, {
      onSuccess: () => setMessage({ error: false, text: t('usage.reservations.cancelled') }),
      onError: (error) => setMessage({ error: true, text: t(cancelErrorKey(error)) }),
    });
    setCancelling(null);
  };

  const step = (reservation: Reservation, action: ReservationStep) =>
    void stepping.run(
      { reservationId: reservation.id, step: action },
      {
        onSuccess: () =>
          setMessage({
            error: false,
            text: t(
              action === 'checkIn' ? 'usage.reservations.checkedIn' : 'usage.reservations.finished',
            ),
          }),
        onError: (error) => setMessage({ error: true, text: t(stepErrorKey(error)) }),
      },
    );

  return (
    <section className="page usage-page" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} className="page__title">
        {title}
      </h1>
      <p className="usage-page__lead">
        {t('usage.reservations.lead')}{' '}
        <Link to={paths.share.getHref()}>{t('usage.reservations.findDevices')}</Link>
      </p>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'state state--error' : 'usage-page__done'}
        >
          {message.text}
        </p>
      )}
      <WaitlistSection onNotice={setMessage} />
      <CalendarDownload role="user" fromDate={monday} />
      <CalendarFeed feedId="user" />
      <WeekView
        monday={monday}
        onMondayChange={(next) => {
          setMonday(next);
          setMessage(null);
        }}
        label={t('usage.reservations.week')}
        blocks={reservations.map((r) => ({
          key: r.id,
          start: r.start,
          end: r.end,
          label: `${r.deviceName} (${t(STATUS_KEYS[r.status])})`,
          tone: r.status,
        }))}
      >
        <QueryStatus
          query={result}
          loading={t('usage.reservations.loading')}
          failed={t('usage.reservations.error')}
          retry={t('usage.retry')}
        />
      </WeekView>
      <section aria-labelledby="user-reservations-list-heading">
        <h2 id="user-reservations-list-heading">{t('usage.reservations.listHeading')}</h2>
        {result.status === 'success' && reservations.length === 0 && (
          <p className="state state--empty">{t('usage.reservations.empty')}</p>
        )}
        {reservations.length > 0 && (
          <ul className="reservation-list">
            {reservations.map((r) => (
              <li key={r.id}>
                <ReservationItem
                  reservation={r}
                  onCancel={setCancelling}
                  onStep={step}
                  stepping={following || steppingId === r.id}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('usage.reservations.confirmTitle')}
        confirmLabel={t('usage.reservations.confirm')}
        cancelLabel={t('usage.reservations.keep')}
        danger
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && (
          <p>
            {t('usage.reservations.confirmText', {
              device: cancelling.deviceName,
              start: formatDateTime(cancelling.start),
            })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
