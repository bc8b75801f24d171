import type { ReservationReportBody } from '@campus/model/share-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useReportStateText } from '../../../components/share-mode/report-state';
import { paths } from '../../../lib/paths';

/**
 * Where a reservation's usage report stands (due by when, overdue as a warning, filed, awaiting the
 * lender's confirmation), with the way to its page: to file it while it is due or overdue, to view
 * it once filed.
 */
export function ReportStatus({
  reservationId,
  report,
}: {
  reservationId: string;
  report: ReservationReportBody;
}) {
  const { t } = useTranslation();
  const stateText = useReportStateText();
  const { state } = report;
  return (
    <>
      <span className={`usage-report__state usage-report__state--${state}`}>
        {stateText(report)}
      </span>
      {state !== 'not_yet' && (
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
