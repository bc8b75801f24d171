import { describe, expect, it } from 'vitest';
import { allocate, drawOrder, drawWinners, firstComeStock, seededRandom } from './allocation';

const req = (...items: [string, number][]) =>
  items.map(([itemId, quantity]) => ({ itemId, quantity }));

describe('seededRandom and drawOrder', () => {
  it('when the seed is the same, then the same numbers and order, whatever order the ids come in', () => {
    const a = seededRandom('0badcafe');
    const b = seededRandom('0badcafe');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    const ids = ['u5', 'u1', 'u3', 'u2', 'u4'];
    expect(drawOrder('0badcafe', ids)).toEqual(drawOrder('0badcafe', [...ids].reverse()));
    expect([...drawOrder('0badcafe', ids)].sort()).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
  });

  it('when seeds differ, then orders differ; every applicant comes first about as often', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const firsts = new Map<string, number>();
    for (let s = 0; s < 4000; s += 1) {
      const seed = ((s * 2654435761) >>> 0).toString(16).padStart(8, '0');
      const first = drawOrder(seed, ids)[0] as string;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const id of ids) expect(firsts.get(id)).toBeGreaterThan(850);
    expect(() => seededRandom('xyz')).toThrow();
  });
});

describe('allocate', () => {
  it('when stock runs out, then later applicants lose, and one whose request no longer fits is skipped', () => {
    const requests = new Map([
      ['a', req(['chair', 2])],
      ['b', req(['chair', 2])],
      ['c', req(['chair', 1])],
      ['d', req(['desk', 1])],
    ]);
    const stock = new Map([
      ['chair', 3],
      ['desk', 1],
    ]);
    expect(allocate(['a', 'b', 'c', 'd'], requests, stock)).toEqual({
      winners: ['a', 'c', 'd'],
      losers: ['b'],
    });
  });

  it('when recorded, then the draw is reproducible from its seed', () => {
    const requests = new Map([
      ['x', req(['chair', 1])],
      ['y', req(['chair', 1])],
      ['z', req(['chair', 1])],
    ]);
    const stock = new Map([['chair', 2]]);
    const drawn = drawWinners('1234abcd', requests, stock);
    expect(drawn.winners).toHaveLength(2);
    expect(drawWinners('1234abcd', requests, stock)).toEqual(drawn);
  });
});

describe('firstComeStock', () => {
  const stock = new Map([
    ['desk', 2],
    ['book', 1],
  ]);

  it('when the winners were promised every unit, then nothing is left for first come', () => {
    expect(
      firstComeStock(stock, [
        { itemId: 'desk', quantity: 2, handedOver: 0 },
        { itemId: 'book', quantity: 1, handedOver: 0 },
      ]),
    ).toBe(0);
  });

  it('when part is promised, handed over or added since, then only the unpromised units count', () => {
    expect(firstComeStock(stock, [{ itemId: 'desk', quantity: 1, handedOver: 0 }])).toBe(2);
    // The winner received one desk (the stock went from 2 to 1): one desk is still free.
    const after = new Map([
      ['desk', 1],
      ['book', 1],
    ]);
    expect(firstComeStock(after, [{ itemId: 'desk', quantity: 1, handedOver: 1 }])).toBe(2);
    // Never below 0, and nobody promised: the whole stock.
    expect(firstComeStock(after, [{ itemId: 'desk', quantity: 3, handedOver: 0 }])).toBe(1);
    expect(firstComeStock(stock, [])).toBe(3);
  });
});
