import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeys } from '../../../lib/error-keys';
import { requestTraining, TRAINING_MESSAGE_MAX } from '../api/request-training';

const failureKey = errorKeys({
  profile_required: 'share.qualification.errors.profileRequired',
  training_not_needed: 'share.qualification.errors.notNeeded',
});

/** Asks the lender for training, with an optional message; `onRequested` once it was sent. */
export function TrainingRequestForm({
  deviceId,
  onRequested,
}: {
  deviceId: string;
  onRequested: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSending(true);
    try {
      await requestTraining(deviceId, message.trim());
      onRequested();
    } catch (error) {
      setFailure(t(failureKey(error)));
      setSending(false);
    }
  };

  return (
    <form className="training-request" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          {t('share.qualification.message')}
        </label>
        <textarea
          id={`${id}-message`}
          className="field__control"
          rows={3}
          maxLength={TRAINING_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {failure && (
        <p role="alert" className="state state--error">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={sending} aria-busy={sending}>
        {t('share.qualification.request')}
      </button>
    </form>
  );
}
