import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { mondayOf, tokyoDate, weekParam, weekQuery } from '../../../lib/share-mode/tokyo-grid';
import type { Reservation } from '../../../lib/share-mode/types';
import { WeekView } from '../../../components/share-mode/week-view';
import { CalendarDownload } from '../../../components/share-mode/calendar-download';
import { CalendarFeed } from '../../../components/share-mode/calendar-feed';
import { DecisionCard } from '../../../components/share-mode/decision-card';
import { ReportStatus } from '../../../components/share-mode/report-status';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useLenderReservations,
  usePendingRequests,
  WEEK_LIMIT,
  type LenderReservationsResponse,
} from '../api/get-lender-reservations';
import { useLenderReservation } from '../api/get-lender-reservation';
import { useMyDevices } from '../api/get-my-devices';
import { Loading } from '../../../components/load-states';
import { LoadError } from '../components/load-error';
import { useYen } from '../components/money';
import { useAssistanceFacts } from '../../../components/share-mode/assistance-facts';
import { NoticeMessage, type Notice } from '../../../components/notice';
import { LenderConsumables } from '../components/consumables';
import { ReservationActions } from '../components/reservation-actions';
import { STATUS_KEY } from '../components/status';
import '../components/lender.css';
import { useFundName } from '../../../lib/share-mode/fund-name';
import type { QueryResult } from '../../../lib/use-query';
import { ViewLinks } from '../../../components/view-links';

/** The two views of the page, by `?view=`: the week (default) and the pending requests. */
type View = 'week' | 'requests';
const viewHref = (view: View) =>
  view === 'week'
    ? paths.lenderReservations.getHref()
    : `${paths.lenderReservations.getHref()}?view=requests`;

/**
 * `/manage/lender/reservations`: the reservations of the identity's devices in a week (Monday to
 * Sunday, Tokyo; previous/next in the address), placed in a week view and listed with the steps the
 * lender may take now; or (`?view=requests`) every request awaiting a decision, narrowed to one
 * device by `?device=`. `?reservation={id}` (the "approve reservation" to-do) opens the week of
 * that reservation.
 */
export function LenderReservationsPage() {
  const { t } = useTranslation();
  const title = t('lender.reservations.title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const view: View = params.get('view') === 'requests' ? 'requests' : 'week';
  // Each step or consumable says its outcome here; the lists follow by themselves.
  const [outcome, setOutcome] = useState<Notice | null>(null);

  return (
    <section className="page lender" aria-labelledby="lender-reservations-heading">
      <h1 id="lender-reservations-heading" className="page__title">
        {title}
      </h1>
      <p className="lender__hint">{t('lender.reservations.hint')}</p>
      <ViewLinks
        label={t('lender.reservations.views')}
        current={view}
        links={(['week', 'requests'] as const).map((each) => ({
          key: each,
          href: viewHref(each),
          label: t(
            each === 'week' ? 'lender.reservations.weekView' : 'lender.reservations.requests',
          ),
        }))}
        onSelect={() => setOutcome(null)}
      />
      <NoticeMessage notice={outcome} />
      {view === 'requests' ? (
        <PendingRequests onDone={setOutcome} />
      ) : (
        <Week onDone={setOutcome} onMove={() => setOutcome(null)} />
      )}
    </section>
  );
}

/** Changes search parameters (null removes one), keeping the others. */
function useSetParams() {
  const [, setParams] = useSearchParams();
  return (changes: Record<string, string | null>, replace: boolean) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) copy.delete(name);
          else copy.set(name, value);
        }
        return copy;
      },
      { replace },
    );
}

function Week({ onDone, onMove }: { onDone: (outcome: Notice) => void; onMove: () => void }) {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const target = params.get('reservation');
  // The to-do names the reservation, not its week: find its week first (a reservation that is
  // not found, or not this identity's, leaves this week).
  if (target !== null && params.get('week') === null) {
    return <WeekOfReservation id={target} params={params} />;
  }
  return (
    <WeekOf
      monday={weekParam(params.get('week'))}
      onDone={onDone}
      onMondayChange={(next) => {
        onMove();
        setParams({ week: next, reservation: null }, false);
      }}
    />
  );
}

/** Loads reservation `id`, then shows its week (`?week=` added), or this week when it fails. */
function WeekOfReservation({ id, params }: { id: string; params: URLSearchParams }) {
  const { t } = useTranslation();
  const found = useLenderReservation(id);
  if (found.status === 'loading') return <Loading message={t('lender.reservations.loading')} />;
  const next = new URLSearchParams(params);
  if (found.status === 'success') next.set('week', mondayOf(tokyoDate(new Date(found.data.start))));
  else next.delete('reservation');
  return <Navigate replace to={{ search: `?${next.toString()}` }} />;
}

