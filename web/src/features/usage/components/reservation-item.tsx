import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FactList } from '../../../components/fact-list';
import { paths } from '../../../lib/paths';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import type { Reservation } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { canCancel, STATUS_KEYS } from './status';

interface ReservationItemProps {
  reservation: Reservation;
  onCancel: (reservation: Reservation) => void;
}

/** One reservation: device, Tokyo time, status in words (with the reason), fee, and cancel. */
export function ReservationItem({ reservation: r, onCancel }: ReservationItemProps) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  const headingId = `reservation-${r.id}`;
  return (
    <article className={`reservation reservation--${r.status}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="reservation__device">
        <Link to={paths.shareDevice.getHref(r.deviceId)}>{r.deviceName}</Link>
      </h3>
      <FactList
        className="reservation__facts"
        facts={[
          {
            term: t('usage.reservations.lender'),
            value: partyName(r.lenderName),
            translate: 'no',
          },
          {
            term: t('usage.reservations.time'),
            value: t('usage.reservations.range', {
              start: formatDateTime(r.start),
              end: formatDateTime(r.end),
            }),
          },
          {
            term: t('usage.reservations.status'),
            value: (
              <>
                <span className={`reservation__status reservation__status--${r.status}`}>
                  {t(STATUS_KEYS[r.status])}
                </span>
                {r.reason && (
                  <span className="reservation__reason">
                    {t('usage.reservations.reason', { reason: r.reason })}
                  </span>
                )}
              </>
            ),
          },
          {
            term: t('usage.reservations.fee'),
            value: r.fee === 0 ? t('usage.free') : yen(r.fee),
          },
          r.purpose ? { term: t('usage.reservations.purpose'), value: r.purpose } : null,
        ]}
      />
      {canCancel(r, new Date()) && (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-describedby={headingId}
          onClick={() => onCancel(r)}
        >
          {t('usage.reservations.cancel')}
        </button>
      )}
    </article>
  );
}
