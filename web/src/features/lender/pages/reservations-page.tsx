import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  addDays,
  isYmd,
  mondayOf,
  tokyoDate,
  tokyoInstant,
  toTokyoIso,
} from '../../../lib/share-mode/tokyo-grid';
import type { Reservation } from '../../../lib/share-mode/types';
import { WeekView } from '../../../components/share-mode/week-view';
import { CalendarDownload } from '../../../components/share-mode/calendar-download';
import { formatDateTime } from '../../../lib/time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  LENDER_RESERVATIONS_KEY,
  useLenderReservations,
  WEEK_LIMIT,
} from '../api/get-lender-reservations';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import { useYen } from '../components/money';
import { FactList } from '../../../components/fact-list';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { ReservationActions } from '../components/reservation-actions';
import { STATUS_KEY } from '../components/status';
import '../components/lender.css';
import { usePartyName } from '../../../lib/share-mode/party-name';

/** `?week=YYYY-MM-DD` (any date of the week; its Monday is used). */
function weekOf(param: string | null): string {
  return mondayOf(param !== null && isYmd(param) ? param : tokyoDate(new Date()));
}

/**
 * `/manage/lender/reservations`: the reservations of the identity's devices in a week (Monday to
 * Sunday, Tokyo; previous/next in the address), placed in a week view and listed with the steps the
 * lender may take now.
 */
export function LenderReservationsPage() {
  const { t } = useTranslation();
  const title = t('lender.reservations.title');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const monday = weekOf(params.get('week'));
  const from = toTokyoIso(tokyoInstant(monday));
  const to = toTokyoIso(tokyoInstant(addDays(monday, 7)));
  const queryClient = useQueryClient();
  const query = useLenderReservations(from, to);
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const now = new Date();

  const reservations: Reservation[] =
    query.status === 'success'
      ? [...query.data.reservations].sort((a, b) => a.start.localeCompare(b.start))
      : [];

  return (
    <section className="page lender" aria-labelledby="lender-reservations-heading">
      <h1 id="lender-reservations-heading" className="page__title">
        {title}
      </h1>
      <p className="lender__hint">{t('lender.reservations.hint')}</p>
      <NoticeMessage notice={outcome} />
      <CalendarDownload role="lender" fromDate={monday} />
      <WeekView
        monday={monday}
        label={t('lender.reservations.weekLabel')}
        blocks={reservations.map((r) => ({
          key: r.id,
          start: r.start,
          end: r.end,
          label: `${r.deviceName} (${t(STATUS_KEY[r.status])})`,
          tone: r.status,
        }))}
        onMondayChange={(next) => {
          setOutcome(null);
          setParams(
            (previous) => {
              const copy = new URLSearchParams(previous);
              copy.set('week', next);
              return copy;
            },
            { replace: false },
          );
        }}
      >
        {query.status === 'loading' && <Loading message={t('lender.reservations.loading')} />}
        {query.status === 'error' && (
          <LoadError
            message={t('lender.reservations.loadFailed')}
            error={query.error}
            onRetry={query.refetch}
          />
        )}
      </WeekView>
      {query.status === 'success' && (
        <section className="lender__section" aria-labelledby="lender-reservations-list">
          <h2 id="lender-reservations-list">{t('lender.reservations.listHeading')}</h2>
          {reservations.length === 0 ? (
            <p className="state">{t('lender.reservations.empty')}</p>
          ) : (
            <>
              {query.data.total > WEEK_LIMIT && (
                <p className="lender__hint">
                  {t('lender.reservations.truncated', { count: WEEK_LIMIT })}
                </p>
              )}
              <ul className="lender__list">
                {reservations.map((r) => (
                  <li key={r.id}>
                    <ReservationItem
                      reservation={r}
                      now={now}
                      onDone={(next) => {
                        setOutcome(next);
                        void queryClient.resetQueries({ queryKey: LENDER_RESERVATIONS_KEY });
                      }}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </section>
  );
}

function ReservationItem({
  reservation: r,
  now,
  onDone,
}: {
  reservation: Reservation;
  now: Date;
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  const headingId = `reservation-${r.id}`;
  return (
    <article className="lender__reservation" aria-labelledby={headingId}>
      <h3 id={headingId} translate="no">
        {r.deviceName}
      </h3>
      <FactList
        className="lender__figures"
        facts={[
          { term: t('lender.reservations.user'), value: partyName(r.userName), translate: 'no' },
          {
            term: t('lender.reservations.time'),
            value: t('lender.reservations.timeRange', {
              start: formatDateTime(r.start),
              end: formatDateTime(r.end),
            }),
          },
          {
            term: t('lender.reservations.status'),
            value: (
              <span className={`lender__status lender__status--${r.status}`}>
                {t(STATUS_KEY[r.status])}
              </span>
            ),
          },
          {
            term: t('lender.reservations.fee'),
            value: r.fee === 0 ? t('lender.devices.free') : yen(r.fee),
          },
        ]}
      />
      {r.purpose && <p>{t('lender.reservations.purpose', { purpose: r.purpose })}</p>}
      {r.reason && <p>{t('lender.reservations.reason', { reason: r.reason })}</p>}
      <ReservationActions reservation={r} now={now} onDone={onDone} />
    </article>
  );
}
