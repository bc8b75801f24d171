import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InputField, TextField, TimeSelectField } from '../../../components/form';
import { refusalOnFields } from '../../../components/form/server-errors';
import type { Notice } from '../../../components/notice';
import { formatDateTime } from '../../../lib/time';
import { useScheduleOutage, type OutageInput } from '../api/schedule-outage';
import { facilityErrorKey } from './facility-error';
import {
  initialOutageValues,
  OUTAGE_DAYS_MAX,
  OUTAGE_REASON_MAX,
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

/** What the lender confirms: the outage asked for, and the form's helpers to answer with. */
interface Asked {
  input: OutageInput;
  helpers: FormikHelpers<OutageValues>;
}

/**
 * Schedules an outage: a Tokyo start and end (a date and a time on the 15-minute grid each) and
 * the reason users see. Checked here first; then, since the reservations in that time are
 * cancelled and their users told, the lender confirms, and the page tells how many were cancelled.
 * A problem the server finds with a field shows on it; a time's problem shows on its date.
 */
export function OutageForm({ deviceId, onDone }: OutageFormProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Asked | null>(null);
  const scheduling = useScheduleOutage(deviceId);

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

  const validate = (values: OutageValues): FormikErrors<OutageValues> => {
    const problems = outageProblems(values, new Date());
    return Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [name, messageOf(problem)]),
    );
  };

  const schedule = ({ input, helpers }: Asked) => {
    setAsked(null);
    return scheduling.run(input, {
      onSuccess: ({ cancelledReservations: count }) => {
        helpers.resetForm();
        onDone({
          error: false,
          text:
            count === 0
              ? t('lender.facility.schedule.done')
              : t('lender.facility.schedule.doneCancelled', { count }),
        });
      },
      onError: (error) => {
        const onFields = refusalOnFields<OutageValues>(error, SERVER_FIELDS);
        if (onFields) helpers.setErrors(onFields);
        else onDone({ error: true, text: t(facilityErrorKey(error)) });
      },
    });
  };

  return (
    <Formik<OutageValues>
      initialValues={initialOutageValues()}
      validate={validate}
      onSubmit={(values, helpers) => setAsked({ input: toOutageInput(values), helpers })}
    >
      <>
        <Form className="form lender__session" noValidate aria-labelledby={HEADING_ID}>
          <h3 id={HEADING_ID}>{t('lender.facility.schedule.heading')}</h3>
          <p className="lender__hint">
            {t('lender.facility.schedule.hint', { days: OUTAGE_DAYS_MAX })}
          </p>
          <MomentRow moment="start" />
          <MomentRow moment="end" />
          <TextField
            name="reason"
            label={t('lender.facility.schedule.reason')}
            rows={2}
            maxLength={OUTAGE_REASON_MAX}
            required
          />
          <button type="submit" className="button">
            {t('lender.facility.schedule.submit')}
          </button>
        </Form>
        {asked && (
          <ConfirmDialog
            open
            danger
            title={t('lender.facility.schedule.confirmTitle', {
              start: formatDateTime(asked.input.start),
              end: formatDateTime(asked.input.end),
            })}
            confirmLabel={t('lender.facility.schedule.confirm')}
            onConfirm={() => schedule(asked)}
            onCancel={() => setAsked(null)}
          >
            <p>{t('lender.facility.schedule.confirmText')}</p>
          </ConfirmDialog>
        )}
      </>
    </Formik>
  );
}

/** The outage's start or end: a date, and beside it a time of day on the 15-minute grid. */
function MomentRow({ moment }: { moment: 'start' | 'end' }) {
  const { t } = useTranslation();
  return (
    <div className="form__row">
      <InputField
        name={moment}
        type="date"
        label={t(`lender.facility.schedule.${moment}Date`)}
        required
      />
      <TimeSelectField name={`${moment}Time`} label={t(`lender.facility.schedule.${moment}Time`)} />
    </div>
  );
}
