import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { device } from '../../../lib/share-mode/testing';
import {
  deviceSchema,
  deviceValuesOf,
  emptyClosure,
  emptyDeviceValues,
  minutesToTime,
  timeToMinutes,
  toDeviceInput,
  type DeviceValues,
} from './device-values';

const t = ((key: string) => key) as unknown as TFunction;
const schema = deviceSchema(t);

function valid(overrides: Partial<DeviceValues> = {}): DeviceValues {
  return {
    ...emptyDeviceValues(),
    name: 'Microscope',
    place: { areaId: 'north', buildingId: 'eng-1', room: '301' },
    ...overrides,
  };
}

/** The failing paths and messages of `values` (all of them, as formik validates). */
function problems(values: DeviceValues): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as formik shows it.
    const found: Record<string, string> = {};
    for (const e of error.inner) found[e.path ?? ''] ??= e.message;
    return found;
  }
}

const rules = (patch: Partial<DeviceValues['rules']>) => ({
  rules: { ...valid().rules, ...patch },
});

describe('device form rules (mirroring deviceInputSchema)', () => {
  it('accept the defaults with a name and a place', () => {
    expect(problems(valid())).toEqual({});
  });

  it('require a name, a campus and a building', () => {
    expect(
      problems(valid({ name: '  ', place: { areaId: '', buildingId: '', room: '' } })),
    ).toEqual({
      name: 'lender.form.errors.required',
      'place.areaId': 'lender.form.errors.required',
      'place.buildingId': 'lender.form.errors.required',
    });
  });

  it('take whole yen from 0 to 1,000,000 as the fee', () => {
    expect(problems(valid({ feePerHour: '0' }))).toEqual({});
    expect(problems(valid({ feePerHour: '12.5' }))).toEqual({
      feePerHour: 'lender.form.errors.whole',
    });
    expect(problems(valid({ feePerHour: '1000001' }))).toEqual({
      feePerHour: 'lender.form.errors.range',
    });
  });

  it('keep lengths and the buffer on the 15-minute grid, the maximum not below the minimum', () => {
    expect(problems(valid(rules({ minMinutes: '20' })))).toEqual({
      'rules.minMinutes': 'lender.form.errors.slot',
    });
    expect(problems(valid(rules({ minMinutes: '0' })))).toEqual({
      'rules.minMinutes': 'lender.form.errors.range',
    });
    expect(problems(valid(rules({ bufferMinutes: '255' })))).toEqual({
      'rules.bufferMinutes': 'lender.form.errors.range',
    });
    expect(problems(valid(rules({ minMinutes: '60', maxMinutes: '45' })))).toEqual({
      'rules.maxMinutes': 'lender.form.errors.lengthOrder',
    });
  });

  it('take 1 to 365 days ahead', () => {
    expect(problems(valid(rules({ advanceDays: '0' })))).toEqual({
      'rules.advanceDays': 'lender.form.errors.range',
    });
    expect(problems(valid(rules({ advanceDays: '365' })))).toEqual({});
  });

  it('keep bookable hours on the grid and in order; an end of 00:00 is midnight', () => {
    expect(problems(valid(rules({ openFrom: '09:10' })))).toEqual({
      'rules.openFrom': 'lender.form.errors.slot',
    });
    expect(problems(valid(rules({ openFrom: '18:00', openUntil: '09:00' })))).toEqual({
      'rules.openUntil': 'lender.form.errors.hoursOrder',
    });
    expect(problems(valid(rules({ openFrom: '18:00', openUntil: '00:00' })))).toEqual({});
  });

  it('take a lapse of 1 to 3650 whole days, or none, for qualified users only', () => {
    const qualification = (idleDays: string, required = true) =>
      problems(valid({ qualification: { required, idleDays } }));
    expect(qualification('')).toEqual({});
    expect(qualification('1')).toEqual({});
    expect(qualification('3650')).toEqual({});
    expect(qualification('0')).toEqual({ 'qualification.idleDays': 'lender.form.errors.range' });
    expect(qualification('3651')).toEqual({
      'qualification.idleDays': 'lender.form.errors.range',
    });
    expect(qualification('1.5')).toEqual({ 'qualification.idleDays': 'lender.form.errors.whole' });
    // Hidden while anyone may book: not checked, not sent.
    expect(qualification('0', false)).toEqual({});
  });

  it('take a check-in grace of 0 to 120 whole minutes, checked only with check-ins required', () => {
    const checkIn = (graceMinutes: string, required = true) =>
      problems(valid({ checkIn: { required, graceMinutes } }));
    expect(checkIn('0')).toEqual({});
    expect(checkIn('120')).toEqual({});
    expect(checkIn('121')).toEqual({ 'checkIn.graceMinutes': 'lender.form.errors.range' });
    expect(checkIn('7.5')).toEqual({ 'checkIn.graceMinutes': 'lender.form.errors.whole' });
    expect(checkIn(' ')).toEqual({ 'checkIn.graceMinutes': 'lender.form.errors.required' });
    // Hidden without check-ins: not checked.
    expect(checkIn('', false)).toEqual({});
  });

  it('charge for the booked time or the time used, nothing else', () => {
    expect(problems(valid({ chargeBy: 'use' }))).toEqual({});
    expect(problems(valid({ chargeBy: 'hours' as DeviceValues['chargeBy'] }))).toEqual({
      chargeBy: 'lender.form.errors.required',
    });
  });

  it('need a weekday, and closures with real dates in order', () => {
    expect(problems(valid(rules({ weekdays: [] })))).toEqual({
      'rules.weekdays': 'lender.form.errors.weekdays',
    });
    const closure = { ...emptyClosure(), from: '2030-05-10', until: '2030-05-09' };
    expect(problems(valid(rules({ closures: [closure] })))).toEqual({
      'rules.closures[0].until': 'lender.form.errors.closureOrder',
    });
    expect(
      problems(valid(rules({ closures: [{ ...closure, from: '2030-02-30', until: '' }] }))),
    ).toEqual({
      'rules.closures[0].from': 'lender.form.errors.date',
      'rules.closures[0].until': 'lender.form.errors.required',
    });
  });
});

