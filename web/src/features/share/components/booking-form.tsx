import { Form, Formik, useFormikContext, type FormikHelpers, type FormikProps } from 'formik';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fiscalYearOf } from '@campus/model/fiscal-year';
import { DEVICE_LIMITS } from '@campus/model/limits';
import {
  CheckboxField,
  InputField,
  SelectField,
  SubmitButton,
  TextField,
  TimeSelectField,
} from '../../../components/form';
import { hasErrorCode } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import {
  bookingProblems,
  bookingWindow,
  type BookingSlot,
} from '../../../lib/share-mode/booking-rules';
import { useLoadedWeekOf } from '../../../lib/share-mode/get-availability';
import { isYmd, SLOT_MINUTES, tokyoInstant, toTokyoIso } from '../../../lib/share-mode/tokyo-grid';
import type { Device, Reservation, SeriesDate } from '../../../lib/share-mode/types';
import { useBookDevice } from '../api/book-device';
import { planSeries, type SeriesRequest } from '../api/plan-series';
import { useShareWords } from '../../../lib/share-mode/words';
import { AssistanceRequestFields } from './assistance-request-fields';
import { NO_ASSISTANCE, withAssistanceOf, type AssistanceValues } from './assistance-values';
import { useBookingFailure, type BookingFailure } from './booking-errors';
import { BookingFailureAlert } from './booking-failure';
import { FundSelect } from './fund-select';
import { SeriesPlan, type SeriesBooked } from './series-plan';
import { WaitlistJoin } from './waitlist-join';

const DAY_MINUTES = 24 * 60;
const PURPOSE_MAX = DEVICE_LIMITS.purposeMax;
/** A weekly series has 2 to 12 dates, the first included (the API's `seriesWeeksMax`). */
const WEEKS = Array.from({ length: DEVICE_LIMITS.seriesWeeksMax - 1 }, (_, i) => i + 2);
const DEFAULT_WEEKS = 4;

