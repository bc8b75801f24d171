import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/app-errors';
import {
  assertDecidable,
  assertStaffFree,
  assistanceCharge,
  type AssistanceDoc,
  assistanceFeeOf,
} from './assistance';

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+09:00`);
const range = (from: string, to: string) => ({ start: at(from), end: at(to) });

const requested: AssistanceDoc = {
  status: 'requested',
  note: 'Please align the beam',
  ifDeclined: 'keep',
  feePerSlot: 500,
  fee: 2000,
  staffIds: ['tech', 'tech2'],
  staffId: null,
  reason: '',
  decidedAt: null,
};

describe('assisted use', () => {
  it('costs the fee per 15-minute slot booked, billed once accepted', () => {
    expect(assistanceFeeOf(500, range('10:00', '11:00'))).toBe(2000);
    expect(assistanceFeeOf(500, range('10:00', '10:15'))).toBe(500);
    expect(assistanceFeeOf(0, range('10:00', '12:00'))).toBe(0);
    expect(assistanceCharge(null)).toBe(0);
    expect(assistanceCharge(requested)).toBe(0);
    expect(assistanceCharge({ ...requested, status: 'declined' })).toBe(0);
    expect(assistanceCharge({ ...requested, status: 'accepted', staffId: 'tech' })).toBe(2000);
  });

  it("is decided by the device's staff only, while it waits and the booking holds its time", () => {
    const held = { status: 'approved' as const, end: at('11:00') };
    const before = at('09:00');
    expect(assertDecidable(requested, held, 'tech2', before)).toBe(requested);
    const refused = (...args: Parameters<typeof assertDecidable>) =>
      errorOf(() => assertDecidable(...args));
    expect(refused(requested, held, 'student', before)).toEqual({
      status: 403,
      code: 'not_device_staff',
    });
    expect(refused(null, held, 'tech', before)).toEqual({ status: 404, code: 'not_found' });
    const decided = { status: 409, code: 'assistance_decided' };
    expect(refused({ ...requested, status: 'accepted' }, held, 'tech', before)).toEqual(decided);
    expect(refused(requested, { ...held, status: 'cancelled' }, 'tech', before)).toEqual(decided);
    expect(refused(requested, held, 'tech', at('11:00'))).toEqual(decided);
    // A session under way may still be accepted.
    expect(
      assertDecidable(requested, { ...held, status: 'checked_out' }, 'tech', at('10:30')),
    ).toBe(requested);
  });

  it('never gives one staff member two sessions at once; back to back is fine', () => {
    const assisted = [range('10:00', '11:00'), range('13:00', '14:00')];
    expect(errorOf(() => assertStaffFree(range('10:45', '11:30'), assisted))).toEqual({
      status: 409,
      code: 'staff_conflict',
    });
    expect(errorOf(() => assertStaffFree(range('09:00', '15:00'), assisted))?.code).toBe(
      'staff_conflict',
    );
    expect(errorOf(() => assertStaffFree(range('11:00', '13:00'), assisted))).toBeUndefined();
    expect(errorOf(() => assertStaffFree(range('09:00', '10:00'), []))).toBeUndefined();
  });
});
