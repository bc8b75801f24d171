import type { OutsideClass } from '@campus/model/outside-user-types';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxField, InputField, wholeNumber } from '../../../components/form';
import { OUTSIDE_CLASSES } from '../../../components/share-mode/rate-class';
import { DEVICE_LIMITS } from './device-values';

const OUTSIDE_FEE_KEYS = {
  academic: 'lender.form.academicFee',
  industry: 'lender.form.industryFee',
} as const satisfies Record<OutsideClass, string>;

/**
 * Users from outside the campus (issue 33, part 4): whether users from other universities and
 * companies are charged fees of their own, and while they are, those fees per hour (else they pay
 * the campus fee, `feePerHour`).
 */
export function OutsideFeesFields() {
  const { t } = useTranslation();
  const [{ value: charged }] = useField<boolean>('outsideFees.charged');
  const fee = wholeNumber(0, DEVICE_LIMITS.feePerHourMax);
  return (
    <fieldset>
      <legend>{t('lender.form.outsideFees')}</legend>
      <CheckboxField name="outsideFees.charged" label={t('lender.form.outsideFeesCharged')} />
      <p className="field__hint">{t('lender.form.outsideFeesHint')}</p>
      {charged && (
        <div className="form__row">
          {OUTSIDE_CLASSES.map((rateClass) => (
            <InputField
              key={rateClass}
              name={`outsideFees.${rateClass}`}
              {...fee}
              label={t(OUTSIDE_FEE_KEYS[rateClass])}
              hint={t('lender.form.feeHint')}
              required
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
