import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode } from '../../../lib/api-client';
import type { SeriesDate } from '../../../lib/share-mode/types';
import { formatDateTime } from '../../../lib/time';
import { useBookSeries, type SeriesBookingRequest } from '../api/book-series';
import { useBookingFailure, type BookingFailure } from './booking-errors';
import { BookingFailureAlert } from './booking-failure';

/**
 * What a booked series says: how many dates, and whether they await approval (the lender's, or
 * first the fund's budget holder's).
 */
export interface SeriesBooked {
  count: number;
  requested: boolean;
  awaitingBudget: boolean;
}

interface SeriesPlanProps {
  deviceId: string;
  requiresApproval: boolean;
  request: SeriesBookingRequest;
  /** Each date of the series as planned (`conflict` null: free). */
  dates: readonly SeriesDate[];
  /** Booked (the device's weeks follow). */
  onBooked: (result: SeriesBooked) => void;
  /** Back to the form, to change the time. */
  onClose: () => void;
}

/**
 * The dates of a weekly series before it is booked, each with its state (free, taken by another
 * booking, maintenance, or the device's rules and why), and the button that books the free ones.
 */
export function SeriesPlan({
  deviceId,
  requiresApproval,
  request,
  dates,
  onBooked,
  onClose,
}: SeriesPlanProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const booking = useBookSeries(deviceId);
  const failureOf = useBookingFailure();
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const sending = booking.isPending;
  const free = dates.filter((date) => date.conflict === null).length;

  const stateOf = (date: SeriesDate): string => {
    const { conflict } = date;
    if (conflict === null) return t('share.series.free');
    if (conflict.kind === 'rules') return t('share.series.rules', { reason: conflict.reason });
    return conflict.kind === 'outage' ? t('share.series.outage') : t('share.series.reservation');
  };

  const book = () => {
    setFailure(null);
    void booking.run(request, {
      onSuccess: ({ reservations }) =>
        onBooked({
          count: reservations.length,
          requested: reservations.some((r) => r.status === 'requested'),
          awaitingBudget: reservations.some((r) => r.status === 'awaiting_budget'),
        }),
      onError: (error) =>
        setFailure(
          hasErrorCode(error, 'reservation_conflict')
            ? { text: t('share.series.errors.noneFree'), link: null }
            : failureOf(error),
        ),
    });
  };

  return (
    <section className="series-plan" aria-labelledby={headingId}>
      <h3 id={headingId} className="series-plan__heading">
        {t('share.series.heading')}
      </h3>
      <p className="series-plan__lead">{t('share.series.lead')}</p>
      <ol className="series-plan__dates">
        {dates.map((date) => (
          <li
            key={date.start}
            className={`series-plan__date${date.conflict ? ' series-plan__date--taken' : ''}`}
          >
            <span className="series-plan__time">
              {t('share.range', {
                start: formatDateTime(date.start),
                end: formatDateTime(date.end),
              })}
            </span>{' '}
            <span className="series-plan__state">{stateOf(date)}</span>
          </li>
        ))}
      </ol>
      {free === 0 && <p className="state state--empty">{t('share.series.noneFree')}</p>}
      {failure && <BookingFailureAlert failure={failure} />}
      <div className="series-plan__actions">
        {free > 0 && (
          <button
            type="button"
            className="button"
            disabled={sending}
            aria-busy={sending}
            onClick={book}
          >
            {requiresApproval
              ? t('share.series.requestFree', { count: free })
              : t('share.series.bookFree', { count: free })}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('share.series.change')}
        </button>
      </div>
    </section>
  );
}
