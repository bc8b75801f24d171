import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldFrame } from '../../../components/form/fields';
import { fieldErrors } from '../../../components/form/server-errors';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import type { Notice } from '../../../components/notice';
import { formatDateTime } from '../../../lib/time';
import { scheduleOutage, type OutageInput } from '../api/schedule-outage';
import { facilityErrorKey } from './facility-error';
import {
  initialOutageValues,
  OUTAGE_DAYS_MAX,
  OUTAGE_REASON_MAX,
  OUTAGE_TIMES,
  outageProblems,
  toOutageInput,
  type OutageField,
  type OutageProblem,
  type OutageValues,
} from './outage-values';

const HEADING_ID = 'schedule-outage-heading';
/** The fields the server's `validation_error` may name. */
const SERVER_FIELDS = ['start', 'end', 'reason'] as const satisfies readonly OutageField[];

interface OutageFormProps {
  deviceId: string;
  /** After the outage was scheduled, or refused: the page says so and reloads the outages. */
  onDone: (outcome: Notice) => void;
}

/**
 * Schedules an outage: a Tokyo start and end (a date and a time on the 15-minute grid each) and
 * the reason users see. Checked here first; then, since the reservations in that time are
 * cancelled and their users told, the lender confirms, and the page tells how many were cancelled.
 * A problem the server finds with a field shows on it.
 */
export function OutageForm({ deviceId, onDone }: OutageFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useDialogForm<OutageValues>(initialOutageValues());
  const { values, errors, change } = form;
  const [asked, setAsked] = useState<OutageInput | null>(null);

  const messageOf = (problem: OutageProblem): string => {
    switch (problem) {
      case 'tooLong':
        return t('lender.facility.schedule.problems.tooLong', { days: OUTAGE_DAYS_MAX });
      case 'reasonMax':
        return t('lender.facility.schedule.problems.reasonMax', { count: OUTAGE_REASON_MAX });
      case 'textInvalid':
        return t('validation.textInvalid');
      default:
        return t(`lender.facility.schedule.problems.${problem}`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(outageProblems(values, new Date()), messageOf)) setAsked(toOutageInput(values));
  };

  const schedule = async (input: OutageInput) => {
    try {
      const outage = await scheduleOutage(deviceId, input);
      setAsked(null);
      change(initialOutageValues());
      const count = outage.cancelledReservations;
      onDone({
        error: false,
        text:
          count === 0
            ? t('lender.facility.schedule.done')
            : t('lender.facility.schedule.doneCancelled', { count }),
      });
    } catch (error) {
      setAsked(null);
      const onFields = fieldErrors(error);
      if (SERVER_FIELDS.some((name) => onFields[name] !== undefined)) {
        form.refuse(error, SERVER_FIELDS, '');
      } else {
        onDone({ error: true, text: t(facilityErrorKey(error)) });
      }
    }
  };

  const aria = (name: OutageField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <>
      <form
        className="form lender__session"
        noValidate
        aria-labelledby={HEADING_ID}
        onSubmit={submit}
      >
        <h3 id={HEADING_ID}>{t('lender.facility.schedule.heading')}</h3>
        <p className="lender__hint">
          {t('lender.facility.schedule.hint', { days: OUTAGE_DAYS_MAX })}
        </p>
        <div className="form__row">
          <FieldFrame
            id={`${id}-start`}
            label={t('lender.facility.schedule.startDate')}
            required
            error={errors.start}
          >
            <input
              id={`${id}-start`}
              type="date"
              className="field__control"
              value={values.start}
              required
              onChange={(event) => change({ start: event.target.value })}
              {...aria('start')}
            />
          </FieldFrame>
          <TimeSelect
            id={`${id}-startTime`}
            label={t('lender.facility.schedule.startTime')}
            value={values.startTime}
            // A time's problem shows on its date: a new time clears it.
            onChange={(startTime) => change({ startTime, start: values.start })}
          />
        </div>
        <div className="form__row">
          <FieldFrame
            id={`${id}-end`}
            label={t('lender.facility.schedule.endDate')}
            required
            error={errors.end}
          >
            <input
              id={`${id}-end`}
              type="date"
              className="field__control"
              value={values.end}
              required
              onChange={(event) => change({ end: event.target.value })}
              {...aria('end')}
            />
          </FieldFrame>
          <TimeSelect
            id={`${id}-endTime`}
            label={t('lender.facility.schedule.endTime')}
            value={values.endTime}
            onChange={(endTime) => change({ endTime, end: values.end })}
          />
        </div>
        <FieldFrame
          id={`${id}-reason`}
          label={t('lender.facility.schedule.reason')}
          required
          error={errors.reason}
        >
          <textarea
            id={`${id}-reason`}
            className="field__control"
            rows={2}
            maxLength={OUTAGE_REASON_MAX}
            value={values.reason}
            required
            onChange={(event) => change({ reason: event.target.value })}
            {...aria('reason')}
          />
        </FieldFrame>
        <button type="submit" className="button">
          {t('lender.facility.schedule.submit')}
        </button>
      </form>
      {asked && (
        <ConfirmDialog
          open
          danger
          title={t('lender.facility.schedule.confirmTitle', {
            start: formatDateTime(asked.start),
            end: formatDateTime(asked.end),
          })}
          confirmLabel={t('lender.facility.schedule.confirm')}
          onConfirm={() => schedule(asked)}
          onCancel={() => setAsked(null)}
        >
          <p>{t('lender.facility.schedule.confirmText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** A time of day on the 15-minute grid (00:00 to 23:45), as the booking form offers them. */
function TimeSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {OUTAGE_TIMES.map((time) => (
          <option key={time.value} value={time.value}>
            {time.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
