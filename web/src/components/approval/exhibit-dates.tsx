import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/time';

export interface ExhibitDatesProps {
  exhibit: { pickupFrom: string; pickupUntil: string; expiresAt: string };
}

/**
 * When an exhibit may be picked up and when it expires (Asia/Tokyo), as two `dt`/`dd` pairs of the
 * details list its owner and the officers see.
 */
export function ExhibitDates({ exhibit }: ExhibitDatesProps) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('manageExhibits.detail.pickup')}</dt>
      <dd>
        {t('manageExhibits.detail.pickupRange', {
          from: formatDateTime(exhibit.pickupFrom),
          until: formatDateTime(exhibit.pickupUntil),
        })}
      </dd>
      <dt>{t('manageExhibits.detail.expiresAt')}</dt>
      <dd>{formatDateTime(exhibit.expiresAt)}</dd>
    </>
  );
}
