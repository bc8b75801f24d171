import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/action-buttons';
import { timeOfDay } from '../../../lib/share-mode/tokyo-grid';
import type { WaitlistEntry } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { BookingCard } from './booking-card';

interface WaitlistItemProps {
  entry: WaitlistEntry;
  onAccept: (entry: WaitlistEntry) => void;
  /** Declines an offer, or leaves the waitlist (the page asks first). */
  onLeave: (entry: WaitlistEntry) => void;
  /** An action of this entry is being sent, or the list is following a change. */
  busy: boolean;
}

/**
 * One waitlist entry: device, Tokyo time, and its state in words (the place in line, the offer and
 * until when, or how it ended); an offer is accepted or declined here, a wait left.
 */
export function WaitlistItem({ entry: e, onAccept, onLeave, busy }: WaitlistItemProps) {
  const { t } = useTranslation();
  const headingId = `waitlist-${e.id}`;
  const statusText = (entry: WaitlistEntry): string => {
    switch (entry.status) {
      case 'waiting':
        return entry.position === null
          ? t('usage.waitlist.waitingNoPosition')
          : t('usage.waitlist.waiting', { position: entry.position });
      case 'offered':
        return entry.offerExpiresAt === null
          ? t('usage.waitlist.offeredNow')
          : t('usage.waitlist.offered', { date: formatDateTime(entry.offerExpiresAt) });
      case 'booked':
        return t('usage.waitlist.booked');
      case 'expired':
        return t('usage.waitlist.expired');
      case 'withdrawn':
        return t('usage.waitlist.withdrawn');
    }
  };
  return (
    <BookingCard
      className={`waitlist-entry waitlist-entry--${e.status}`}
      headingId={headingId}
      device={e}
      facts={[
        {
          term: t('usage.waitlist.time'),
          value: t('usage.reservations.range', {
            start: formatDateTime(e.start),
            end: formatDateTime(e.end),
          }),
        },
        {
          term: t('usage.waitlist.status'),
          value: <span className="reservation__status">{statusText(e)}</span>,
        },
      ]}
    >
      {e.status === 'offered' && (
        <ActionButtons
          className="reservation__actions"
          describedBy={headingId}
          actions={['accept', 'decline'] as const}
          labelOf={(action) =>
            action === 'decline'
              ? t('usage.waitlist.decline')
              : e.offerExpiresAt === null
                ? t('usage.waitlist.acceptNow')
                : t('usage.waitlist.accept', { time: timeOfDay(e.offerExpiresAt) })
          }
          toneOf={(action) => (action === 'accept' ? 'primary' : 'secondary')}
          disabled={busy}
          busyAction={busy ? 'accept' : null}
          onChoose={(action) => (action === 'accept' ? onAccept(e) : onLeave(e))}
        />
      )}
      {e.status === 'waiting' && (
        <ActionButtons
          className="reservation__actions"
          small
          describedBy={headingId}
          actions={['leave'] as const}
          labelOf={() => t('usage.waitlist.leave')}
          toneOf={() => 'secondary'}
          disabled={busy}
          onChoose={() => onLeave(e)}
        />
      )}
    </BookingCard>
  );
}
