import { describe, expect, it } from 'vitest';
import { reservation } from '../../../lib/share-mode/testing';
import type { ReservationStatus } from '../../../lib/share-mode/types';
import { lenderActions } from './lender-actions';

// 10:00–11:30 Tokyo on 2030-05-09 (01:00–02:30 UTC).
const r = (status: ReservationStatus) => reservation({ status });
const at = (utc: string) => new Date(`2030-05-09T${utc}:00Z`);

describe('lenderActions (the lender side of lifecycle.ts)', () => {
  it('before the start: approve/reject a request, cancel an approved one', () => {
    const early = at('00:00');
    expect(lenderActions(r('requested'), early)).toEqual(['approve', 'reject', 'cancel']);
    expect(lenderActions(r('approved'), early)).toEqual(['cancel']);
  });

  it('check-out opens 15 minutes before the start; a no-show 15 minutes after it', () => {
    expect(lenderActions(r('approved'), at('00:44'))).toEqual(['cancel']);
    expect(lenderActions(r('approved'), at('00:45'))).toEqual(['checkout', 'cancel']);
    expect(lenderActions(r('approved'), at('01:15'))).toEqual(['checkout', 'no_show', 'cancel']);
  });

  it('after the end: only reject, return and no-show remain', () => {
    const late = at('03:00');
    expect(lenderActions(r('requested'), late)).toEqual(['reject']);
    expect(lenderActions(r('approved'), late)).toEqual(['no_show']);
    expect(lenderActions(r('checked_out'), late)).toEqual(['return']);
  });

  it('final states offer nothing', () => {
    for (const status of ['rejected', 'cancelled', 'returned', 'no_show'] as const) {
      expect(lenderActions(r(status), at('01:30'))).toEqual([]);
    }
  });
});
