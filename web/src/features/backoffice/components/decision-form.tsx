import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioField, TextField, applyServerErrors } from '../../../components/form';
import { generalError } from '../../../lib/api-client';
import {
  EXHIBIT_LIMITS,
  type BackofficeStage,
  type DecisionResult,
} from '../../../lib/exhibit-admin-types';
import type { DecisionInput } from '../api/decide';
import { decisionSchema, resultsOf, type DecisionValues } from './decision-values';
import { backofficeErrorKey, type BackofficeErrorKey } from '../api/errors';

export interface DecisionFormProps {
  stage: BackofficeStage;
  onDecide: (input: DecisionInput) => Promise<void>;
}

/** Approve, return (with the reason the owner reads) or, in junk inquiry, hand to external funds. */
export function DecisionForm({ stage, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => decisionSchema(t, stage), [t, stage]);
  const [failure, setFailure] = useState<BackofficeErrorKey | null>(null);

  async function submit(values: DecisionValues, helpers: FormikHelpers<DecisionValues>) {
    setFailure(null);
    try {
      await onDecide({ result: values.result as DecisionResult, comment: values.comment.trim() });
    } catch (error) {
      applyServerErrors(error, helpers, ['result', 'comment']);
      helpers.setStatus(undefined);
      if (generalError(error, ['result', 'comment']) !== null)
        setFailure(backofficeErrorKey(error));
    }
  }

  return (
    <Formik<DecisionValues>
      initialValues={{ result: '', comment: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting, values }) => (
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
          {failure && (
            <p role="alert" className="form__message form__message--error">
              {t(failure)}
            </p>
          )}
          <div className="form__actions">
            <button
              type="submit"
              className="button"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              {t('backoffice.decide.submit')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
