import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormActions,
  InlineFormMessage,
  TextField,
  type FormStatus,
} from '../../../components/form';
import { errorKeys } from '../../../lib/error-keys';
import { PROBLEM_MAX } from '../../../lib/share-mode/report-problem';
import { useReportProblem } from '../api/report-problem';

const failureKey = errorKeys({
  not_device_user: 'share.problem.errors.notDeviceUser',
  profile_required: 'share.problem.errors.profileRequired',
  validation_error: 'share.problem.errors.invalid',
});

/**
 * For a signed-in user: "Report a problem", a disclosure opening a short form that tells the lender
 * what is wrong with the device (only someone who has booked it may). Once sent, a thank-you.
 */
export function ProblemReport({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const report = useReportProblem(deviceId);
  const sent = report.isSuccess;

  const formId = `${id}-form`;
  return (
    <section className="problem-report" aria-label={t('share.problem.summary')}>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {t('share.problem.summary')}
      </button>
      <div id={formId} hidden={!open} className="problem-report__body">
        {sent ? (
          <p role="status" className="booking-form__done">
            {t('share.problem.sent')}
          </p>
        ) : (
          <Formik
            initialValues={{ description: '' }}
            validate={({ description }) =>
              description.trim() === '' ? { description: t('share.problem.required') } : {}
            }
            onSubmit={({ description }, helpers) => {
              helpers.setStatus(undefined);
              return report.run(description.trim(), {
                onError: (error) =>
                  helpers.setStatus({
                    error: failureKey(error),
                    values: { max: PROBLEM_MAX },
                  } satisfies FormStatus),
              });
            }}
          >
            <Form className="problem-report__form" noValidate>
              <p className="device-page__hint">{t('share.problem.lead')}</p>
              <TextField
                name="description"
                label={t('share.problem.description')}
                rows={4}
                maxLength={PROBLEM_MAX}
                required
              />
              <InlineFormMessage />
              <FormActions submitLabel={t('share.problem.send')} />
            </Form>
          </Formik>
        )}
      </div>
    </section>
  );
}
