import { forwardRef, useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RESERVATION_CONFLICT } from '@campus/model/error-codes';
import { ApiError } from '../../../lib/api-client';
import { errorKeys } from '../../../lib/error-keys';
import { paths } from '../../../lib/paths';
import {
  bookingProblems,
  bookingWindow,
  type BookingSlot,
} from '../../../lib/share-mode/booking-rules';
import {
  formatMinutes,
  isYmd,
  SLOT_MINUTES,
  tokyoInstant,
  toTokyoIso,
} from '../../../lib/share-mode/tokyo-grid';
import type { Device, Reservation } from '../../../lib/share-mode/types';
import { bookDevice } from '../api/book-device';
import { useShareWords } from '../../../lib/share-mode/words';

const DAY_MINUTES = 24 * 60;
const STARTS = Array.from({ length: DAY_MINUTES / SLOT_MINUTES }, (_, i) => i * SLOT_MINUTES);
const ENDS = STARTS.map((minute) => minute + SLOT_MINUTES);
const PURPOSE_MAX = 500;

const failureKey = errorKeys({
  reservation_conflict: 'share.booking.errors.conflict',
  device_suspended: 'share.booking.errors.suspended',
  own_device: 'share.booking.errors.ownDevice',
  profile_required: 'share.booking.errors.profileRequired',
  validation_error: 'share.booking.errors.rules',
  qualification_required: 'share.booking.errors.qualificationRequired',
});

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

/**
 * Books a device: a Tokyo date, start and end on the 15-minute grid, and a purpose. The device's
 * rules are checked here first (the server checks again); the times go out with `+09:00`.
 */
export const BookingForm = forwardRef<BookingFormHandle, BookingFormProps>(function BookingForm(
  { device, onChanged },
  ref,
) {
  const { t } = useTranslation();
  const { problem } = useShareWords();
  const id = useId();
  const { rules } = device;
  const [date, setDate] = useState('');
  const [start, setStart] = useState(rules.openFrom);
  const [end, setEnd] = useState(Math.min(rules.openFrom + rules.minMinutes, DAY_MINUTES));
  const [purpose, setPurpose] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<Reservation | null>(null);
  const [sending, setSending] = useState(false);
  const dates = bookingWindow(rules, new Date());
  const formRef = useRef<HTMLFormElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

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
        // The form is below the week on a phone: show it whole, and put the keyboard user on the
        // first field, which now reads the chosen date.
        formRef.current?.scrollIntoView?.({ block: 'start' });
        dateRef.current?.focus({ preventScroll: true });
      },
    }),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBooked(null);
    setFailure(null);
    const found = isYmd(date)
      ? bookingProblems({ date, start, end }, rules, new Date()).map(problem)
      : [t('share.booking.problems.date')];
    setProblems(found);
    if (found.length > 0) return;
    setSending(true);
    try {
      const reservation = await bookDevice(device.id, {
        start: toTokyoIso(tokyoInstant(date, start)),
        end: toTokyoIso(tokyoInstant(date, end)),
        purpose: purpose.trim(),
      });
      setBooked(reservation);
      setPurpose('');
      onChanged();
    } catch (error) {
      setFailure(t(failureKey(error)));
      if (error instanceof ApiError && error.code === RESERVATION_CONFLICT) onChanged();
    } finally {
      setSending(false);
    }
  };

  const problemsId = `${id}-problems`;
  return (
    <form
      ref={formRef}
      className="booking-form"
      noValidate
      onSubmit={(event) => void submit(event)}
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
            onChange={(event) => setDate(event.target.value)}
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
            onChange={(event) => setStart(Number(event.target.value))}
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
            onChange={(event) => setEnd(Number(event.target.value))}
          >
            {ENDS.map((minute) => (
              <option key={minute} value={minute}>
                {formatMinutes(minute)}
              </option>
            ))}
          </select>
        </div>
      </div>
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
      {booked && (
        <div role="status" className="booking-form__done">
          <p>
            {booked.status === 'requested'
              ? t('share.booking.requested')
              : t('share.booking.confirmed')}
          </p>
          <Link to={paths.userReservations.getHref()}>{t('share.booking.myReservations')}</Link>
        </div>
      )}
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {device.requiresApproval ? t('share.booking.request') : t('share.booking.book')}
      </button>
    </form>
  );
});
