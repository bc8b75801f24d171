import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';

/** A device a reported problem keeps out of service: since when, and that it takes no bookings. */
export function OutOfService({ since }: { since: string }) {
  const { t } = useTranslation();
  return (
    <p className="device-page__out-of-service">
      {t('share.outOfService.banner', { date: formatDateTime(since) })}
    </p>
  );
}
