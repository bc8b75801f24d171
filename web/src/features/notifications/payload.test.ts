import { describe, expect, it } from 'vitest';
import { countsFromPayload } from './payload';

const ZERO = { todo: 0, notice: 0, unread: 0 };

describe('countsFromPayload', () => {
  it('maps both sides: todo and notice as they are, unread as the number of contacts', () => {
    expect(
      countsFromPayload({
        owner: { todo: 2, notice: 1, unread: { c1: 1764000000000, c2: 1764000000001 } },
        customer: { todo: 0, notice: 3, unread: {} },
        version: 17,
      }),
    ).toEqual({
      owner: { todo: 2, notice: 1, unread: 2 },
      customer: { todo: 0, notice: 3, unread: 0 },
    });
  });

  it.each([null, undefined, 'x', 42, [], true])('maps %j to zero counts', (payload) => {
    expect(countsFromPayload(payload)).toEqual({ owner: ZERO, customer: ZERO });
  });

  it('a missing side or field counts 0 (a node the database has not written yet)', () => {
    expect(countsFromPayload({ owner: { todo: 4 } })).toEqual({
      owner: { todo: 4, notice: 0, unread: 0 },
      customer: ZERO,
    });
  });

  it('garbage counts become 0: negative, fractional, strings, NaN, objects', () => {
    expect(
      countsFromPayload({
        owner: { todo: -1, notice: 1.5, unread: 'c1' },
        customer: { todo: '3', notice: Number.NaN, unread: 7 },
      }),
    ).toEqual({ owner: ZERO, customer: ZERO });
    expect(countsFromPayload({ owner: 'lots', customer: [1, 2] })).toEqual({
      owner: ZERO,
      customer: ZERO,
    });
  });

  it('an unread map counts its contacts whatever their values, but not null holes', () => {
    expect(
      countsFromPayload({
        owner: { unread: { c1: 1, c2: 'x', c3: null } },
        customer: { unread: [null, 5, 6] },
      }),
    ).toEqual({ owner: { ...ZERO, unread: 2 }, customer: { ...ZERO, unread: 2 } });
  });
});
