import { FieldArray, Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  CheckboxField,
  ErrorSummary,
  FormActions,
  FormMessage,
  InputField,
  RadioField,
  SelectField,
  TextField,
} from '../../../components/form';
import { localize, useLanguage } from '../../../lib/i18n';
import type { Area } from '../../../lib/lookups/get-areas';
import { useAreaBuildings } from '../../../lib/lookups/get-buildings';
import { smallCategoryGroups, useCategories } from '../../../lib/lookups/get-categories';
import type { DeviceInput } from '../api/save-device';
import { lenderErrorKey } from '../api/errors';
import { DEVICE_PHOTOS_MAX } from '../api/upload-device-image';
import { PhotoEditor } from '../../../components/photo-editor/photo-editor';
import type { PhotoQueue } from '../../../components/photo-editor/photo-queue';
import { useDevicePhotoWords } from './device-photo-words';
import {
  CHARGE_BY,
  DEVICE_FIELD_NAMES,
  DEVICE_LIMITS,
  WEEKDAYS,
  deviceSchema,
  emptyClosure,
  toDeviceInput,
  type DeviceValues,
  type Weekday,
} from './device-values';
import './lender.css';

export interface DeviceFormProps {
  initialValues: DeviceValues;
  areas: readonly Area[];
  /** Saves; a rejection shows on the form (field errors, or a message above the buttons). */
  onSubmit: (input: DeviceInput) => Promise<unknown>;
  cancelHref: string;
  /**
   * A new device's photos, chosen before the first save, for the page to upload once the device
   * has its id (a saved device's photos are edited beside the form, taking effect at once).
   */
  photos?: PhotoQueue;
}

const WEEKDAY_KEYS = {
  '1': 'lender.weekdays.mon',
  '2': 'lender.weekdays.tue',
  '3': 'lender.weekdays.wed',
  '4': 'lender.weekdays.thu',
  '5': 'lender.weekdays.fri',
  '6': 'lender.weekdays.sat',
  '7': 'lender.weekdays.sun',
} as const satisfies Record<Weekday, string>;

const CHARGE_BY_KEYS = {
  booking: 'lender.form.chargeByBooking',
  use: 'lender.form.chargeByUse',
} as const satisfies Record<(typeof CHARGE_BY)[number], string>;

/**
 * The device form (create and edit): what the device is, where, its fee and booking rules, whether
 * it needs approval, who may book it, whether users check in and what they are charged for, and
 * whether it takes bookings. Rules in `device-values.ts`,
 * mirroring the server's.
 */
