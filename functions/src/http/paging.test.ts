import { describe, expect, it } from 'vitest';
import { pageFields, pageQuery } from './paging';
import { z } from 'zod';

describe('pageQuery', () => {
  it('defaults to the first 20', () => {
    expect(pageQuery.parse({})).toEqual({ limit: 20, offset: 0 });
  });

  it('reads limit and offset from query strings', () => {
    expect(pageQuery.parse({ limit: '100', offset: '40' })).toEqual({ limit: 100, offset: 40 });
  });

  it.each([
    { limit: '0' },
    { limit: '101' },
    { offset: '100001' },
    { limit: '-1' },
    { limit: 'x' },
  ])('refuses %j', (query) => {
    expect(pageQuery.safeParse(query).success).toBe(false);
  });

  it('takes the default limit of a longer list and keeps the fields after its own', () => {
    const schema = z.object({ status: z.string().optional(), ...pageFields(50) });
    expect(schema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(Object.keys(schema.shape)).toEqual(['status', 'limit', 'offset']);
  });
});
