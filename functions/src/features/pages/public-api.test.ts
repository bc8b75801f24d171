import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { publicRead, publicReads } from './public-api';

const reads = publicReads([
  publicRead({
    path: '/exhibits',
    query: z.object({ tag: z.union([z.string(), z.array(z.string())]).optional() }),
    read: async ({ query }) => ({ tag: query.tag ?? null }),
  }),
  publicRead({
    path: '/exhibits/:id',
    params: z.object({ id: z.string().max(5) }),
    read: async ({ params }) => {
      if (params.id === 'gone') throw notFound('Exhibit not found');
      return { id: params.id };
    },
  }),
]);

const get = (path: string, query = '') => reads.get(path, new URLSearchParams(query));

describe('publicReads (the API reads the pages answer in process)', () => {
  it('answers a path of its table with the read, a segment as its parameter, decoded', async () => {
    expect(await get('/exhibits/a%20b')).toEqual({ status: 200, body: { id: 'a b' } });
  });

  it('gives the query as the API parses it: a repeated key is an array, a single one a string', async () => {
    expect(await get('/exhibits', 'tag=a&tag=b')).toEqual({
      status: 200,
      body: { tag: ['a', 'b'] },
    });
    expect(await get('/exhibits', 'tag=a')).toEqual({ status: 200, body: { tag: 'a' } });
  });

  it('answers an API error with its status and body, and invalid parameters with 400 and their locations', async () => {
    expect(await get('/exhibits/gone')).toEqual({
      status: 404,
      body: { code: 'not_found', message: 'Exhibit not found' },
    });
    const invalid = await get('/exhibits/toolong');
    expect(invalid?.status).toBe(400);
    expect(invalid?.body).toMatchObject({
      code: 'validation_error',
      errors: [{ location: 'params.id' }],
    });
  });

  it('answers null for a path it does not read (the browser fetches it)', async () => {
    for (const path of ['/home/me', '/exhibits/a/comments', '/', '/exhibits/']) {
      expect(await get(path), path).toBeNull();
    }
  });
});
