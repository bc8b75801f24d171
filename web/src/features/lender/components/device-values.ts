import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { DEVICE_LIMITS } from '@campus/model/limits';
import { isYmd } from '../../../lib/share-mode/tokyo-grid';
import { CHARGE_BY, type ChargeBy } from '@campus/model/share-types';
import type { Device } from '../../../lib/share-mode/types';
import type { DeviceInput } from '../api/save-device';
import {
  boundedText,
  CALENDAR_DATE_YEARS,
  textProblem,
  yearsBounded,
} from '../../../lib/text-rules';

/**
 * The values of the device form (create and edit) and their yup rules, mirroring the server's
 * `deviceInputSchema` (`functions/src/model/device.ts`) field by field. Numbers are kept as the
 * text typed; bookable hours as `HH:mm` time values (an end of `00:00` is midnight at the end of the
 * day, 24:00); weekdays as the checked ISO weekdays ('1' = Monday ... '7' = Sunday); the days
 * without a use before a qualification lapses as text, blank for never; the check-in's grace
 * minutes, the assisted sessions' fee, the outside users' fees and the days to file a usage report
 * in as text.
 */

export { CHARGE_BY, DEVICE_LIMITS };

/** The grace of a check-in when the form has none to keep (the server's default). */
export const CHECK_IN_GRACE_DEFAULT = 15;

/** The days to file a usage report in when the form has none to keep (the server's default). */
export const REPORT_WITHIN_DAYS_DEFAULT = 14;

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ClosureValues {
  /** A stable key for the list. */
  key: string;
  /** `YYYY-MM-DD` (date inputs). */
  from: string;
  until: string;
  reason: string;
}

export interface DeviceValues {
  name: string;
  description: string;
  categoryId: string;
  place: { areaId: string; buildingId: string; room: string };
  usageNotes: string;
  feePerHour: string;
  /**
   * Users from other universities and companies (issue 33, part 4): charged fees of their own or
   * not (then they pay `feePerHour`), and those fees per hour (text; sent only when `charged`).
   */
  outsideFees: { charged: boolean; academic: string; industry: string };
  rules: {
    minMinutes: string;
    maxMinutes: string;
    advanceDays: string;
    bufferMinutes: string;
    /** `HH:mm`. */
    openFrom: string;
    openUntil: string;
    weekdays: Weekday[];
    closures: ClosureValues[];
  };
  requiresApproval: boolean;
  active: boolean;
  /**
   * Who may book: anyone, or only the users the lender qualified (issue 19), whose qualification
   * lapses after `idleDays` days without a use (blank: never; sent only when `required`).
   */
  qualification: { required: boolean; idleDays: string };
  /**
   * Whether users must check in, and within how many minutes after the start (0 to 120, text),
   * else the reservation is released as a no-show (issue 19).
   */
  checkIn: { required: boolean; graceMinutes: string };
  /** What a reservation is charged for: the booked time, or the time used (check-in to finish). */
  chargeBy: ChargeBy;
  /**
   * Assisted sessions (issue 33): offered or not, the fee per 15-minute slot booked (text), and
   * the staff, uids of members of the lending group (at least one while offered).
   */
  assistance: { offered: boolean; feePerSlot: string; staffIds: string[] };
  /**
   * Usage reports (issue 33, part 3): whether users report each session, within how many days of
   * its end (1 to 90, text), and the acknowledgement (e.g. a grant number) they are shown then.
   */
  usageReports: { required: boolean; withinDays: string; acknowledgement: string };
}

/** The form's top-level fields, named as the server names them (for `applyServerErrors`). */
export const DEVICE_FIELD_NAMES = [
  'name',
  'description',
  'categoryId',
  'place',
  'usageNotes',
  'feePerHour',
  'outsideFees',
  'rules',
  'requiresApproval',
  'active',
  'qualification',
  'checkIn',
  'chargeBy',
  'assistance',
  'usageReports',
] as const;

let keySeed = 0;
export function emptyClosure(): ClosureValues {
  keySeed += 1;
  return { key: `closure-${keySeed}`, from: '', until: '', reason: '' };
}