interface BookingFormProps {
  device: Device;
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

/** The form's values; times are minutes after Tokyo midnight as the selects hold them (`'540'`). */
interface BookingValues {
  date: string;
  start: string;
  end: string;
  repeat: boolean;
  weeks: string;
  fund: ChosenFund | null;
  purpose: string;
  /** The request for assistance, where the device offers it. */
  assistance: AssistanceValues;
}

/** A weekly series being decided on: what was asked, and each date's state. */
interface Plan {
  request: SeriesRequest;
  dates: SeriesDate[];
}

/** What the last submit came to (all empty while the form is being filled). */
interface Outcome {
  problems: string[];
  /** A refusal of the server, and where to put it right. */
  failure: BookingFailure | null;
  booked: Reservation | null;
  seriesBooked: SeriesBooked | null;
  plan: Plan | null;
  /** The times a booking was refused for as taken: they may be waited for. */
  taken: Times | null;
}

const NO_OUTCOME: Outcome = {
  problems: [],
  failure: null,
  booked: null,
  seriesBooked: null,
  plan: null,
  taken: null,
};

/** The fiscal year of the chosen start, once a date is chosen. */
const fiscalYearOfValues = ({ date, start }: BookingValues) =>
  isYmd(date) ? fiscalYearOf(tokyoInstant(date, Number(start))) : null;

/** What `fundId` to send: the fund chosen, while the start falls in its fiscal year. */
function withFundOf(values: BookingValues): { fundId?: string } {
  const { fund } = values;
  return fund !== null && fund.fiscalYear === fiscalYearOfValues(values) ? { fundId: fund.id } : {};
}

/**
 * Books a device: a Tokyo date, start and end on the 15-minute grid, a purpose and, for a caller
 * whose groups have funds, optionally the fund to charge (one of the start's fiscal year; the
 * funds are fetched once the form is first used, not with the page). The device's rules and the
 * outages of the week (when it was loaded for the week view) are checked here first (the server
 * checks again); the times go out with `+09:00`. "Repeat weekly" first shows each date of the
 * series with what stands in its way, then books the free ones. A time taken by another booking
 * may be waited for (the waitlist). A booking charged above the fund's approval threshold waits
 * for the fund's budget holder before the lender sees it, and the form says so. Where the device
 * offers assisted sessions, the booking (each date of a series) may ask its staff to assist.
 * After a booking, a series or a conflict, the device's week is fetched again.
 */
export const BookingForm = forwardRef<BookingFormHandle, BookingFormProps>(function BookingForm(
  { device },
  ref,
) {
  const { t } = useTranslation();
  const { problem } = useShareWords();
  const failureOf = useBookingFailure();
  const loadedWeekOf = useLoadedWeekOf(device.id);
  const booking = useBookDevice(device.id);
  const id = useId();
  const { rules } = device;
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  /** The form was used (focused, or filled from the week): the caller's funds may be fetched. */
  const [wantFunds, setWantFunds] = useState(false);
  const formik = useRef<FormikProps<BookingValues>>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dates = bookingWindow(rules, new Date());
  const initialValues: BookingValues = {
    date: '',
    start: String(rules.openFrom),
    end: String(Math.min(rules.openFrom + rules.minMinutes, DAY_MINUTES)),
    repeat: false,
    weeks: String(DEFAULT_WEEKS),
    fund: null,
    purpose: '',
    assistance: NO_ASSISTANCE,
  };

  useImperativeHandle(
    ref,
    () => ({
      fill(slot) {
        const form = formik.current;
        if (!form) return;
        void form.setValues({
          ...form.values,
          date: slot.date,
          start: String(slot.start),
          end: String(slot.end),
        });
        setOutcome(NO_OUTCOME);
        setWantFunds(true);
        // The form is below the week on a phone: show it whole, and put the keyboard user on the
        // first field, which now reads the chosen date.
        formRef.current?.scrollIntoView?.({ block: 'start' });
        const date = formRef.current?.elements.namedItem('date');
        if (date instanceof HTMLInputElement) date.focus({ preventScroll: true });
      },
    }),
    [],
  );

  const bookOnce = async (
    times: Times,
    values: BookingValues,
    helpers: FormikHelpers<BookingValues>,
  ) =>
    booking.run(
      {
        ...times,
        purpose: values.purpose.trim(),
        ...withFundOf(values),
        ...withAssistanceOf(device.assistance, values.assistance),
      },
      {
        onSuccess: (booked) => {
          setOutcome({ ...NO_OUTCOME, booked });
          forgetRequest(helpers.setFieldValue);
        },
        onError: (error) =>
          setOutcome({
            ...NO_OUTCOME,
            failure: failureOf(error),
            taken: hasErrorCode(error, 'reservation_conflict') ? times : null,
          }),
      },
    );

  const showPlan = async (times: Times, weeks: number) => {
    const request = { ...times, weeks };
    try {
      const { dates: planned } = await planSeries(device.id, request);
      setOutcome({ ...NO_OUTCOME, plan: { request, dates: planned } });
    } catch (error) {
      setOutcome({ ...NO_OUTCOME, failure: failureOf(error) });
    }
  };

  const submit = async (values: BookingValues, helpers: FormikHelpers<BookingValues>) => {
    const { date } = values;
    const start = Number(values.start);
    const end = Number(values.end);
    const outages = isYmd(date) ? (loadedWeekOf(date)?.outages ?? []) : [];
    const problems = isYmd(date)
      ? bookingProblems({ date, start, end }, rules, new Date(), outages).map(problem)
      : [t('share.booking.problems.date')];
    setOutcome({ ...NO_OUTCOME, problems });
    if (problems.length > 0) return;
    const times = {
      start: toTokyoIso(tokyoInstant(date, start)),
      end: toTokyoIso(tokyoInstant(date, end)),
    };
    await (values.repeat
      ? showPlan(times, Number(values.weeks))
      : bookOnce(times, values, helpers));
  };

  const problemsId = `${id}-problems`;
  const { problems, failure, booked, seriesBooked, plan, taken } = outcome;
  return (
    <Formik<BookingValues> innerRef={formik} initialValues={initialValues} onSubmit={submit}>
      {({ values, isSubmitting, setFieldValue }) => {
        const fiscalYear = fiscalYearOfValues(values);
        const withFund = withFundOf(values);
        return (
          <Form
            ref={formRef}
            className="booking-form"
            noValidate
            onFocus={() => setWantFunds(true)}
          >
            <ForgetOfferOnEdit
              onEdit={() => setOutcome((last) => ({ ...last, plan: null, taken: null }))}
            />
            <div className="booking-form__times">
              <InputField
                name="date"
                type="date"
                label={t('share.booking.date')}
                min={dates.min}
                max={dates.max}
                describedBy={problems.length > 0 ? problemsId : undefined}
              />
              <TimeSelectField name="start" label={t('share.booking.start')} />
              <TimeSelectField
                name="end"
                label={t('share.booking.end')}
                from={SLOT_MINUTES}
                until={DAY_MINUTES}
              />
            </div>
            <div className="booking-form__repeat">
              <CheckboxField name="repeat" label={t('share.booking.repeat')} />
              {values.repeat && (
                <SelectField
                  name="weeks"
                  label={t('share.booking.weeks')}
                  options={WEEKS.map((count) => ({
                    value: String(count),
                    label: t('share.booking.weeksOption', { count }),
                  }))}
                />
              )}
            </div>
            {wantFunds && fiscalYear !== null && (
              <FundSelect
                id={`${id}-fund`}
                fiscalYear={fiscalYear}
                value={withFund.fundId ?? ''}
                onChange={(chosen) => {
                  void setFieldValue(
                    'fund',
                    chosen && { id: chosen.id, fiscalYear: chosen.fiscalYear },
                  );
                  setOutcome((last) => ({ ...last, failure: null }));
                }}
              />
            )}
            <TextField
              name="purpose"
              label={t('share.booking.purpose')}
              rows={3}
              maxLength={PURPOSE_MAX}
            />
            <AssistanceRequestFields
              offer={device.assistance}
              minutes={Number(values.end) - Number(values.start)}
            />
            {problems.length > 0 && (
              <div id={problemsId} role="alert" className="state state--error">
                <ul className="booking-form__problems">
                  {problems.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            )}
            {failure && <BookingFailureAlert failure={failure} />}
            {taken && <WaitlistJoin deviceId={device.id} times={taken} />}
            {booked && (
              <BookedStatus
                text={
                  booked.status === 'awaiting_budget'
                    ? t('share.booking.awaitingBudget')
                    : booked.status === 'requested'
                      ? t('share.booking.requested')
                      : t('share.booking.confirmed')
                }
              />
            )}
            {seriesBooked && (
              <BookedStatus
                text={
                  seriesBooked.awaitingBudget
                    ? t('share.series.awaitingBudget', { count: seriesBooked.count })
                    : seriesBooked.requested
                      ? t('share.series.requested', { count: seriesBooked.count })
                      : t('share.series.booked', { count: seriesBooked.count })
                }
              />
            )}
            {plan ? (
              <SeriesPlan
                deviceId={device.id}
                requiresApproval={device.requiresApproval}
                request={{
                  ...plan.request,
                  purpose: values.purpose.trim(),
                  ...withFund,
                  ...withAssistanceOf(device.assistance, values.assistance),
                }}
                dates={plan.dates}
                onBooked={(result) => {
                  setOutcome({ ...NO_OUTCOME, seriesBooked: result });
                  forgetRequest(setFieldValue);
                }}
                onClose={() => setOutcome((last) => ({ ...last, plan: null }))}
              />
            ) : (
              <SubmitButton busy={isSubmitting} className="button">
                {values.repeat
                  ? t('share.booking.checkDates')
                  : device.requiresApproval
                    ? t('share.booking.request')
                    : t('share.booking.book')}
              </SubmitButton>
            )}
          </Form>
        );
      }}
    </Formik>
  );
});

/** After a booking, the next starts without the last one's purpose and request for assistance. */
function forgetRequest(setFieldValue: FormikHelpers<BookingValues>['setFieldValue']) {
  void setFieldValue('purpose', '');
  void setFieldValue('assistance', NO_ASSISTANCE);
}

/**
 * Drops what was offered for the old times (the series' plan, the waitlist) once the date, the
 * times or the repetition change.
 */
function ForgetOfferOnEdit({ onEdit }: { onEdit: () => void }) {
  const { values } = useFormikContext<BookingValues>();
  const { date, start, end, repeat, weeks } = values;
  const edited = [date, start, end, repeat, weeks].join(' ');
  const last = useRef(edited);
  useEffect(() => {
    if (last.current === edited) return;
    last.current = edited;
    onEdit();
  });
  return null;
}

/** Said once a booking or a series was made, with the way to the user's reservations. */
function BookedStatus({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="booking-form__done">
      <p>{text}</p>
      <Link to={paths.userReservations.getHref()}>{t('share.booking.myReservations')}</Link>
    </div>
  );
}
