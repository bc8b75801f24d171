import { deviceInputSchema } from '@campus/model/device';
import { DEVICE_LIMITS } from '@campus/model/limits';
import {
  chars,
  describeParity,
  keyT,
  yupAccepts,
  zodAccepts,
  type ParityCase,
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

const CASES: ParityCase<DeviceValues>[] = [
  { name: 'the defaults with a name and a place', input: valid(), valid: true },
  { name: 'name missing', input: valid({ name: '  ' }), valid: false },
  {
    name: `name of ${DEVICE_LIMITS.nameMax}`,
    input: valid({ name: chars(DEVICE_LIMITS.nameMax) }),
    valid: true,
  },
  {
    name: `name of ${DEVICE_LIMITS.nameMax + 1}`,
    input: valid({ name: chars(DEVICE_LIMITS.nameMax + 1) }),
    valid: false,
  },
  { name: 'a tab in the name', input: valid({ name: 'Micro\tscope' }), valid: false },
  { name: 'a lone surrogate in the name', input: valid({ name: 'Micro\ud800' }), valid: false },
  {
    name: `description of ${DEVICE_LIMITS.descriptionMax}`,
    input: valid({ description: chars(DEVICE_LIMITS.descriptionMax) }),
    valid: true,
  },
  {
    name: `description of ${DEVICE_LIMITS.descriptionMax + 1}`,
    input: valid({ description: chars(DEVICE_LIMITS.descriptionMax + 1) }),
    valid: false,
  },
  {
    name: 'lines and tabs in the description',
    input: valid({ description: 'a\n\tb\r\nc' }),
    valid: true,
  },
  { name: 'NUL in the description', input: valid({ description: 'a\u0000b' }), valid: false },
  {
    name: `usage notes of ${DEVICE_LIMITS.notesMax}`,
    input: valid({ usageNotes: chars(DEVICE_LIMITS.notesMax) }),
    valid: true,
  },
  {
    name: `usage notes of ${DEVICE_LIMITS.notesMax + 1}`,
    input: valid({ usageNotes: chars(DEVICE_LIMITS.notesMax + 1) }),
    valid: false,
  },
  { name: 'campus missing', input: place({ areaId: '' }), valid: false },
  { name: 'building missing', input: place({ buildingId: '' }), valid: false },
  {
    name: `room of ${DEVICE_LIMITS.roomMax}`,
    input: place({ room: chars(DEVICE_LIMITS.roomMax) }),
    valid: true,
  },
  {
    name: `room of ${DEVICE_LIMITS.roomMax + 1}`,
    input: place({ room: chars(DEVICE_LIMITS.roomMax + 1) }),
    valid: false,
  },
  { name: 'a bell in the room', input: place({ room: '3\u00070' }), valid: false },
  { name: 'a free device', input: valid({ feePerHour: '0' }), valid: true },
  {
    name: `fee of ${DEVICE_LIMITS.feePerHourMax}`,
    input: valid({ feePerHour: String(DEVICE_LIMITS.feePerHourMax) }),
    valid: true,
  },
  {
    name: `fee of ${DEVICE_LIMITS.feePerHourMax + 1}`,
    input: valid({ feePerHour: String(DEVICE_LIMITS.feePerHourMax + 1) }),
    valid: false,
  },
  { name: 'fee not whole', input: valid({ feePerHour: '12.5' }), valid: false },
  { name: 'fee negative', input: valid({ feePerHour: '-1' }), valid: false },
  { name: 'fee missing', input: valid({ feePerHour: '' }), valid: false },
  { name: 'shortest length 15 minutes', input: rules({ minMinutes: '15' }), valid: true },
  { name: 'shortest length 0', input: rules({ minMinutes: '0' }), valid: false },
  { name: 'shortest length off the grid', input: rules({ minMinutes: '20' }), valid: false },
  {
    name: 'longest length a whole day',
    input: rules({ maxMinutes: String(DEVICE_LIMITS.dayMinutes) }),
    valid: true,
  },
  {
    name: 'longest length beyond a day',
    input: rules({ maxMinutes: String(DEVICE_LIMITS.dayMinutes + 15) }),
    valid: false,
  },
  {
    name: 'longest length below the shortest',
    input: rules({ minMinutes: '60', maxMinutes: '45' }),
    valid: false,
  },
  { name: 'length missing', input: rules({ maxMinutes: '' }), valid: false },
  { name: '1 day ahead', input: rules({ advanceDays: '1' }), valid: true },
  {
    name: `${DEVICE_LIMITS.advanceDaysMax} days ahead`,
    input: rules({ advanceDays: String(DEVICE_LIMITS.advanceDaysMax) }),
    valid: true,
  },
  {
    name: `${DEVICE_LIMITS.advanceDaysMax + 1} days ahead`,
    input: rules({ advanceDays: String(DEVICE_LIMITS.advanceDaysMax + 1) }),
    valid: false,
  },
  { name: '0 days ahead', input: rules({ advanceDays: '0' }), valid: false },
  {
    name: `buffer of ${DEVICE_LIMITS.bufferMax}`,
    input: rules({ bufferMinutes: String(DEVICE_LIMITS.bufferMax) }),
    valid: true,
  },
  {
    name: `buffer of ${DEVICE_LIMITS.bufferMax + 15}`,
    input: rules({ bufferMinutes: String(DEVICE_LIMITS.bufferMax + 15) }),
    valid: false,
  },
  { name: 'buffer off the grid', input: rules({ bufferMinutes: '10' }), valid: false },
  {
    name: 'bookable until midnight',
    input: rules({ openFrom: '18:00', openUntil: '00:00' }),
    valid: true,
  },
  { name: 'bookable from off the grid', input: rules({ openFrom: '09:10' }), valid: false },
  {
    name: 'bookable hours reversed',
    input: rules({ openFrom: '18:00', openUntil: '09:00' }),
    valid: false,
  },
  {
    name: 'bookable hours empty',
    input: rules({ openFrom: '09:00', openUntil: '09:00' }),
    valid: false,
  },
  { name: 'bookable from missing', input: rules({ openFrom: '' }), valid: false },
  {
    name: 'every weekday',
    input: rules({ weekdays: ['1', '2', '3', '4', '5', '6', '7'] }),
    valid: true,
  },
  { name: 'no weekday', input: rules({ weekdays: [] }), valid: false },
  { name: 'a one-day closure', input: closure({ until: '2030-05-09' }), valid: true },
  {
    name: 'a closure ending before it starts',
    input: closure({ until: '2030-05-08' }),
    valid: false,
  },
  { name: 'a closure on 2030-02-30', input: closure({ from: '2030-02-30' }), valid: false },
  { name: 'a closure without an end', input: closure({ until: '' }), valid: false },
  { name: 'a closure from 1899', input: closure({ from: '1899-12-31' }), valid: false },
  { name: 'a closure until 2101', input: closure({ until: '2101-01-01' }), valid: false },
  {
    name: `a closure reason of ${DEVICE_LIMITS.closureReasonMax}`,
    input: closure({ reason: chars(DEVICE_LIMITS.closureReasonMax) }),
    valid: true,
  },
  {
    name: `a closure reason of ${DEVICE_LIMITS.closureReasonMax + 1}`,
    input: closure({ reason: chars(DEVICE_LIMITS.closureReasonMax + 1) }),
    valid: false,
  },
  { name: 'a tab in a closure reason', input: closure({ reason: 'a\tb' }), valid: false },
  {
    name: `${DEVICE_LIMITS.closuresMax} closures`,
    input: closures(DEVICE_LIMITS.closuresMax),
    valid: true,
  },
  {
    name: `${DEVICE_LIMITS.closuresMax + 1} closures`,
    input: closures(DEVICE_LIMITS.closuresMax + 1),
    valid: false,
  },
];

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

describeParity(
  'device form',
  {
    web: yupAccepts(deviceSchema(keyT)),
    server: (v) => zodAccepts(deviceInputSchema)(bodyOf(v)),
  },
  CASES,
);
