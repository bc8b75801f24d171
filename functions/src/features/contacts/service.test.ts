import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { exhibitTradeState, returnDueOf, visibleEvaluations } from './service';
import type { ContactDoc } from './schema';

const now = new Date('2026-11-23T00:00:00Z');
const later = new Date('2026-11-30T00:00:00Z');

describe('returnDueOf', () => {
  it('a loan needs a future due date; a give-away has none', () => {
    expect(returnDueOf(true, later, now)).toEqual(later);
    expect(returnDueOf(false, undefined, now)).toBeNull();
    for (const [loan, due] of [
      [true, undefined],
      [true, now],
      [false, later],
    ] as const) {
      expect(() => returnDueOf(loan, due, now)).toThrow(
        expect.objectContaining({ status: 400 }) as Error,
      );
    }
  });

  it('a due date at most 366 days ahead (the date-range limit)', () => {
    const day = 24 * 60 * 60 * 1000;
    const limit = new Date(now.getTime() + 366 * day);
    expect(returnDueOf(true, limit, now)).toEqual(limit);
    expect(() => returnDueOf(true, new Date(limit.getTime() + 1), now)).toThrow(
      expect.objectContaining({
        status: 400,
        errors: [expect.objectContaining({ location: 'body.returnDueAt' })],
      }) as Error,
    );
  });
});

describe('visibleEvaluations', () => {
  const t = (d: Date) => Timestamp.fromDate(d);
  const good = { score: 'good' as const, comment: 'Thanks', at: t(now) };
  const doc = (evaluations: ContactDoc['evaluations'], since: Date | null) =>
    ({
      status: 'waitcustomerevaluation',
      loan: false,
      lastMessageBy: null,
      evaluations,
      evaluationSince: since === null ? null : t(since),
    }) as unknown as ContactDoc;

  it('hides one side until the other is in or 7 days have passed since the handover', () => {
    expect(
      visibleEvaluations(doc({ owner: good }, now), new Date('2026-11-29T23:59:59Z')),
    ).toBeNull();
    expect(visibleEvaluations(doc({ owner: good }, now), new Date('2026-11-30T00:00:01Z'))).toEqual(
      {
        owner: { score: 'good', comment: 'Thanks', at: now.toISOString() },
      },
    );
    expect(visibleEvaluations(doc({ owner: good, customer: good }, now), now)).toEqual({
      owner: { score: 'good', comment: 'Thanks', at: now.toISOString() },
      customer: { score: 'good', comment: 'Thanks', at: now.toISOString() },
    });
    expect(visibleEvaluations(doc({}, null), later)).toBeNull();
  });
});

describe('exhibitTradeState', () => {
  // Active contacts before, stock, the status from and to; the count and display state after.
  it.each([
    // One fewer active trade when a contact leaves the active statuses.
    [2, 3, 'open', 'withdrawn', 1, 'contacted'],
    [1, 3, 'waitpickup', 'withdrawn', 0, 'on_display'],
    // The count kept while it stays active, and finished without stock.
    [1, 3, 'waiting', 'open', 1, 'contacted'],
    [1, 0, 'waitpickup', 'finished', 0, 'finished'],
  ] as const)(
    'with %i active and stock %i, from %s to %s: %i active, %s',
    (before, stockTotal, from, to, activeContactCount, displayState) => {
      expect(exhibitTradeState({ activeContactCount: before }, stockTotal, from, to)).toEqual({
        activeContactCount,
        displayState,
      });
    },
  );
});
