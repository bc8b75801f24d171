import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeys } from '../../../lib/error-keys';
import { PROBLEM_MAX, reportProblem } from '../api/report-problem';

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
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    if (text === '') {
      setFailure(t('share.problem.required'));
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await reportProblem(deviceId, text);
      setSent(true);
      setDescription('');
    } catch (error) {
      setFailure(t(failureKey(error), { max: PROBLEM_MAX }));
    } finally {
      setSending(false);
    }
  };

  const formId = `${id}-form`;
  const failureId = `${id}-failure`;
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
          <form className="problem-report__form" noValidate onSubmit={(e) => void submit(e)}>
            <p className="device-page__hint">{t('share.problem.lead')}</p>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-description`}>
                {t('share.problem.description')}
              </label>
              <textarea
                id={`${id}-description`}
                className="field__control"
                rows={4}
                maxLength={PROBLEM_MAX}
                required
                value={description}
                aria-describedby={failure ? failureId : undefined}
                onChange={(event) => setDescription(event.target.value)}
              />
            </div>
            {failure && (
              <p id={failureId} role="alert" className="state state--error">
                {failure}
              </p>
            )}
            <button type="submit" className="button" disabled={sending} aria-busy={sending}>
              {t('share.problem.send')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
