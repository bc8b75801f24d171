import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxesField, InputField, wholeNumber } from '../../../components/form';
import {
  DEVICE_LIMITS,
  WEEKDAYS,
  emptyClosure,
  type DeviceValues,
  type Weekday,
} from './device-values';

const WEEKDAY_KEYS = {
  '1': 'lender.weekdays.mon',
  '2': 'lender.weekdays.tue',
  '3': 'lender.weekdays.wed',
  '4': 'lender.weekdays.thu',
  '5': 'lender.weekdays.fri',
  '6': 'lender.weekdays.sat',
  '7': 'lender.weekdays.sun',
} as const satisfies Record<Weekday, string>;

/** A length of time on the 15-minute grid, in minutes (a booking's shortest, longest, the buffer). */
function MinutesField(props: { name: string; label: string; min: number; max: number }) {
  return <InputField {...props} type="number" step={15} required />;
}

/** A time of day on the 15-minute grid (the hours the device is open). */
function TimeOfDayField(props: { name: string; label: string; hint?: string }) {
  return <InputField {...props} type="time" step={900} required />;
}

/**
 * The device's booking rules: the shortest and longest booking, how many days ahead, the buffer
 * between bookings, the hours it is open, the weekdays and the closed periods.
 */
export function DeviceRulesFields() {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('lender.form.rules')}</legend>
      <div className="form__row">
        {(['minMinutes', 'maxMinutes'] as const).map((rule) => (
          <MinutesField
            key={rule}
            name={`rules.${rule}`}
            label={t(`lender.form.${rule}`)}
            min={15}
            max={DEVICE_LIMITS.dayMinutes}
          />
        ))}
      </div>
      <div className="form__row">
        <InputField
          name="rules.advanceDays"
          {...wholeNumber(1, DEVICE_LIMITS.advanceDaysMax)}
          label={t('lender.form.advanceDays')}
          required
        />
        <MinutesField
          name="rules.bufferMinutes"
          label={t('lender.form.bufferMinutes')}
          min={0}
          max={DEVICE_LIMITS.bufferMax}
        />
      </div>
      <div className="form__row">
        <TimeOfDayField name="rules.openFrom" label={t('lender.form.openFrom')} />
        <TimeOfDayField
          name="rules.openUntil"
          label={t('lender.form.openUntil')}
          hint={t('lender.form.openUntilHint')}
        />
      </div>
      <WeekdaysField />
      <ClosuresField />
    </fieldset>
  );
}

/** The periods the device is closed (up to `closuresMax`), each from a date until a date. */
function ClosuresField() {
  const { t } = useTranslation();
  const { values } = useFormikContext<DeviceValues>();
  const { closures } = values.rules;
  return (
    <FieldArray name="rules.closures">
      {({ push, remove }) => (
        <fieldset className="lender-form__closures">
          <legend>{t('lender.form.closures')}</legend>
          {closures.length === 0 && <p className="field__hint">{t('lender.form.noClosures')}</p>}
          {closures.map((closure, index) => {
            const number = index + 1;
            const name = (field: string) => `rules.closures.${index}.${field}`;
            return (
              <div key={closure.key} className="lender-form__closure">
                <InputField
                  name={name('from')}
                  type="date"
                  label={t('lender.form.closureFrom', { number })}
                  required
                />
                <InputField
                  name={name('until')}
                  type="date"
                  label={t('lender.form.closureUntil', { number })}
                  required
                />
                <InputField
                  name={name('reason')}
                  label={t('lender.form.closureReason', { number })}
                  maxLength={DEVICE_LIMITS.closureReasonMax}
                />
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => remove(index)}
                >
                  {t('lender.form.removeClosure', { number })}
                </button>
              </div>
            );
          })}
          {closures.length < DEVICE_LIMITS.closuresMax && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => push(emptyClosure())}
            >
              {t('lender.form.addClosure')}
            </button>
          )}
        </fieldset>
      )}
    </FieldArray>
  );
}

/** The bookable weekdays, Monday to Sunday, as checkboxes (at least one). */
function WeekdaysField() {
  const { t } = useTranslation();
  return (
    <CheckboxesField
      name="rules.weekdays"
      label={t('lender.form.weekdays')}
      options={WEEKDAYS.map((day) => ({ value: day, label: t(WEEKDAY_KEYS[day]) }))}
    />
  );
}
