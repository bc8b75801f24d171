import { describe, expect, it } from 'vitest';
import {
  type LoanContact,
  deadlineNoticeId,
  deadlineWindow,
  returnCandidates,
  uniqueCandidates,
} from './deadlines';

const now = new Date('2026-11-23T00:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 60 * 60 * 1000);

const loan = (patch: Partial<LoanContact>): LoanContact => ({
  id: 'c1',
  status: 'waitreturn',
  exhibitId: 'e1',
  exhibitTitle: 'Cart',
  customerId: 'bob',
  returnDueAt: hours(24),
  ...patch,
});

describe('return reminders', () => {
  const window = deadlineWindow(now);

  it('remind the customer of a loan out and due within the window', () => {
    expect(returnCandidates([loan({})], window)).toEqual([
      {
        kind: 'return',
        exhibitId: 'e1',
        exhibitTitle: 'Cart',
        accountId: 'bob',
        loan: { contactId: 'c1', dueAt: hours(24) },
      },
    ]);
  });

  it('leave out loans returned or closed, due later, already due, or without a date', () => {
    const picked = returnCandidates(
      [
        loan({ id: 'returned', status: 'waitcustomerevaluation' }),
        loan({ id: 'closed', status: 'withdrawn' }),
        loan({ id: 'later', returnDueAt: hours(3 * 24 + 1) }),
        loan({ id: 'edge', returnDueAt: hours(3 * 24) }),
        loan({ id: 'overdue', returnDueAt: now }),
        loan({ id: 'undated', returnDueAt: null }),
      ],
      window,
    );
    expect(picked.map((c) => c.loan?.contactId)).toEqual(['edge']);
  });

  it('one notice per trade and due date: a moved due date is reminded again', () => {
    const [first] = returnCandidates([loan({})], window);
    const [moved] = returnCandidates([loan({ returnDueAt: hours(48) })], window);
    if (first === undefined || moved === undefined) throw new Error('expected candidates');
    expect(deadlineNoticeId(first)).toBe(`deadline_return_c1_${hours(24).getTime()}`);
    expect(uniqueCandidates([first, { ...first }, moved])).toHaveLength(2);
  });
});
