import { describe, expect, it } from 'vitest';
import { needsApprovalTodo, noticesOfStep } from './notifications';
import { tomorrowInTokyo } from './reminders';

const r = {
  id: 'r1',
  deviceId: 'd1',
  deviceName: '3D printer',
  lenderId: 'lab',
  userId: 'u1',
  status: 'approved' as const,
};
const now = new Date('2026-11-23T00:00:00Z');

describe('reservation notifications', () => {
  it('tell the user of approval, rejection and a lender cancellation, the lender of a user cancellation', () => {
    const to = (action: Parameters<typeof noticesOfStep>[2], actor: 'user' | 'lender') =>
      noticesOfStep(r, 'requested', action, actor, now).map((n) => [n.kind, n.accountId, n.role]);
    expect(to('approve', 'lender')).toEqual([['reservation_approved', 'u1', 'customer']]);
    expect(to('reject', 'lender')).toEqual([['reservation_rejected', 'u1', 'customer']]);
    expect(to('cancel', 'lender')).toEqual([['reservation_cancelled', 'u1', 'customer']]);
    expect(to('cancel', 'user')).toEqual([['reservation_cancelled', 'lab', 'owner']]);
    for (const action of ['checkout', 'return', 'no_show'] as const)
      expect(to(action, 'lender')).toEqual([]);
    expect(noticesOfStep(r, 'requested', 'approve', 'lender', now)[0]).toMatchObject({
      exhibitId: 'd1',
      exhibitTitle: '3D printer',
      reservationId: 'r1',
      confirmedAt: null,
    });
  });

  it("tell the user of the budget holder's decision, and the lender nothing of a charge it never saw", () => {
    const kinds = (
      from: 'awaiting_budget' | 'requested',
      action: 'budget_approve' | 'budget_reject' | 'cancel',
      actor: 'user' | 'holder',
    ) => noticesOfStep(r, from, action, actor, now).map((n) => [n.kind, n.accountId]);
    expect(kinds('awaiting_budget', 'budget_approve', 'holder')).toEqual([
      ['budget_approved', 'u1'],
    ]);
    expect(kinds('awaiting_budget', 'budget_reject', 'holder')).toEqual([
      ['budget_rejected', 'u1'],
    ]);
    expect(kinds('awaiting_budget', 'cancel', 'user')).toEqual([]);
    expect(kinds('requested', 'cancel', 'user')).toEqual([['reservation_cancelled', 'lab']]);
  });

  it('keep an approval to-do only while requested', () => {
    expect(needsApprovalTodo('requested')).toBe(true);
    for (const s of ['approved', 'rejected', 'cancelled'] as const)
      expect(needsApprovalTodo(s)).toBe(false);
  });

  it('remind of the next Tokyo day', () => {
    // 2026-11-23 09:00 Tokyo: tomorrow is the 24th, from 00:00 Tokyo (15:00 UTC the day before).
    expect(tomorrowInTokyo(now)).toEqual({
      start: new Date('2026-11-23T15:00:00Z'),
      end: new Date('2026-11-24T15:00:00Z'),
    });
    // 23:30 Tokyo on the 23rd is still the 23rd.
    expect(tomorrowInTokyo(new Date('2026-11-23T14:30:00Z')).start).toEqual(
      new Date('2026-11-23T15:00:00Z'),
    );
  });
});
