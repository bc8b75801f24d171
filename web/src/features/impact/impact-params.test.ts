import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  impactSearchParams,
  parseImpactQuery,
  toApiQuery,
  type ImpactQuery,
} from './impact-params';

const THIS_MONTH = '2026-11';
const parse = (search: string) => parseImpactQuery(new URLSearchParams(search), THIS_MONTH);
const ALL: ImpactQuery = { from: '2025-12', to: '2026-11', campus: '', faculty: '', category: '' };

describe('the dashboard address', () => {
  it('without months is the last 12, this one included, for everything', () => {
    expect(defaultRange(THIS_MONTH)).toEqual({ from: '2025-12', to: '2026-11' });
    expect(parse('')).toEqual(ALL);
  });

  it('reads the range and the filters', () => {
    expect(parse('from=2026-01&to=2026-03&campus=north&faculty=none&category=furniture')).toEqual({
      from: '2026-01',
      to: '2026-03',
      campus: 'north',
      faculty: 'none',
      category: 'furniture',
    });
  });

  it('takes a range given by its end as the year ending there; a malformed month is the default', () => {
    expect(parse('to=2026-06')).toMatchObject({ from: '2025-07', to: '2026-06' });
    expect(parse('from=2026-13&to=june')).toMatchObject({ from: '2025-12', to: '2026-11' });
  });

  it('writes months only when they are not the default, filters only when set', () => {
    expect(impactSearchParams(ALL, THIS_MONTH).toString()).toBe('');
    expect(impactSearchParams({ ...ALL, campus: 'north' }, THIS_MONTH).toString()).toBe(
      'campus=north',
    );
    expect(impactSearchParams({ ...ALL, from: '2026-01' }, THIS_MONTH).toString()).toBe(
      'from=2026-01&to=2026-11',
    );
    const query = parse('from=2026-01&to=2026-03&faculty=none');
    expect(parse(impactSearchParams(query, THIS_MONTH).toString())).toEqual(query);
  });

  it('asks the API for both months and the filters set', () => {
    expect(toApiQuery({ ...ALL, category: 'books' })).toEqual({
      from: '2025-12',
      to: '2026-11',
      campus: undefined,
      faculty: undefined,
      category: 'books',
    });
  });
});
