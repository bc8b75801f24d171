import type { ReservationReportBody } from '@campus/model/share-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { QueryPage } from '../../../components/query-page';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useConfirmUsageReport } from '../api/confirm-usage-report';
import { usageReportErrorKey } from '../api/errors';
import { useUsageReport, type UsageReportResponse } from '../api/get-usage-report';
import { ReportLoadError } from '../components/load-error';
import { UsageReportForm } from '../components/usage-report-form';
import { AcknowledgementNote, FiledReport, SessionFacts } from '../components/usage-report-view';
import '../usage.css';

/**
 * `/manage/user/reservations/{id}/report`: a session's usage report (利用報告). Its user files it
 * once the session has ended (and amends it until the lender has confirmed it); its lender reads
 * it and confirms a reported time that differs from the check-in record. Both see the session and
 * where the report stands; the user, the device's acknowledgement text to cite in publications.
 */
export function UsageReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useUsageReport(id);
  const lender = query.status === 'success' && query.data.reservation.side === 'lender';
  return (
    <QueryPage
      className="page usage-page"
      title={t('routes.userUsageReport')}
      back={
        lender
          ? { to: paths.lenderUsageReports.getHref(), label: t('usage.report.backLender') }
          : { to: paths.userReservations.getHref(), label: t('usage.report.back') }
      }
      query={query}
      loading={t('usage.report.loading')}
      LoadError={ReportLoadError}
      loadFailed={t('usage.report.loadFailed')}
    >
      {(loaded) => <UsageReport id={id} loaded={loaded} />}
    </QueryPage>
  );
}

/** The session, then (where its device asks for one) the report: the user's, or the lender's. */
function UsageReport({ id, loaded }: { id: string; loaded: UsageReportResponse }) {
  const { t } = useTranslation();
  const { reservation, acknowledgement } = loaded;
  const { report: state } = reservation;
  return (
    <>
      <SessionFacts reservation={reservation} />
      {state === null ? (
        <p className="state state--empty">{t('usage.report.notAsked')}</p>
      ) : (
        <>
          {reservation.side === 'user' ? (
            <>
              {acknowledgement !== '' && <AcknowledgementNote text={acknowledgement} />}
              <UserReport id={id} loaded={loaded} state={state} />
            </>
          ) : (
            <LenderReport id={id} loaded={loaded} />
          )}
        </>
      )}
    </>
  );
}

interface ReportProps {
  id: string;
  loaded: UsageReportResponse;
}

/**
 * The user's side: nothing to file before the session ends; then the form, or the report filed
 * with the way to amend it until the lender has confirmed it.
 */
function UserReport({ id, loaded, state }: ReportProps & { state: ReservationReportBody }) {
  const { t } = useTranslation();
  const [amending, setAmending] = useState(false);
  const { report } = loaded;
  if (state.state === 'not_yet') return <p className="state">{t('usage.report.notEnded')}</p>;
  if (report === null || amending) {
    return (
      <UsageReportForm
        reservationId={id}
        loaded={loaded}
        onFiled={() => setAmending(false)}
        {...(report !== null && { onCancel: () => setAmending(false) })}
      />
    );
  }
  const awaiting = report.needsConfirmation && report.confirmedAt === null;
  return (
    <>
      <FiledReport report={report} />
      {awaiting && (
        <p className="usage-report__awaiting" role="note">
          {t('usage.report.awaitingNote')}
        </p>
      )}
      {report.confirmedAt === null && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setAmending(true)}
        >
          {t('usage.report.amend')}
        </button>
      )}
    </>
  );
}

/** The lender's side: the report filed, to confirm where its time needs it; else not filed yet. */
function LenderReport({ id, loaded }: ReportProps) {
  const { t } = useTranslation();
  const { report, reservation } = loaded;
  const confirming = useConfirmUsageReport(id);
  if (report === null) return <p className="state">{t('usage.report.notFiled')}</p>;
  const awaiting = report.needsConfirmation && report.confirmedAt === null;
  const confirm = () =>
    void confirming.run(undefined, {
      onSuccess: () => showToast({ error: false, text: t('usage.report.confirmed') }),
      onError: (error) => showToast({ error: true, text: t(usageReportErrorKey(error)) }),
    });
  return (
    <>
      <FiledReport report={report} />
      {awaiting && reservation.side === 'lender' && (
        <div className="usage-report__awaiting" role="note">
          <p>{t('usage.report.awaitingNoteLender')}</p>
          <button
            type="button"
            className="button"
            disabled={confirming.isPending}
            aria-busy={confirming.isPending}
            onClick={confirm}
          >
            {t('usage.report.confirm')}
          </button>
        </div>
      )}
    </>
  );
}
