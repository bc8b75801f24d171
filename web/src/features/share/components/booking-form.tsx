import { useQueryClient } from '@tanstack/react-query';
import { forwardRef, useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fiscalYearOf } from '@campus/model/fiscal-year';
import { DEVICE_LIMITS } from '@campus/model/limits';
import { hasErrorCode } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  bookingProblems,
  bookingWindow,
  type BookingSlot,
} from '../../../lib/share-mode/booking-rules';
import { loadedWeekOf } from '../../../lib/share-mode/get-availability';
import {
  formatMinutes,
  isYmd,
  SLOT_MINUTES,
  tokyoInstant,
  toTokyoIso,
} from '../../../lib/share-mode/tokyo-grid';
import type { Device, Reservation, SeriesDate } from '../../../lib/share-mode/types';
import { bookDevice } from '../api/book-device';
import { planSeries, type SeriesRequest } from '../api/plan-series';
import { useShareWords } from '../../../lib/share-mode/words';
import { bookingFailureKey } from './booking-errors';
import { FundSelect } from './fund-select';
import { SeriesPlan, type SeriesBooked } from './series-plan';
import { WaitlistJoin } from './waitlist-join';

const DAY_MINUTES = 24 * 60;
const STARTS = Array.from({ length: DAY_MINUTES / SLOT_MINUTES }, (_, i) => i * SLOT_MINUTES);
const ENDS = STARTS.map((minute) => minute + SLOT_MINUTES);
const PURPOSE_MAX = DEVICE_LIMITS.purposeMax;
/** A weekly series has 2 to 12 dates, the first included (the API's `seriesWeeksMax`). */
const WEEKS = Array.from({ length: DEVICE_LIMITS.seriesWeeksMax - 1 }, (_, i) => i + 2);
const DEFAULT_WEEKS = 4;

interface BookingFormProps {
  device: Device;
  /** After a booking or a conflict: the availability is out of date. */
  onChanged: () => void;
}

/** What the page may do to the form: fill it with a slot tapped on the week. */
export interface BookingFormHandle {
  /** Sets date, start and end to `slot`, then brings the form into view and focuses its date. */
  fill: (slot: BookingSlot) => void;
}

/** The times of a request as sent (`+09:00`). */
type Times = Pick<SeriesRequest, 'start' | 'end'>;

/** The fund chosen, with its fiscal year: it applies while the chosen start falls in that year. */
interface ChosenFund {
  id: string;
  fiscalYear: number;
}

/** A weekly series being decided on: what was asked, and each date's state. */
interface Plan {
  request: SeriesRequest;
  dates: SeriesDate[];
}

/**
 * Books a device: a Tokyo date, start and end on the 15-minute grid, a purpose and, for a caller
 * whose groups have funds, optionally the fund to charge (one of the start's fiscal year; the
 * funds are fetched once the form is first used, not with the page). The device's rules and the
 * outages of the week (when it was loaded for the week view) are checked here first (the server
 * checks again); the times go out with `+09:00`. "Repeat weekly" first shows each date of the
 * series with what stands in its way, then books the free ones. A time taken by another booking
 * may be waited for (the waitlist). A booking charged above the fund's approval threshold waits
 * for the fund's budget holder before the lender sees it, and the form says so.
 */