export function DeviceForm({
  initialValues,
  areas,
  onSubmit,
  cancelHref,
  photos,
}: DeviceFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => deviceSchema(t), [t]);

  async function submit(values: DeviceValues, helpers: FormikHelpers<DeviceValues>) {
    helpers.setStatus(undefined);
    try {
      await onSubmit(toDeviceInput(values));
    } catch (error) {
      applyServerErrors(error, helpers, DEVICE_FIELD_NAMES, lenderErrorKey);
    }
  }

  return (
    <Formik<DeviceValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ values }) => (
        <Form className="form lender-form" noValidate>
          <ErrorSummary />
          <fieldset>
            <legend>{t('lender.form.basics')}</legend>
            <TextField
              name="name"
              label={t('lender.form.name')}
              required
              maxLength={DEVICE_LIMITS.nameMax}
            />
            <TextField
              name="description"
              label={t('lender.form.description')}
              rows={4}
              maxLength={DEVICE_LIMITS.descriptionMax}
            />
            <CategoryField />
          </fieldset>
          {photos && <NewDevicePhotos queue={photos} />}
          <PlaceFields areas={areas} />
          <TextField
            name="usageNotes"
            label={t('lender.form.usageNotes')}
            rows={3}
            maxLength={DEVICE_LIMITS.notesMax}
          />
          <InputField
            name="feePerHour"
            type="number"
            min={0}
            max={DEVICE_LIMITS.feePerHourMax}
            step={1}
            label={t('lender.form.feePerHour')}
            hint={t('lender.form.feeHint')}
            required
          />
          <fieldset>
            <legend>{t('lender.form.rules')}</legend>
            <div className="lender-form__row">
              <InputField
                name="rules.minMinutes"
                type="number"
                min={15}
                max={DEVICE_LIMITS.dayMinutes}
                step={15}
                label={t('lender.form.minMinutes')}
                required
              />
              <InputField
                name="rules.maxMinutes"
                type="number"
                min={15}
                max={DEVICE_LIMITS.dayMinutes}
                step={15}
                label={t('lender.form.maxMinutes')}
                required
              />
            </div>
            <div className="lender-form__row">
              <InputField
                name="rules.advanceDays"
                type="number"
                min={1}
                max={DEVICE_LIMITS.advanceDaysMax}
                step={1}
                label={t('lender.form.advanceDays')}
                required
              />
              <InputField
                name="rules.bufferMinutes"
                type="number"
                min={0}
                max={DEVICE_LIMITS.bufferMax}
                step={15}
                label={t('lender.form.bufferMinutes')}
                required
              />
            </div>
            <div className="lender-form__row">
              <InputField
                name="rules.openFrom"
                type="time"
                step={900}
                label={t('lender.form.openFrom')}
                required
              />
              <InputField
                name="rules.openUntil"
                type="time"
                step={900}
                label={t('lender.form.openUntil')}
                hint={t('lender.form.openUntilHint')}
                required
              />
            </div>
            <WeekdaysField />
            <FieldArray name="rules.closures">
              {({ push, remove }) => (
                <fieldset className="lender-form__closures">
                  <legend>{t('lender.form.closures')}</legend>
                  {values.rules.closures.length === 0 && (
                    <p className="field__hint">{t('lender.form.noClosures')}</p>
                  )}
                  {values.rules.closures.map((closure, index) => (
                    <div key={closure.key} className="lender-form__closure">
                      <InputField
                        name={`rules.closures.${index}.from`}
                        type="date"
                        label={t('lender.form.closureFrom', { number: index + 1 })}
                        required
                      />
                      <InputField
                        name={`rules.closures.${index}.until`}
                        type="date"
                        label={t('lender.form.closureUntil', { number: index + 1 })}
                        required
                      />
                      <InputField
                        name={`rules.closures.${index}.reason`}
                        label={t('lender.form.closureReason', { number: index + 1 })}
                        maxLength={DEVICE_LIMITS.closureReasonMax}
                      />
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => remove(index)}
                      >
                        {t('lender.form.removeClosure', { number: index + 1 })}
                      </button>
                    </div>
                  ))}
                  {values.rules.closures.length < DEVICE_LIMITS.closuresMax && (
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
          </fieldset>
          <CheckboxField name="requiresApproval" label={t('lender.form.requiresApproval')} />
          <QualificationFields />
          <CheckInFields />
          <CheckboxField name="active" label={t('lender.form.active')} />
          <FormMessage />
          <FormActions
            submitLabel={t('lender.form.submit')}
            cancel={{ label: t('lender.form.back'), to: cancelHref }}
          />
        </Form>
      )}
    </Formik>
  );
}

/** The photos chosen for a device not saved yet (named by the name typed so far). */
function NewDevicePhotos({ queue }: { queue: PhotoQueue }) {
  const { values, isSubmitting } = useFormikContext<DeviceValues>();
  return (
    <PhotoEditor
      queue={queue}
      max={DEVICE_PHOTOS_MAX}
      words={useDevicePhotoWords(values.name)}
      headingLevel={2}
      disabled={isSubmitting}
    />
  );
}

/**
 * Who may book: anyone, or only the users the lender qualified; then, optionally, the days without
 * a use after which a qualification lapses (blank: never).
 */
function QualificationFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<DeviceValues>();
  return (
    <fieldset>
      <legend>{t('lender.form.qualification')}</legend>
      <CheckboxField name="qualification.required" label={t('lender.form.qualificationRequired')} />
      {values.qualification.required && (
        <InputField
          name="qualification.idleDays"
          type="number"
          min={1}
          max={DEVICE_LIMITS.idleDaysMax}
          step={1}
          label={t('lender.form.idleDays')}
          hint={t('lender.form.idleDaysHint', { max: DEVICE_LIMITS.idleDaysMax })}
        />
      )}
    </fieldset>
  );
}

