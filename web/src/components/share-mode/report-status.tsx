import type { ReservationReportBody } from '@campus/model/share-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useReportStateText } from './report-state';
import { paths } from '../../lib/paths';
import './report-status.css';

/**
 * Where a reservation's usage report stands (due by when, overdue as a warning, filed, awaiting the
 * lender's confirmation), with the way to its page: for its user, to file it while it is due or
 * overdue and to view it once filed; for its lender, to view (and confirm) it once filed.
 */
export function ReportStatus({
  reservationId,
  report,
  side = 'user',
}: {
  reservationId: string;
  report: ReservationReportBody;
  side?: 'user' | 'lender';
}) {
  const { t } = useTranslation();
  const stateText = useReportStateText();
  const { state } = report;
  const linked = side === 'user' ? state !== 'not_yet' : state === 'filed';
  return (
    <>
      <span className={`usage-report__state usage-report__state--${state}`}>
        {stateText(report)}
      </span>
      {linked && (
        <Link
          className="reservation__report-link"
          to={paths.userUsageReport.getHref(reservationId)}
        >
          {state === 'filed'
            ? t('usage.reservations.viewReport')
            : t('usage.reservations.fileReport')}
        </Link>
      )}
    </>
  );
}
