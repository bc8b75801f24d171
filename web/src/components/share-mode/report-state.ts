import type { ReservationReportBody } from '@campus/model/share-types';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/time';

/**
 * Where a reservation's usage report (利用報告, issue 33, part 3) stands, in words, for its user and
 * its lender alike: to file once the session has ended, due by when, overdue (new bookings of the
 * device are refused until it is filed), filed, or filed and awaiting the lender's confirmation of
 * a time that differs from the check-in record.
 */
export function useReportStateText(): (report: ReservationReportBody) => string {
  const { t } = useTranslation();
  return (report) => {
    const due = formatDateTime(report.dueAt);
    switch (report.state) {
      case 'not_yet':
        return t('share.report.notYet', { due });
      case 'due':
        return t('share.report.due', { due });
      case 'overdue':
        return t('share.report.overdue', { due });
      case 'filed':
        if (report.awaitingConfirmation) return t('share.report.awaitingConfirmation');
        return report.filedAt === null
          ? t('share.report.filedUndated')
          : t('share.report.filed', { filed: formatDateTime(report.filedAt) });
    }
  };
}