function WeekOf({
  monday,
  onMondayChange,
  onDone,
}: {
  monday: string;
  onMondayChange: (monday: string) => void;
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const { from, to } = weekQuery(monday);
  const query = useLenderReservations(from, to);
  const reservations = sortedByStart(query);

  return (
    <>
      <CalendarDownload role="lender" fromDate={monday} />
      <CalendarFeed feedId="lender" />
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
        onMondayChange={onMondayChange}
      >
        <ListState query={query} />
      </WeekView>
      {query.status === 'success' && (
        <section className="lender__section" aria-labelledby="lender-reservations-list">
          <h2 id="lender-reservations-list">{t('lender.reservations.listHeading')}</h2>
          <ReservationList
            reservations={reservations}
            total={query.data.total}
            empty={t('lender.reservations.empty')}
            truncated={t('lender.reservations.truncated', { count: WEEK_LIMIT })}
            locked={query.fetching === true}
            onDone={onDone}
          />
        </section>
      )}
    </>
  );
}

/** The requests awaiting a decision, soonest first, with a device filter kept in `?device=`. */
function PendingRequests({ onDone }: { onDone: (outcome: Notice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const devices = useMyDevices(WEEK_LIMIT, 0);
  const deviceId = params.get('device') || null;
  const query = usePendingRequests(deviceId);
  const reservations = sortedByStart(query);

  return (
    <section className="lender__section" aria-labelledby="lender-requests-heading">
      <h2 id="lender-requests-heading">{t('lender.reservations.requestsHeading')}</h2>
      <div className="field lender__filter">
        <label className="field__label" htmlFor={`${id}-device`}>
          {t('lender.reservations.device')}
        </label>
        <select
          id={`${id}-device`}
          className="field__control"
          value={deviceId ?? ''}
          onChange={(event) => setParams({ device: event.target.value || null }, true)}
        >
          <option value="">{t('lender.reservations.allDevices')}</option>
          {devices.status === 'success' &&
            devices.data.devices.map((device) => (
              <option key={device.id} value={device.id} translate="no">
                {device.name}
              </option>
            ))}
        </select>
      </div>
      <ListState query={query} />
      {query.status === 'success' && (
        <ReservationList
          reservations={reservations}
          total={query.data.total}
          empty={t('lender.reservations.noRequests')}
          truncated={t('lender.reservations.requestsTruncated', { count: WEEK_LIMIT })}
          locked={query.fetching === true}
          onDone={onDone}
        />
      )}
    </section>
  );
}

/** A list's loading or failed state (nothing once loaded). */
function ListState({ query }: { query: QueryResult<LenderReservationsResponse> }) {
  const { t } = useTranslation();
  if (query.status === 'loading') return <Loading message={t('lender.reservations.loading')} />;
  if (query.status === 'error') {
    return (
      <LoadError
        message={t('lender.reservations.loadFailed')}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }
  return null;
}

/** The loaded reservations by start, soonest first (none while loading or failed). */
function sortedByStart(query: QueryResult<LenderReservationsResponse>): Reservation[] {
  return query.status === 'success'
    ? [...query.data.reservations].sort((a, b) => a.start.localeCompare(b.start))
    : [];
}

/** Reservations with their steps; `empty` when there is none, `truncated` past the limit. */
function ReservationList({
  reservations,
  total,
  empty,
  truncated,
  locked,
  onDone,
}: {
  reservations: readonly Reservation[];
  total: number;
  empty: string;
  truncated: string;
  /** The list is fetched again after a change: its consumables wait for it. */
  locked: boolean;
  onDone: (outcome: Notice) => void;
}) {
  const now = new Date();
  if (reservations.length === 0) return <p className="state">{empty}</p>;
  return (
    <>
      {total > WEEK_LIMIT && <p className="lender__hint">{truncated}</p>}
      <ul className="decision-list">
        {reservations.map((r) => (
          <li key={r.id}>
            <ReservationItem reservation={r} now={now} locked={locked} onDone={onDone} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ReservationItem({
  reservation: r,
  now,
  locked,
  onDone,
}: {
  reservation: Reservation;
  now: Date;
  locked: boolean;
  onDone: (outcome: Notice) => void;
}) {
  const { t } = useTranslation();
  const yen = useYen();
  const fundName = useFundName();
  const assistanceFacts = useAssistanceFacts();
  return (
    <DecisionCard
      reservation={r}
      idPrefix="reservation"
      className="lender__reservation"
      facts={[
        {
          term: t('lender.reservations.status'),
          value: (
            <span className={`list-page__status lender__status--${r.status}`}>
              {t(STATUS_KEY[r.status])}
            </span>
          ),
        },
        {
          term: t('lender.reservations.fee'),
          value: r.fee === 0 ? t('lender.devices.free') : yen(r.fee),
        },
        ...assistanceFacts(r.assistance),
        r.amount !== r.fee ? { term: t('lender.reservations.amount'), value: yen(r.amount) } : null,
        r.fund !== null
          ? { term: t('lender.reservations.fund'), value: fundName(r.fund), translate: 'no' }
          : null,
        r.report !== null
          ? {
              term: t('lender.reservations.report'),
              value: <ReportStatus reservationId={r.id} report={r.report} side="lender" />,
            }
          : null,
      ]}
    >
      {r.purpose && <p>{t('lender.reservations.purpose', { purpose: r.purpose })}</p>}
      {r.reason && <p>{t('lender.reservations.reason', { reason: r.reason })}</p>}
      <ReservationActions reservation={r} now={now} onDone={onDone} />
      <LenderConsumables reservation={r} locked={locked} onDone={onDone} />
    </DecisionCard>
  );
}
