import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  CheckboxField,
  EnumRadioField,
  ErrorSummary,
  FormActions,
  FormMessage,
  InputField,
  PlaceFields,
  SelectField,
  TextField,
  ToggledInputField,
  wholeNumber,
} from '../../../components/form';
import { useLanguage } from '../../../lib/i18n';
import type { Area } from '../../../lib/lookups/get-areas';
import { smallCategoryGroups, useCategories } from '../../../lib/lookups/get-categories';
import type { DeviceInput } from '../api/save-device';
import { lenderErrorKey } from '../api/errors';
import { DEVICE_PHOTOS_MAX } from '../api/upload-device-image';
import { PhotoEditor } from '../../../components/photo-editor/photo-editor';
import type { PhotoQueue } from '../../../components/photo-editor/photo-queue';
import { AssistanceFields } from './assistance-fields';
import { useDevicePhotoWords } from './device-photo-words';
import { DeviceRulesFields } from './device-rules-fields';
import { OutsideFeesFields } from './outside-fees-fields';
import {
  CHARGE_BY,
  DEVICE_FIELD_NAMES,
  DEVICE_LIMITS,
  deviceSchema,
  toDeviceInput,
  type DeviceValues,
} from './device-values';
import './lender.css';

export interface DeviceFormProps {
  initialValues: DeviceValues;
  areas: readonly Area[];
  /**
   * Saves, settling once done; a refusal goes to `onRefused`, which shows it on the form (field
   * errors, or a message above the buttons).
   */
  onSubmit: (input: DeviceInput, onRefused: (error: unknown) => void) => Promise<void>;
  cancelHref: string;
  /**
   * A new device's photos, chosen before the first save, for the page to upload once the device
   * has its id (a saved device's photos are edited beside the form, taking effect at once).
   */
  photos?: PhotoQueue;
}

const CHARGE_BY_KEYS = {
  booking: 'lender.form.chargeByBooking',
  use: 'lender.form.chargeByUse',
} as const satisfies Record<(typeof CHARGE_BY)[number], string>;

/**
 * The device form (create and edit): what the device is, where, its fee (and those of users from
 * other universities and companies) and booking rules, whether it needs approval, who may book it,
 * whether users check in and what they are charged for, the assisted sessions it offers, whether
 * users report each session, and whether it takes bookings.
 * Rules in `device-values.ts`, mirroring the server's.
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
    await onSubmit(toDeviceInput(values), (error) =>
      applyServerErrors(error, helpers, DEVICE_FIELD_NAMES, lenderErrorKey),
    );
  }

  return (
    <Formik<DeviceValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {() => (
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
          <PlaceFields
            legend={t('lender.form.place')}
            areas={areas}
            roomMax={DEVICE_LIMITS.roomMax}
          />
          <TextField
            name="usageNotes"
            label={t('lender.form.usageNotes')}
            rows={3}
            maxLength={DEVICE_LIMITS.notesMax}
          />
          <InputField
            name="feePerHour"
            {...wholeNumber(0, DEVICE_LIMITS.feePerHourMax)}
            label={t('lender.form.feePerHour')}
            hint={t('lender.form.feeHint')}
            required
          />
          <OutsideFeesFields />
          <DeviceRulesFields />
          <CheckboxField name="requiresApproval" label={t('lender.form.requiresApproval')} />
          <ToggledRuleFields rule="qualification" />
          <CheckInFields />
          <AssistanceFields />
          <UsageReportFields />
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
 * The rules a box turns on, each then asking for a whole number: `qualification`, who may book
 * (anyone, or only the users the lender qualified; then, optionally, the days without a use after
 * which a qualification lapses, blank: never), `checkIn`, whether users must check in, within
 * how many minutes after the start (else the reservation is released as a no-show), and
 * `usageReports`, whether users report each session, within how many days of its end (else the
 * report is overdue, and they cannot book the device again until they file it).
 */
const TOGGLED_RULES = {
  qualification: { number: 'idleDays', min: 1, max: DEVICE_LIMITS.idleDaysMax, required: false },
  checkIn: { number: 'graceMinutes', min: 0, max: DEVICE_LIMITS.graceMinutesMax, required: true },
  usageReports: {
    number: 'withinDays',
    min: 1,
    max: DEVICE_LIMITS.reportWithinDaysMax,
    required: true,
  },
} as const;

/** One of the `TOGGLED_RULES` as a fieldset: its box, the number it asks for, then `children`. */
function ToggledRuleFields({
  rule,
  children,
}: {
  rule: keyof typeof TOGGLED_RULES;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { number, min, max, required } = TOGGLED_RULES[rule];
  return (
    <fieldset>
      <legend>{t(`lender.form.${rule}`)}</legend>
      <ToggledInputField
        toggle={`${rule}.required`}
        toggleLabel={t(`lender.form.${rule}Required`)}
        name={`${rule}.${number}`}
        {...wholeNumber(min, max)}
        label={t(`lender.form.${number}`)}
        hint={t(`lender.form.${number}Hint`, { max })}
        required={required}
      />
      {children}
    </fieldset>
  );
}

/**
 * Check-in and charging: the check-in rule, and whether a reservation is charged for the booked
 * time or the time used (from check-in to finish, in 15-minute slots).
 */
function CheckInFields() {
  const { t } = useTranslation();
  return (
    <ToggledRuleFields rule="checkIn">
      <EnumRadioField
        name="chargeBy"
        label={t('lender.form.chargeBy')}
        hint={t('lender.form.chargeByHint')}
        values={CHARGE_BY}
        labelOf={(value) => t(CHARGE_BY_KEYS[value])}
      />
    </ToggledRuleFields>
  );
}

/**
 * Usage reports (利用報告): the rule, then, while reports are required, the acknowledgement their
 * users are shown when they report (e.g. the grant number to cite in publications).
 */
function UsageReportFields() {
  const { t } = useTranslation();
  const [{ value: required }] = useField<boolean>('usageReports.required');
  return (
    <ToggledRuleFields rule="usageReports">
      {required && (
        <TextField
          name="usageReports.acknowledgement"
          label={t('lender.form.acknowledgement')}
          hint={t('lender.form.acknowledgementHint', { max: DEVICE_LIMITS.acknowledgementMax })}
          rows={3}
          maxLength={DEVICE_LIMITS.acknowledgementMax}
        />
      )}
    </ToggledRuleFields>
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
