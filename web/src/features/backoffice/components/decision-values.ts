import type { TFunction } from 'i18next';
import * as yup from 'yup';
import {
  EXHIBIT_LIMITS,
  type BackofficeStage,
  type DecisionResult,
} from '../../../lib/exhibit-admin-types';
import { storableText } from '../../../lib/text-rules';

export interface DecisionValues {
  result: DecisionResult | '';
  comment: string;
}

/** The results a stage may record: only the junk-inquiry officer hands on to external funds. */
export function resultsOf(stage: BackofficeStage): DecisionResult[] {
  return stage === 'junk' ? ['approved', 'rejected', 'propagated'] : ['approved', 'rejected'];
}

/** The server's `decisionInputSchema`: a result, and a comment (required when rejecting). */
export function decisionSchema(t: TFunction, stage: BackofficeStage) {
  return yup.object({
    result: yup
      .string()
      .default('')
      .required(t('backoffice.decide.resultRequired'))
      .oneOf(resultsOf(stage), t('backoffice.decide.resultRequired')),
    comment: storableText(
      yup
        .string()
        .default('')
        .trim()
        .max(
          EXHIBIT_LIMITS.reasonMax,
          t('backoffice.decide.commentMax', { count: EXHIBIT_LIMITS.reasonMax }),
        ),
      t,
      true,
    ).when('result', {
      is: 'rejected',
      then: (schema) => schema.required(t('backoffice.decide.commentRequired')),
    }),
  });
}