export function emptyDeviceValues(): DeviceValues {
  return {
    name: '',
    description: '',
    categoryId: '',
    place: { areaId: '', buildingId: '', room: '' },
    usageNotes: '',
    feePerHour: '0',
    outsideFees: { charged: false, academic: '', industry: '' },
    rules: {
      minMinutes: '30',
      maxMinutes: '120',
      advanceDays: '30',
      bufferMinutes: '0',
      openFrom: '09:00',
      openUntil: '18:00',
      weekdays: ['1', '2', '3', '4', '5'],
      closures: [],
    },
    requiresApproval: false,
    active: true,
    qualification: { required: false, idleDays: '' },
    checkIn: { required: false, graceMinutes: String(CHECK_IN_GRACE_DEFAULT) },
    chargeBy: 'booking',
    assistance: { offered: false, feePerSlot: '0', staffIds: [] },
    usageReports: {
      required: false,
      withinDays: String(REPORT_WITHIN_DAYS_DEFAULT),
      acknowledgement: '',
    },
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 540 -> `09:00`; 1440 (the end of the day) -> `00:00`. */
export function minutesToTime(minutes: number): string {
  const m = minutes % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** `09:00` -> 540; null for anything else. `endOfDay`: `00:00` is 1440 (midnight ending the day). */
export function timeToMinutes(value: string, endOfDay = false): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const total = hours * 60 + minutes;
  return endOfDay && total === 0 ? 1440 : total;
}

const isWeekday = (value: string): value is Weekday =>
  (WEEKDAYS as readonly string[]).includes(value);

/** The edit form's values of a device. */
export function deviceValuesOf(device: Device): DeviceValues {
  return {
    name: device.name,
    description: device.description,
    categoryId: device.categoryId,
    place: { ...device.place },
    usageNotes: device.usageNotes,
    feePerHour: String(device.feePerHour),
    outsideFees:
      device.outsideFees === null
        ? { charged: false, academic: '', industry: '' }
        : {
            charged: true,
            academic: String(device.outsideFees.academic),
            industry: String(device.outsideFees.industry),
          },
    rules: {
      minMinutes: String(device.rules.minMinutes),
      maxMinutes: String(device.rules.maxMinutes),
      advanceDays: String(device.rules.advanceDays),
      bufferMinutes: String(device.rules.bufferMinutes),
      openFrom: minutesToTime(device.rules.openFrom),
      openUntil: minutesToTime(device.rules.openUntil),
      weekdays: WEEKDAYS.filter((d) => device.rules.weekdays.map(String).includes(d)),
      closures: device.rules.closures.map((c) => ({ ...emptyClosure(), ...c })),
    },
    requiresApproval: device.requiresApproval,
    active: device.active,
    qualification: {
      required: device.qualification.required,
      idleDays: device.qualification.idleDays === null ? '' : String(device.qualification.idleDays),
    },
    checkIn: {
      required: device.checkIn.required,
      graceMinutes: String(device.checkIn.graceMinutes),
    },
    chargeBy: device.chargeBy,
    assistance: {
      offered: device.assistance.offered,
      feePerSlot: String(device.assistance.feePerSlot),
      staffIds: [...device.assistance.staffIds],
    },
    usageReports: {
      required: device.usageReports.required,
      withinDays: String(device.usageReports.withinDays),
      acknowledgement: device.usageReports.acknowledgement,
    },
  };
}

/** The request body of valid values (the schema has passed). */
export function toDeviceInput(values: DeviceValues): DeviceInput {
  const { rules } = values;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId.trim(),
    place: {
      areaId: values.place.areaId,
      buildingId: values.place.buildingId,
      room: values.place.room.trim(),
    },
    usageNotes: values.usageNotes.trim(),
    feePerHour: Number(values.feePerHour),
    outsideFees: outsideFeesInput(values.outsideFees),
    rules: {
      minMinutes: Number(rules.minMinutes),
      maxMinutes: Number(rules.maxMinutes),
      advanceDays: Number(rules.advanceDays),
      bufferMinutes: Number(rules.bufferMinutes),
      openFrom: timeToMinutes(rules.openFrom) ?? 0,
      openUntil: timeToMinutes(rules.openUntil, true) ?? 0,
      weekdays: rules.weekdays
        .filter(isWeekday)
        .map(Number)
        .sort((a, b) => a - b),
      closures: rules.closures.map(({ from, until, reason }) => ({
        from,
        until,
        reason: reason.trim(),
      })),
    },
    requiresApproval: values.requiresApproval,
    active: values.active,
    qualification: qualificationInput(values.qualification),
    checkIn: checkInInput(values.checkIn),
    chargeBy: values.chargeBy,
    assistance: assistanceInput(values.assistance),
    usageReports: usageReportsInput(values.usageReports),
  };
}

/** The outside users' fees of valid values: none (null) unless charged differently. */
function outsideFeesInput({ charged, academic, industry }: DeviceValues['outsideFees']) {
  return charged ? { academic: Number(academic), industry: Number(industry) } : null;
}

/** The rule of valid values: the lapse only with qualified users only, blank as never (null). */
function qualificationInput({ required, idleDays }: DeviceValues['qualification']) {
  const days = idleDays.trim();
  return { required, idleDays: required && days !== '' ? Number(days) : null };
}

const WHOLE = /^\d+$/;

/**
 * The check-in rule of valid values. The grace is checked only while check-ins are required; when
 * they are not, a grace that is not a valid one is sent as the default.
 */
function checkInInput({ required, graceMinutes }: DeviceValues['checkIn']) {
  const minutes = graceMinutes.trim();
  const valid = WHOLE.test(minutes) && Number(minutes) <= DEVICE_LIMITS.graceMinutesMax;
  return {
    required,
    graceMinutes: required || valid ? Number(minutes) : CHECK_IN_GRACE_DEFAULT,
  };
}

/**
 * The assisted sessions of valid values. The fee and the staff are checked only while offered;
 * when not, a fee that is not a valid one is sent as 0, and no staff (they show only while
 * offered, so none the server could refuse, a member who has left the group, stays unseen).
 */
function assistanceInput({ offered, feePerSlot, staffIds }: DeviceValues['assistance']) {
  const fee = feePerSlot.trim();
  const valid = WHOLE.test(fee) && Number(fee) <= DEVICE_LIMITS.assistanceFeePerSlotMax;
  return {
    offered,
    feePerSlot: offered || valid ? Number(fee) : 0,
    staffIds: offered ? [...staffIds] : [],
  };
}

/**
 * The usage reports of valid values. The days and the acknowledgement are checked only while
 * reports are required; when they are not, days that are not valid are sent as the default, and
 * an acknowledgement the server would refuse as none (a valid one is kept for the next time).
 */
function usageReportsInput({
  required,
  withinDays,
  acknowledgement,
}: DeviceValues['usageReports']) {
  const days = withinDays.trim();
  const validDays =
    WHOLE.test(days) && Number(days) >= 1 && Number(days) <= DEVICE_LIMITS.reportWithinDaysMax;
  const note = acknowledgement.trim();
  const validNote =
    note.length <= DEVICE_LIMITS.acknowledgementMax && textProblem(note, true) === null;
  return {
    required,
    withinDays: required || validDays ? Number(days) : REPORT_WITHIN_DAYS_DEFAULT,
    acknowledgement: required || validNote ? note : '',
  };
}

function text(t: TFunction, max: number, required = false, multiline = false) {
  const base = boundedText(t, max, t('lender.form.errors.max', { count: max }), multiline);
  return required ? base.required(t('lender.form.errors.required')) : base;
}

/** A whole number typed as text, within `min`..`max`, optionally on the 15-minute grid. */
export function whole(t: TFunction, min: number, max: number, slot = false) {
  let schema = yup
    .string()
    .default('')
    .trim()
    .required(t('lender.form.errors.required'))
    .matches(WHOLE, t('lender.form.errors.whole'))
    .test('range', t('lender.form.errors.range', { min, max }), (v) => {
      const n = Number(v);
      return n >= min && n <= max;
    });
  if (slot) schema = schema.test('slot', t('lender.form.errors.slot'), (v) => Number(v) % 15 === 0);
  return schema;
}

/** `whole` that may also be left blank. */
function optionalWhole(t: TFunction, min: number, max: number) {
  const blank = (v: string | undefined) => (v ?? '') === '';
  return yup
    .string()
    .default('')
    .trim()
    .test('whole', t('lender.form.errors.whole'), (v) => blank(v) || WHOLE.test(v ?? ''))
    .test('range', t('lender.form.errors.range', { min, max }), (v) => {
      if (blank(v) || !WHOLE.test(v ?? '')) return true;
      const n = Number(v);
      return n >= min && n <= max;
    });
}

function time(t: TFunction, endOfDay: boolean) {
  return yup
    .string()
    .default('')
    .required(t('lender.form.errors.required'))
    .test('time', t('lender.form.errors.time'), (v) => timeToMinutes(v, endOfDay) !== null)
    .test('slot', t('lender.form.errors.slot'), (v) => {
      const m = timeToMinutes(v, endOfDay);
      return m === null || m % 15 === 0;
    });
}

/** A real `YYYY-MM-DD` in the server's calendar years (`calendarDateSchema`). */
function date(t: TFunction) {
  return yearsBounded(
    yup
      .string()
      .default('')
      .required(t('lender.form.errors.required'))
      .test('date', t('lender.form.errors.date'), (v) => isYmd(v)),
    t,
    CALENDAR_DATE_YEARS,
  );
}

export function deviceSchema(t: TFunction) {
  return yup.object({
    name: text(t, DEVICE_LIMITS.nameMax, true),
    description: text(t, DEVICE_LIMITS.descriptionMax, false, true),
    usageNotes: text(t, DEVICE_LIMITS.notesMax, false, true),
    place: yup.object({
      areaId: yup.string().default('').required(t('lender.form.errors.required')),
      buildingId: yup.string().default('').required(t('lender.form.errors.required')),
      room: text(t, DEVICE_LIMITS.roomMax),
    }),
    feePerHour: whole(t, 0, DEVICE_LIMITS.feePerHourMax),
    outsideFees: yup.object({
      charged: yup.boolean(),
      // Checked only while charged: the fees show only then.
      academic: yup
        .string()
        .default('')
        .when('charged', { is: true, then: () => whole(t, 0, DEVICE_LIMITS.feePerHourMax) }),
      industry: yup
        .string()
        .default('')
        .when('charged', { is: true, then: () => whole(t, 0, DEVICE_LIMITS.feePerHourMax) }),
    }),
    rules: yup
      .object({
        minMinutes: whole(t, 15, DEVICE_LIMITS.dayMinutes, true),
        maxMinutes: whole(t, 15, DEVICE_LIMITS.dayMinutes, true),
        advanceDays: whole(t, 1, DEVICE_LIMITS.advanceDaysMax),
        bufferMinutes: whole(t, 0, DEVICE_LIMITS.bufferMax, true),
        openFrom: time(t, false),
        openUntil: time(t, true),
        weekdays: yup.array().of(yup.string().required()).min(1, t('lender.form.errors.weekdays')),
        closures: yup
          .array()
          .of(
            yup.object({
              from: date(t),
              until: date(t).test(
                'order',
                t('lender.form.errors.closureOrder'),
                function order(until) {
                  const { from } = this.parent as ClosureValues;
                  return !isYmd(from) || !isYmd(until) || from <= until;
                },
              ),
              reason: text(t, DEVICE_LIMITS.closureReasonMax),
            }),
          )
          .max(
            DEVICE_LIMITS.closuresMax,
            t('lender.form.errors.closuresMax', { count: DEVICE_LIMITS.closuresMax }),
          ),
      })
      .test('length-order', '', function lengthOrder(rules) {
        const min = Number(rules.minMinutes);
        const max = Number(rules.maxMinutes);
        if (!WHOLE.test(rules.minMinutes) || !WHOLE.test(rules.maxMinutes) || min <= max)
          return true;
        return this.createError({
          path: 'rules.maxMinutes',
          message: t('lender.form.errors.lengthOrder'),
        });
      })
      .test('hours-order', '', function hoursOrder(rules) {
        const from = timeToMinutes(rules.openFrom);
        const until = timeToMinutes(rules.openUntil, true);
        if (from === null || until === null || from < until) return true;
        return this.createError({
          path: 'rules.openUntil',
          message: t('lender.form.errors.hoursOrder'),
        });
      }),
    requiresApproval: yup.boolean(),
    active: yup.boolean(),
    qualification: yup.object({
      required: yup.boolean(),
      // Checked only while it shows: with anyone booking, no lapse is sent.
      idleDays: yup
        .string()
        .default('')
        .when('required', {
          is: true,
          then: () => optionalWhole(t, 1, DEVICE_LIMITS.idleDaysMax),
        }),
    }),
    checkIn: yup.object({
      required: yup.boolean(),
      // Checked only while it shows: without check-ins, the grace does not matter.
      graceMinutes: yup
        .string()
        .default('')
        .when('required', {
          is: true,
          then: () => whole(t, 0, DEVICE_LIMITS.graceMinutesMax),
        }),
    }),
    chargeBy: yup
      .string()
      .oneOf(CHARGE_BY, t('lender.form.errors.required'))
      .required(t('lender.form.errors.required')),
    assistance: yup.object({
      offered: yup.boolean(),
      // Checked only while offered: the fee and the staff show only then.
      feePerSlot: yup
        .string()
        .default('')
        .when('offered', {
          is: true,
          then: () => whole(t, 0, DEVICE_LIMITS.assistanceFeePerSlotMax),
        }),
      staffIds: yup
        .array()
        .of(yup.string().required())
        .when('offered', {
          is: true,
          then: (list) =>
            list
              .min(1, t('lender.form.errors.staff'))
              .max(
                DEVICE_LIMITS.staffMax,
                t('lender.form.errors.staffMax', { count: DEVICE_LIMITS.staffMax }),
              ),
        }),
    }),
    usageReports: yup.object({
      required: yup.boolean(),
      // Checked only while required: the days and the acknowledgement show only then.
      withinDays: yup
        .string()
        .default('')
        .when('required', {
          is: true,
          then: () => whole(t, 1, DEVICE_LIMITS.reportWithinDaysMax),
        }),
      acknowledgement: yup
        .string()
        .default('')
        .when('required', {
          is: true,
          then: () => text(t, DEVICE_LIMITS.acknowledgementMax, false, true),
        }),
    }),
  });
}
