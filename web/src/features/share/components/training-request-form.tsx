import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  FormActions,
  InlineFormMessage,
  TextField,
  type FormStatus,
} from '../../../components/form';
import { errorKeys } from '../../../lib/error-keys';
import { TRAINING_MESSAGE_MAX, useRequestTraining } from '../api/request-training';

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
  const request = useRequestTraining(deviceId);
  return (
    <Formik
      initialValues={{ message: '' }}
      onSubmit={({ message }, helpers) => {
        helpers.setStatus(undefined);
        return request.run(message.trim(), {
          onSuccess: onRequested,
          onError: (error) => helpers.setStatus({ error: failureKey(error) } satisfies FormStatus),
        });
      }}
    >
      <Form className="training-request" noValidate>
        <TextField
          name="message"
          label={t('share.qualification.message')}
          rows={3}
          maxLength={TRAINING_MESSAGE_MAX}
        />
        <InlineFormMessage />
        <FormActions submitLabel={t('share.qualification.request')} />
      </Form>
    </Formik>
  );
}
