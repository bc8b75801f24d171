import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillLine } from '../../lib/share-mode/types';
import { formatDateTime } from '../../lib/time';
import { RateClassBadge } from './rate-class-badge';

/**
 * The cells a charged line shows in a bill and in a month of earnings alike: what it is (the
 * device used, or an outside user's yearly registration and its fiscal year; with the rate class
 * when not campus) and when (the session's time, or the date of the registration).
 */
export function useBillLineCells(): {
  what: (line: BillLine) => ReactNode;
  when: (line: BillLine) => string;
  /** A session's status in words (`ofSession`), or "Registered" for a registration. */
  status: (line: BillLine, ofSession: (status: BillLine['status']) => string) => string;
} {
  const { t } = useTranslation();
  return {
    what: (line) => (
      <>
        {line.kind === 'registration' ? (
          t('share.bill.registration', { year: line.fiscalYear ?? '' })
        ) : (
          <span translate="no">{line.deviceName}</span>
        )}
        <RateClassBadge rateClass={line.rateClass} />
      </>
    ),
    when: (line) =>
      line.kind === 'registration'
        ? formatDateTime(line.start)
        : t('shareReservation.timeRange', {
            start: formatDateTime(line.start),
            end: formatDateTime(line.end),
          }),
    status: (line, ofSession) =>
      line.kind === 'registration' ? t('share.bill.registered') : ofSession(line.status),
  };
}
