import type { ReservationReportBody } from '@campus/model/share-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DecisionCard } from '../../../components/share-mode/decision-card';
import { useReportStateText } from '../../../components/share-mode/report-state';
import { paths } from '../../../lib/paths';
import type { UsageReportSession } from '../api/get-usage-reports';
import { needsAttention, reportedHours } from './usage-report-values';

const ID_PREFIX = 'usage-report';

/**
 * A session of the lender's devices and its usage report: the device, who booked it and when, the
 * report's state as a badge, the samples and hours reported once filed, and the link to the report
 * (where the lender confirms one off the record). One that needs the lender stands out.
 */
export function UsageReportCard({ session }: { session: UsageReportSession }) {
  const { t } = useTranslation();
  const { reservation: r, report } = session;
  const attention = needsAttention(r.report);
  return (
    <DecisionCard
      reservation={r}
      idPrefix={ID_PREFIX}
      className={`lender__usage-report${attention ? ' lender__usage-report--attention' : ''}`}
      facts={[
        r.report && {
          term: t('share.report.term'),
          value: <ReportBadge report={r.report} />,
        },
        report && { term: t('lender.usageReports.samples'), value: String(report.samples) },
        report && {
          term: t('lender.usageReports.hours'),
          value: t('lender.usageReports.hoursValue', { hours: reportedHours(report) }),
        },
      ]}
    >
      <Link to={paths.userUsageReport.getHref(r.id)} aria-describedby={`${ID_PREFIX}-${r.id}`}>
        {t('lender.usageReports.open')}
      </Link>
    </DecisionCard>
  );
}

/** The state's badge, toned by it (a filed report awaiting the lender's confirmation its own). */
function ReportBadge({ report }: { report: ReservationReportBody }) {
  const stateText = useReportStateText();
  const tone = report.awaitingConfirmation ? 'awaiting' : report.state;
  return (
    <span className={`list-page__status lender__report lender__report--${tone}`}>
      {stateText(report)}
    </span>
  );
}