describe('values and the request body', () => {
  it('turn the values into the body of POST /home/devices', () => {
    const values = valid({
      description: ' Laser ',
      feePerHour: '1200',
      rules: {
        ...valid().rules,
        openUntil: '00:00',
        weekdays: ['6', '1'],
        closures: [{ key: 'k', from: '2030-05-09', until: '2030-05-10', reason: ' Repair ' }],
      },
      requiresApproval: true,
    });
    expect(toDeviceInput(values)).toEqual({
      name: 'Microscope',
      description: 'Laser',
      categoryId: '',
      place: { areaId: 'north', buildingId: 'eng-1', room: '301' },
      usageNotes: '',
      feePerHour: 1200,
      outsideFees: null,
      rules: {
        minMinutes: 30,
        maxMinutes: 120,
        advanceDays: 30,
        bufferMinutes: 0,
        openFrom: 540,
        openUntil: 1440,
        weekdays: [1, 6],
        closures: [{ from: '2030-05-09', until: '2030-05-10', reason: 'Repair' }],
      },
      requiresApproval: true,
      active: true,
      qualification: { required: false, idleDays: null },
      checkIn: { required: false, graceMinutes: 15 },
      chargeBy: 'booking',
      assistance: { offered: false, feePerSlot: 0, staffIds: [] },
      usageReports: { required: false, withinDays: 14, acknowledgement: '' },
    });
  });

  it('send the lapse only for qualified users only, a blank one as never (null)', () => {
    const rule = (qualification: DeviceValues['qualification']) =>
      toDeviceInput(valid({ qualification })).qualification;
    expect(rule({ required: true, idleDays: ' 90 ' })).toEqual({ required: true, idleDays: 90 });
    expect(rule({ required: true, idleDays: '' })).toEqual({ required: true, idleDays: null });
    expect(rule({ required: false, idleDays: '90' })).toEqual({ required: false, idleDays: null });
  });

  it("read a device's rule into the form, a lapse of never as blank", () => {
    expect(
      deviceValuesOf(device({ qualification: { required: true, idleDays: 180 } })).qualification,
    ).toEqual({ required: true, idleDays: '180' });
    expect(deviceValuesOf(device()).qualification).toEqual({ required: false, idleDays: '' });
    const d = device({ qualification: { required: true, idleDays: 30 } });
    expect(toDeviceInput(deviceValuesOf(d)).qualification).toEqual(d.qualification);
  });

  it('send the grace as a number; without check-ins, an invalid one as the default', () => {
    const rule = (checkIn: DeviceValues['checkIn']) => toDeviceInput(valid({ checkIn })).checkIn;
    expect(rule({ required: true, graceMinutes: ' 30 ' })).toEqual({
      required: true,
      graceMinutes: 30,
    });
    expect(rule({ required: false, graceMinutes: '45' })).toEqual({
      required: false,
      graceMinutes: 45,
    });
    expect(rule({ required: false, graceMinutes: '' })).toEqual({
      required: false,
      graceMinutes: 15,
    });
    expect(rule({ required: false, graceMinutes: '500' })).toEqual({
      required: false,
      graceMinutes: 15,
    });
    expect(toDeviceInput(valid({ chargeBy: 'use' })).chargeBy).toBe('use');
  });

  it("read a device's check-in and charging into the form, and back", () => {
    const d = device({ checkIn: { required: true, graceMinutes: 10 }, chargeBy: 'use' });
    const values = deviceValuesOf(d);
    expect(values.checkIn).toEqual({ required: true, graceMinutes: '10' });
    expect(values.chargeBy).toBe('use');
    const input = toDeviceInput(values);
    expect(input.checkIn).toEqual(d.checkIn);
    expect(input.chargeBy).toBe('use');
  });

  it('send the assisted sessions with their staff while offered; else no staff, an invalid fee as 0', () => {
    const offer = (assistance: DeviceValues['assistance']) =>
      toDeviceInput(valid({ assistance })).assistance;
    expect(offer({ offered: true, feePerSlot: ' 500 ', staffIds: ['u1', 'u2'] })).toEqual({
      offered: true,
      feePerSlot: 500,
      staffIds: ['u1', 'u2'],
    });
    expect(offer({ offered: false, feePerSlot: 'x', staffIds: ['u1'] })).toEqual({
      offered: false,
      feePerSlot: 0,
      staffIds: [],
    });
    const d = device({ assistance: { offered: true, feePerSlot: 300, staffIds: ['u1'] } });
    expect(toDeviceInput(deviceValuesOf(d)).assistance).toEqual(d.assistance);
  });

  it("round-trip a device's usage reports; when not required, keep a valid hidden text and days", () => {
    const usageReports = { required: true, withinDays: 30, acknowledgement: 'JSPS 12345' };
    const values = deviceValuesOf(device({ usageReports }));
    expect(values.usageReports).toEqual({ ...usageReports, withinDays: '30' });
    expect(toDeviceInput(values).usageReports).toEqual(usageReports);
    const off = (patch: Partial<DeviceValues['usageReports']>) =>
      toDeviceInput(valid({ usageReports: { ...values.usageReports, required: false, ...patch } }))
        .usageReports;
    expect(off({})).toEqual({ ...usageReports, required: false });
    expect(off({ withinDays: '91', acknowledgement: 'x'.repeat(501) })).toEqual({
      required: false,
      withinDays: 14,
      acknowledgement: '',
    });
  });

  it("round-trip a device's outside fees; not charged differently, none (null) is sent", () => {
    const outsideFees = { academic: 1500, industry: 3000 };
    expect(deviceValuesOf(device({ outsideFees })).outsideFees).toEqual({
      charged: true,
      academic: '1500',
      industry: '3000',
    });
    expect(toDeviceInput(deviceValuesOf(device({ outsideFees }))).outsideFees).toEqual(outsideFees);
    expect(deviceValuesOf(device()).outsideFees).toEqual({
      charged: false,
      academic: '',
      industry: '',
    });
    const unticked = { charged: false, academic: '1500', industry: '3000' };
    expect(toDeviceInput(valid({ outsideFees: unticked })).outsideFees).toBeNull();
  });

  it('round-trip a device through the edit values', () => {
    const d = device({ rules: { ...device().rules, openUntil: 1440 } });
    const input = toDeviceInput(deviceValuesOf(d));
    expect(input.rules).toEqual(d.rules);
    expect(input.feePerHour).toBe(d.feePerHour);
    expect(input.place).toEqual(d.place);
  });

  it('convert times of day', () => {
    expect(minutesToTime(545)).toBe('09:05');
    expect(minutesToTime(1440)).toBe('00:00');
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('00:00', true)).toBe(1440);
    expect(timeToMinutes('24:00')).toBeNull();
  });
});
