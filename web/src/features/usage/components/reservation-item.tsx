import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { useAssistanceFacts } from '../../../components/share-mode/assistance-facts';
import { ConsumableList } from '../../../components/share-mode/consumable-list';
import { RateClassBadge } from '../../../components/share-mode/rate-class-badge';
import { canCheckIn, canFinish } from '../../../lib/share-mode/check-in';
import { timeOfDay } from '../../../lib/share-mode/tokyo-grid';
import { useFundName } from '../../../lib/share-mode/fund-name';
import { useYen } from '../../../lib/share-mode/money';
import { usePartyName } from '../../../lib/share-mode/party-name';
import type { ReservationStep } from '../../../lib/share-mode/reservation-step';
import type { Reservation } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { BookingCard } from './booking-card';
import { ReportStatus } from '../../../components/share-mode/report-status';
import { canCancel, STATUS_KEYS } from './status';

interface ReservationItemProps {
  reservation: Reservation;
  onCancel: (reservation: Reservation) => void;
  onStep: (reservation: Reservation, step: ReservationStep) => void;
  /** A step of this reservation is being sent, or the list is following a change. */
  stepping?: boolean;
}

/** What the user may do with the reservation now, in the order shown. */
function stepsOf(r: Reservation, now: Date): (ReservationStep | 'cancel')[] {
  return [
    ...(canCheckIn(r, now) ? (['checkIn'] as const) : []),
    ...(canFinish(r) ? (['finish'] as const) : []),
    ...(canCancel(r, now) ? (['cancel'] as const) : []),
  ];
}

/**
 * One reservation: device, Tokyo time (and the actual use), status in words (with the reason and
 * the check-in deadline), where its usage report stands (with the way to file or view it), fee
 * (with the rate class charged, when not campus), the assistance asked of the device's staff, the
 * fund it is charged to, the consumables the lender added and what it comes to in all, and the
 * actions the user may take now: check in, finish, cancel.
 */
export function ReservationItem({
  reservation: r,
  onCancel,
  onStep,
  stepping = false,
}: ReservationItemProps) {
  const { t } = useTranslation();
  const yen = useYen();
  const partyName = usePartyName();
  const fundName = useFundName();
  const assistanceFacts = useAssistanceFacts();
  const headingId = `reservation-${r.id}`;
  const now = new Date();
  return (
    <BookingCard
      className={`reservation--${r.status}`}
      headingId={headingId}
      device={r}
      facts={[
        {
          term: t('usage.reservations.lender'),
          value: partyName(r.lenderName),
          translate: 'no',
        },
        {
          term: t('usage.reservations.time'),
          value: (
            <>
              {t('usage.reservations.range', {
                start: formatDateTime(r.start),
                end: formatDateTime(r.end),
              })}
              {r.seriesId !== null && (
                <span className="reservation__series">{t('usage.reservations.series')}</span>
              )}
            </>
          ),
        },
        r.actualStart !== null
          ? {
              term: t('usage.reservations.used'),
              value:
                r.actualEnd === null
                  ? t('usage.reservations.inUse', { start: formatDateTime(r.actualStart) })
                  : t('usage.reservations.range', {
                      start: formatDateTime(r.actualStart),
                      end: formatDateTime(r.actualEnd),
                    }),
            }
          : null,
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
              {r.status === 'awaiting_budget' && (
                <span className="reservation__reason">
                  {t('usage.reservations.awaitingBudget')}
                </span>
              )}
              {r.status === 'approved' && r.checkInBy !== null && (
                <span className="reservation__check-in-by">
                  {t('usage.reservations.checkInBy', { time: timeOfDay(r.checkInBy) })}
                </span>
              )}
            </>
          ),
        },
        r.report !== null
          ? {
              term: t('share.report.term'),
              value: <ReportStatus reservationId={r.id} report={r.report} />,
            }
          : null,
        {
          term: t('usage.reservations.fee'),
          value: (
            <>
              {r.fee === 0 ? t('usage.free') : yen(r.fee)}
              <RateClassBadge rateClass={r.rateClass} affiliation={r.affiliation} />
            </>
          ),
        },
        ...assistanceFacts(r.assistance),
        r.consumables.length > 0
          ? {
              term: t('usage.reservations.consumables'),
              value: <ConsumableList consumables={r.consumables} />,
            }
          : null,
        r.amount !== r.fee ? { term: t('usage.reservations.amount'), value: yen(r.amount) } : null,
        r.fund !== null
          ? { term: t('usage.reservations.fund'), value: fundName(r.fund), translate: 'no' }
          : null,
        r.purpose ? { term: t('usage.reservations.purpose'), value: r.purpose } : null,
      ]}
    >
      <ActionButtons
        className="reservation__actions"
        small
        describedBy={headingId}
        actions={stepsOf(r, now)}
        labelOf={(action) => t(`usage.reservations.${action}`)}
        toneOf={(action) => (action === 'cancel' ? 'secondary' : 'primary')}
        disabled={stepping}
        onChoose={(action) => (action === 'cancel' ? onCancel(r) : onStep(r, action))}
      />
    </BookingCard>
  );
}
