import { deviceInputSchema } from '@campus/model/device';
import { DEVICE_LIMITS } from '@campus/model/limits';
import {
  chars,
  describeFormParity,
  field,
  fieldsOf,
  limitRows,
} from '../../../testing/schema-parity';
import {
  deviceSchema,
  emptyClosure,
  emptyDeviceValues,
  toDeviceInput,
  type ClosureValues,
  type DeviceValues,
} from './device-values';

const base = (): DeviceValues => ({
  ...emptyDeviceValues(),
  name: 'Microscope',
  place: { areaId: 'north', buildingId: 'eng-1', room: '301' },
});
const valid = (patch: Partial<DeviceValues> = {}): DeviceValues => ({ ...base(), ...patch });
const rules = (patch: Partial<DeviceValues['rules']>) =>
  valid({ rules: { ...base().rules, ...patch } });
const closure = (patch: Partial<ClosureValues>) =>
  rules({ closures: [{ ...emptyClosure(), from: '2030-05-09', until: '2030-05-10', ...patch }] });
const closures = (n: number) =>
  rules({
    closures: Array.from({ length: n }, () => ({
      ...emptyClosure(),
      from: '2030-05-09',
      until: '2030-05-09',
    })),
  });
const place = (patch: Partial<DeviceValues['place']>) =>
  valid({ place: { ...base().place, ...patch } });
/** Check-ins required, with a grace (text). */
const checkInRequired = (patch: Partial<DeviceValues['checkIn']>) =>
  valid({ checkIn: { required: true, graceMinutes: '15', ...patch } });
/** Assisted sessions offered, with a fee (text) and staff. */
const assisted = (patch: Partial<DeviceValues['assistance']>) =>
  valid({ assistance: { offered: true, feePerSlot: '500', staffIds: ['u1'], ...patch } });
/** Usage reports required, within days (text), with an acknowledgement. */
const reported = (patch: Partial<DeviceValues['usageReports']>) =>
  valid({ usageReports: { required: true, withinDays: '14', acknowledgement: '', ...patch } });
/** Outside users charged fees of their own (text). */
const outsideCharged = (patch: Partial<DeviceValues['outsideFees']>) =>
  valid({ outsideFees: { charged: true, academic: '1500', industry: '3000', ...patch } });
/** Qualified users only, with a lapse (text, blank for never). */
const qualifiedOnly = (patch: Partial<DeviceValues['qualification']>) =>
  valid({ qualification: { required: true, idleDays: '', ...patch } });

/**
 * The body the form would send. `toDeviceInput` runs on valid values only and reads a blank number
 * or time as 0; here a blank field is left out, as the form would never send it.
 */
function bodyOf(values: DeviceValues) {
  const input = toDeviceInput(values);
  const blank = (text: string) => text.trim() === '';
  const { rules } = values;
  return {
    ...input,
    feePerHour: blank(values.feePerHour) ? undefined : input.feePerHour,
    outsideFees: input.outsideFees && {
      academic: blank(values.outsideFees.academic) ? undefined : input.outsideFees.academic,
      industry: blank(values.outsideFees.industry) ? undefined : input.outsideFees.industry,
    },
    assistance: {
      ...input.assistance,
      feePerSlot:
        values.assistance.offered && blank(values.assistance.feePerSlot)
          ? undefined
          : input.assistance.feePerSlot,
    },
    rules: {
      ...input.rules,
      minMinutes: blank(rules.minMinutes) ? undefined : input.rules.minMinutes,
      maxMinutes: blank(rules.maxMinutes) ? undefined : input.rules.maxMinutes,
      advanceDays: blank(rules.advanceDays) ? undefined : input.rules.advanceDays,
      bufferMinutes: blank(rules.bufferMinutes) ? undefined : input.rules.bufferMinutes,
      openFrom: blank(rules.openFrom) ? undefined : input.rules.openFrom,
      openUntil: blank(rules.openUntil) ? undefined : input.rules.openUntil,
    },
  };
}

const { name, description, usageNotes, feePerHour } = fieldsOf(valid);
const { areaId, buildingId, room } = fieldsOf(place);
/** The booking rules (times and lengths are the form's text). */
const { minMinutes, maxMinutes, advanceDays, bufferMinutes, openFrom, weekdays } = fieldsOf(rules);
/** Two rules that must agree: the shortest and longest length, the start and end of the hours. */
const lengths = field('lengths', ([min, max]: [string, string]) =>
  rules({ minMinutes: min, maxMinutes: max }),
);
const hours = field('bookable hours', ([from, until]: [string, string]) =>
  rules({ openFrom: from, openUntil: until }),
);
const closureRow = field('closure', closure);
const { idleDays } = fieldsOf(qualifiedOnly);
const { graceMinutes } = fieldsOf(checkInRequired);
const closureReason = field('closure reason', (reason: string) => closure({ reason }));
const { feePerSlot } = fieldsOf(assisted);
const staffIds = field('staffIds', (ids: string[]) => assisted({ staffIds: ids }));
const { withinDays, acknowledgement } = fieldsOf(reported);
const { academic, industry } = fieldsOf(outsideCharged);
const staff = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);