export const BookingForm = forwardRef<BookingFormHandle, BookingFormProps>(function BookingForm(
  { device, onChanged },
  ref,
) {
  const { t } = useTranslation();
  const { problem } = useShareWords();
  const queryClient = useQueryClient();
  const id = useId();
  const { rules } = device;
  const [date, setDate] = useState('');
  const [start, setStart] = useState(rules.openFrom);
  const [end, setEnd] = useState(Math.min(rules.openFrom + rules.minMinutes, DAY_MINUTES));
  const [purpose, setPurpose] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [weeks, setWeeks] = useState(DEFAULT_WEEKS);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<Reservation | null>(null);
  const [seriesBooked, setSeriesBooked] = useState<SeriesBooked | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  /** The times a booking was refused for as taken: they may be waited for. */
  const [taken, setTaken] = useState<Times | null>(null);
  const [sending, setSending] = useState(false);
  /** The form was used (focused, or filled from the week): the caller's funds may be fetched. */
  const [wantFunds, setWantFunds] = useState(false);
  const [fund, setFund] = useState<ChosenFund | null>(null);
  const dates = bookingWindow(rules, new Date());
  const fiscalYear = isYmd(date) ? fiscalYearOf(tokyoInstant(date, start)) : null;
  /** What `fundId` to send: the fund chosen, while the start falls in its fiscal year. */
  const fundId = fund !== null && fund.fiscalYear === fiscalYear ? fund.id : null;
  const withFund = fundId === null ? {} : { fundId };
  const formRef = useRef<HTMLFormElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

  /** Forgets the outcome of the last submit (the fields changed, or a new submit starts). */
  const reset = () => {
    setProblems([]);
    setFailure(null);
    setBooked(null);
    setSeriesBooked(null);
    setPlan(null);
    setTaken(null);
  };
  /** A field's setter that also drops what was offered for the old times: the plan, the waitlist. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPlan(null);
      setTaken(null);
    };

  useImperativeHandle(
    ref,
    () => ({
      fill(slot) {
        setDate(slot.date);
        setStart(slot.start);
        setEnd(slot.end);
        setProblems([]);
        setFailure(null);
        setBooked(null);
        setSeriesBooked(null);
        setPlan(null);
        setTaken(null);
        setWantFunds(true);
        // The form is below the week on a phone: show it whole, and put the keyboard user on the
        // first field, which now reads the chosen date.
        formRef.current?.scrollIntoView?.({ block: 'start' });
        dateRef.current?.focus({ preventScroll: true });
      },
    }),
    [],
  );

  const bookOnce = async (times: Times) => {
    try {
      const reservation = await bookDevice(device.id, {
        ...times,
        purpose: purpose.trim(),
        ...withFund,
      });
      setBooked(reservation);
      setPurpose('');
      onChanged();
    } catch (error) {
      setFailure(t(bookingFailureKey(error)));
      if (hasErrorCode(error, 'reservation_conflict')) {
        setTaken(times);
        onChanged();
      }
    }
  };

  const showPlan = async (times: Times) => {
    const request = { ...times, weeks };
    try {
      const { dates: planned } = await planSeries(device.id, request);
      setPlan({ request, dates: planned });
    } catch (error) {
      setFailure(t(bookingFailureKey(error)));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const outages = isYmd(date) ? (loadedWeekOf(queryClient, device.id, date)?.outages ?? []) : [];
    const found = isYmd(date)
      ? bookingProblems({ date, start, end }, rules, new Date(), outages).map(problem)
      : [t('share.booking.problems.date')];
    setProblems(found);
    if (found.length > 0) return;
    const times = {
      start: toTokyoIso(tokyoInstant(date, start)),
      end: toTokyoIso(tokyoInstant(date, end)),
    };
    setSending(true);
    await (repeat ? showPlan(times) : bookOnce(times));
    setSending(false);
  };

  const seriesDone = (result: SeriesBooked) => {
    setPlan(null);
    setSeriesBooked(result);
    setPurpose('');
    onChanged();
  };

  const problemsId = `${id}-problems`;
  return (
    <form
      ref={formRef}
      className="booking-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => setWantFunds(true)}
    >
      <div className="booking-form__times">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {t('share.booking.date')}
          </label>
          <input
            ref={dateRef}
            id={`${id}-date`}
            type="date"
            className="field__control"
            value={date}
            min={dates.min}
            max={dates.max}
            required
            aria-describedby={problems.length > 0 ? problemsId : undefined}
            onChange={(event) => edit(setDate)(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-start`}>
            {t('share.booking.start')}
          </label>
          <select
            id={`${id}-start`}
            className="field__control"
            value={start}
            onChange={(event) => edit(setStart)(Number(event.target.value))}
          >
            {STARTS.map((minute) => (
              <option key={minute} value={minute}>
                {formatMinutes(minute)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-end`}>
            {t('share.booking.end')}
          </label>
          <select
            id={`${id}-end`}
            className="field__control"
            value={end}
            onChange={(event) => edit(setEnd)(Number(event.target.value))}
          >
            {ENDS.map((minute) => (
              <option key={minute} value={minute}>
                {formatMinutes(minute)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="booking-form__repeat">
        <div className="field field--checkbox">
          <input
            id={`${id}-repeat`}
            type="checkbox"
            checked={repeat}
            onChange={(event) => edit(setRepeat)(event.target.checked)}
          />
          <label htmlFor={`${id}-repeat`}>{t('share.booking.repeat')}</label>
        </div>
        {repeat && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-weeks`}>
              {t('share.booking.weeks')}
            </label>
            <select
              id={`${id}-weeks`}
              className="field__control"
              value={weeks}
              onChange={(event) => edit(setWeeks)(Number(event.target.value))}
            >
              {WEEKS.map((count) => (
                <option key={count} value={count}>
                  {t('share.booking.weeksOption', { count })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {wantFunds && fiscalYear !== null && (
        <FundSelect
          id={`${id}-fund`}
          fiscalYear={fiscalYear}
          value={fundId ?? ''}
          onChange={(chosen) => {
            setFund(chosen && { id: chosen.id, fiscalYear: chosen.fiscalYear });
            setFailure(null);
          }}
        />
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-purpose`}>
          {t('share.booking.purpose')}
        </label>
        <textarea
          id={`${id}-purpose`}
          className="field__control"
          rows={3}
          maxLength={PURPOSE_MAX}
          value={purpose}
          onChange={(event) => setPurpose(event.target.value)}
        />
      </div>
      {problems.length > 0 && (
        <div id={problemsId} role="alert" className="state state--error">
          <ul className="booking-form__problems">
            {problems.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {failure && (
        <p role="alert" className="state state--error">
          {failure}
        </p>
      )}
      {taken && <WaitlistJoin deviceId={device.id} times={taken} onChanged={onChanged} />}
      {booked && (
        <div role="status" className="booking-form__done">
          <p>
            {booked.status === 'awaiting_budget'
              ? t('share.booking.awaitingBudget')
              : booked.status === 'requested'
                ? t('share.booking.requested')
                : t('share.booking.confirmed')}
          </p>
          <Link to={paths.userReservations.getHref()}>{t('share.booking.myReservations')}</Link>
        </div>
      )}
      {seriesBooked && (
        <div role="status" className="booking-form__done">
          <p>
            {seriesBooked.awaitingBudget
              ? t('share.series.awaitingBudget', { count: seriesBooked.count })
              : seriesBooked.requested
                ? t('share.series.requested', { count: seriesBooked.count })
                : t('share.series.booked', { count: seriesBooked.count })}
          </p>
          <Link to={paths.userReservations.getHref()}>{t('share.booking.myReservations')}</Link>
        </div>
      )}
      {plan ? (
        <SeriesPlan
          deviceId={device.id}
          requiresApproval={device.requiresApproval}
          request={{ ...plan.request, purpose: purpose.trim(), ...withFund }}
          dates={plan.dates}
          onBooked={seriesDone}
          onChanged={onChanged}
          onClose={() => setPlan(null)}
        />
      ) : (
        <button type="submit" className="button" disabled={sending} aria-busy={sending}>
          {repeat
            ? t('share.booking.checkDates')
            : device.requiresApproval
              ? t('share.booking.request')
              : t('share.booking.book')}
        </button>
      )}
    </form>
  );
});