/**
 * Check-in and charging: whether users must check in, within how many minutes after the start
 * (else the reservation is released as a no-show), and whether a reservation is charged for the
 * booked time or the time used (from check-in to finish, in 15-minute slots).
 */
function CheckInFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<DeviceValues>();
  return (
    <fieldset>
      <legend>{t('lender.form.checkIn')}</legend>
      <CheckboxField name="checkIn.required" label={t('lender.form.checkInRequired')} />
      {values.checkIn.required && (
        <InputField
          name="checkIn.graceMinutes"
          type="number"
          min={0}
          max={DEVICE_LIMITS.graceMinutesMax}
          step={1}
          label={t('lender.form.graceMinutes')}
          hint={t('lender.form.graceMinutesHint', { max: DEVICE_LIMITS.graceMinutesMax })}
          required
        />
      )}
      <RadioField
        name="chargeBy"
        label={t('lender.form.chargeBy')}
        hint={t('lender.form.chargeByHint')}
        options={CHARGE_BY.map((value) => ({ value, label: t(CHARGE_BY_KEYS[value]) }))}
      />
    </fieldset>
  );
}

/** The device's category: optional, a small category of the shared category tree. */
function CategoryField() {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  const groups = useMemo(
    () =>
      categories.status === 'success'
        ? smallCategoryGroups(categories.data.categories, language)
        : [],
    [categories, language],
  );
  return (
    <SelectField
      name="categoryId"
      label={t('lender.form.category')}
      placeholder={t('lender.form.noCategory')}
      groups={groups}
    />
  );
}

function PlaceFields({ areas }: { areas: readonly Area[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { values, setFieldValue } = useFormikContext<DeviceValues>();
  const areaId = values.place.areaId;
  const buildings = useAreaBuildings(areaId);
  const buildingOptions =
    buildings.status === 'success'
      ? buildings.data.map((b) => ({ value: b.id, label: localize(b.name, language) }))
      : [];
  return (
    <fieldset>
      <legend>{t('lender.form.place')}</legend>
      <div className="lender-form__row">
        <SelectField
          name="place.areaId"
          label={t('lender.form.area')}
          required
          placeholder={t('lender.form.select')}
          options={areas.map((a) => ({ value: a.id, label: localize(a.name, language) }))}
          onChosen={() => void setFieldValue('place.buildingId', '')}
        />
        <SelectField
          name="place.buildingId"
          label={t('lender.form.building')}
          required
          disabled={areaId === ''}
          placeholder={t('lender.form.select')}
          options={
            // Keep the saved building selectable while the list loads.
            buildingOptions.length === 0 && values.place.buildingId !== ''
              ? [{ value: values.place.buildingId, label: values.place.buildingId }]
              : buildingOptions
          }
        />
        <TextField
          name="place.room"
          label={t('lender.form.room')}
          maxLength={DEVICE_LIMITS.roomMax}
        />
      </div>
    </fieldset>
  );
}

/** The bookable weekdays, Monday to Sunday, as checkboxes (at least one). */
function WeekdaysField() {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<Weekday[]>('rules.weekdays');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const toggle = (day: Weekday, on: boolean) => {
    const next = on ? [...field.value, day] : field.value.filter((d) => d !== day);
    void helpers.setValue(WEEKDAYS.filter((d) => next.includes(d)));
    void helpers.setTouched(true, false);
  };
  return (
    <fieldset
      className={
        error ? 'field field--invalid lender-form__weekdays' : 'field lender-form__weekdays'
      }
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{t('lender.form.weekdays')}</legend>
      <div className="lender-form__weekday-boxes">
        {WEEKDAYS.map((day) => (
          <label key={day} className="lender-form__weekday">
            <input
              type="checkbox"
              name="rules.weekdays"
              value={day}
              checked={field.value.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
            />
            {t(WEEKDAY_KEYS[day])}
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