describeFormParity('device form', { form: deviceSchema, server: deviceInputSchema, body: bodyOf }, [
  { name: 'the defaults with a name and a place', input: valid(), valid: true },
  name.refuses('missing', '  '),
  ...name.upTo(DEVICE_LIMITS.nameMax, chars),
  ...name.oneLine('Micro'),
  ...description.upTo(DEVICE_LIMITS.descriptionMax, chars),
  ...description.multiLine('FDM'),
  ...usageNotes.upTo(DEVICE_LIMITS.notesMax, chars),
  areaId.refuses('missing (no campus)', ''),
  buildingId.refuses('missing', ''),
  ...room.upTo(DEVICE_LIMITS.roomMax, chars),
  room.refuses('a bell', '3\u00070'),
  ...feePerHour.from(0, String),
  ...feePerHour.upTo(DEVICE_LIMITS.feePerHourMax, String),
  feePerHour.refuses('not whole', '12.5'),
  feePerHour.refuses('missing', ''),
  ...academic.wholeNumber(0, DEVICE_LIMITS.feePerHourMax),
  academic.refuses('missing', ''),
  ...industry.wholeNumber(0, DEVICE_LIMITS.feePerHourMax),
  industry.refuses('missing', ''),
  {
    name: 'outsideFees: neither fee checked (null sent) while not charged',
    input: valid({ outsideFees: { charged: false, academic: 'soon', industry: '' } }),
    valid: true,
  },
  ...minMinutes.from(15, String, 15),
  minMinutes.refuses('off the grid', '20'),
  ...maxMinutes.upTo(DEVICE_LIMITS.dayMinutes, String, 15),
  lengths.refuses('longest below the shortest', ['60', '45']),
  maxMinutes.refuses('missing', ''),
  ...advanceDays.from(1, String),
  ...advanceDays.upTo(DEVICE_LIMITS.advanceDaysMax, String),
  ...bufferMinutes.upTo(DEVICE_LIMITS.bufferMax, String, 15),
  bufferMinutes.refuses('off the grid', '10'),
  hours.accepts('until midnight', ['18:00', '00:00']),
  openFrom.refuses('off the grid', '09:10'),
  hours.refuses('reversed', ['18:00', '09:00']),
  hours.refuses('empty', ['09:00', '09:00']),
  openFrom.refuses('missing', ''),
  weekdays.accepts('every day', ['1', '2', '3', '4', '5', '6', '7']),
  weekdays.refuses('none', []),
  closureRow.accepts('one day', { until: '2030-05-09' }),
  closureRow.refuses('ending before it starts', { until: '2030-05-08' }),
  closureRow.refuses('on 2030-02-30', { from: '2030-02-30' }),
  closureRow.refuses('without an end', { until: '' }),
  closureRow.refuses('from 1899', { from: '1899-12-31' }),
  closureRow.refuses('until 2101', { until: '2101-01-01' }),
  ...closureReason.upTo(DEVICE_LIMITS.closureReasonMax, chars),
  ...closureReason.oneLine('点検'),
  ...limitRows('closures', DEVICE_LIMITS.closuresMax, closures),
  idleDays.accepts('blank (never lapses)', ''),
  ...idleDays.from(1, String),
  ...idleDays.upTo(DEVICE_LIMITS.idleDaysMax, String),
  idleDays.refuses('not whole', '1.5'),
  idleDays.refuses('not a number', 'soon'),
  {
    name: 'idleDays: left out while anyone may book',
    input: valid({ qualification: { required: false, idleDays: '0' } }),
    valid: true,
  },
  ...graceMinutes.from(0, String),
  ...graceMinutes.upTo(DEVICE_LIMITS.graceMinutesMax, String),
  graceMinutes.refuses('not whole', '7.5'),
  graceMinutes.refuses('not a number', 'soon'),
  {
    name: 'graceMinutes: not checked, sent as the default, without check-ins',
    input: valid({ checkIn: { required: false, graceMinutes: '500' } }),
    valid: true,
  },
  { name: 'chargeBy: the time used', input: valid({ chargeBy: 'use' }), valid: true },
  {
    name: 'chargeBy: anything else',
    input: valid({ chargeBy: 'hours' as DeviceValues['chargeBy'] }),
    valid: false,
  },
  ...feePerSlot.from(0, String),
  ...feePerSlot.upTo(DEVICE_LIMITS.assistanceFeePerSlotMax, String),
  feePerSlot.refuses('not whole', '12.5'),
  feePerSlot.refuses('missing', ''),
  staffIds.refuses('none while offered', []),
  ...staffIds.upTo(DEVICE_LIMITS.staffMax, staff),
  {
    name: 'assistance: neither fee nor staff checked while not offered',
    input: valid({ assistance: { offered: false, feePerSlot: 'soon', staffIds: [] } }),
    valid: true,
  },
  ...withinDays.wholeNumber(1, DEVICE_LIMITS.reportWithinDaysMax),
  // Sent as 0 (the server's default of 14 days is for a body without it).
  withinDays.refuses('missing', ''),
  ...acknowledgement.upTo(DEVICE_LIMITS.acknowledgementMax, chars),
  ...acknowledgement.multiLine('JSPS KAKENHI'),
  {
    name: 'usageReports: neither days nor acknowledgement checked while not required',
    input: valid({
      usageReports: { required: false, withinDays: 'soon', acknowledgement: chars(501) },
    }),
    valid: true,
  },
]);
