import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  FormActions,
  FormMessage,
  RadioField,
  TextField,
} from '../../../components/form';
import {
  EXHIBIT_LIMITS,
  type BackofficeStage,
  type DecisionResult,
} from '../../../lib/exhibit-admin-types';
import { useDecide } from '../api/decide';
import { decisionSchema, resultsOf, type DecisionValues } from './decision-values';
import { backofficeErrorKey } from '../api/errors';

export interface DecisionFormProps {
  stage: BackofficeStage;
  /** The exhibit whose application is decided. */
  exhibitId: string;
  /** The decision was taken (the application is fetched again). */
  onDecided: () => void;
}

/** Approve, return (with the reason the owner reads) or, in junk inquiry, hand to external funds. */
export function DecisionForm({ stage, exhibitId, onDecided }: DecisionFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => decisionSchema(t, stage), [t, stage]);
  const deciding = useDecide(stage, exhibitId);

  function submit(values: DecisionValues, helpers: FormikHelpers<DecisionValues>) {
    helpers.setStatus(undefined);
    return deciding.run(
      { result: values.result as DecisionResult, comment: values.comment.trim() },
      {
        onSuccess: onDecided,
        onError: (error) =>
          applyServerErrors(error, helpers, ['result', 'comment'], backofficeErrorKey),
      },
    );
  }

  return (
    <Formik<DecisionValues>
      initialValues={{ result: '', comment: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values }) => (
        <Form className="form" noValidate>
          <RadioField
            name="result"
            label={t('backoffice.decide.result')}
            required
            options={resultsOf(stage).map((value) => ({
              value,
              label: t(`backoffice.decide.${value}`),
            }))}
          />
          <TextField
            name="comment"
            label={t('backoffice.decide.comment')}
            rows={4}
            required={values.result === 'rejected'}
            maxLength={EXHIBIT_LIMITS.reasonMax}
            hint={t('backoffice.decide.commentHint')}
          />
          <FormMessage />
          <FormActions submitLabel={t('backoffice.decide.submit')} />
        </Form>
      )}
    </Formik>
  );
}
