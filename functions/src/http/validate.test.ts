import express from 'express';
import request from 'supertest';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { errorMiddleware } from './error-middleware';
import { noBody, queryArray, queryBoolean, queryInt, toFieldErrors, validate } from './validate';

const params = z.object({ id: z.string().regex(/^[a-z]+$/) });
const query = z.object({
  limit: queryInt.pipe(z.number().max(100)).default(20),
  areas: queryArray(z.string().min(1)).default([]),
  inStock: queryBoolean.optional(),
});
const body = z.strictObject({
  title: z.string().min(1),
  items: z.array(z.object({ name: z.string().min(1), stock: z.number().int() })).min(1),
});

function testApp(): express.Express {
  const app = express();
  app.use(express.json());
  app.post('/things/:id', validate({ params, query, body }), (req, res) => {
    expectTypeOf(req.params.id).toEqualTypeOf<string>();
    expectTypeOf(req.query.limit).toEqualTypeOf<number>();
    expectTypeOf(req.query.areas).toEqualTypeOf<string[]>();
    expectTypeOf(req.body.items).toEqualTypeOf<{ name: string; stock: number }[]>();
    res.json({ params: req.params, query: req.query, body: req.body });
  });
  app.get('/search', validate({ query }), (req, res) => {
    res.json(req.query);
  });
  app.use(errorMiddleware);
  return app;
}

const validBody = { title: 'Desk', items: [{ name: 'Desk', stock: 1 }] };

describe('validate', () => {
  it('when everything is valid, then the handler sees the parsed values', async () => {
    const res = await request(testApp())
      .post('/things/abc?limit=5&areas=main&inStock=true&ignored=1')
      .send(validBody);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      params: { id: 'abc' },
      query: { limit: 5, areas: ['main'], inStock: true },
      body: validBody,
    });
  });

  it('when a query array is repeated, then every value is kept in order', async () => {
    const res = await request(testApp()).get('/search?areas=b&areas=a&areas=c');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ limit: 20, areas: ['b', 'a', 'c'] });
  });

  it('when params, query and body are wrong, then 400 lists every location', async () => {
    const res = await request(testApp())
      .post('/things/ABC?limit=abc&areas=ok&areas=')
      .send({
        title: '',
        items: [
          { name: 'ok', stock: 1 },
          { name: '', stock: 1.5 },
        ],
        extra: 1,
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location);
    expect(locations).toEqual([
      'params.id',
      'query.limit',
      'query.areas.1',
      'body.title',
      'body.items.1.name',
      'body.items.1.stock',
      'body.extra',
    ]);
    for (const error of res.body.errors as { message: unknown }[]) {
      expect(typeof error.message).toBe('string');
    }
  });

  it('when the body is missing, then the location is the whole body', async () => {
    const res = await request(testApp()).post('/things/abc');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body', message: expect.any(String) }]);
  });

  it('when a number is over its maximum, then the message says so', async () => {
    const res = await request(testApp()).get('/search?limit=1000');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'query.limit', message: expect.any(String) }]);
  });
});

describe('toFieldErrors', () => {
  it('when zod reports nested paths, then they are joined with dots under the location', () => {
    const result = z
      .object({ a: z.array(z.object({ b: z.string() })) })
      .safeParse({ a: [{ b: 1 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors('body', result.error)).toEqual([
      { location: 'body.a.0.b', message: expect.any(String) },
    ]);
  });
});

describe('query helpers', () => {
  it('when queryArray gets one value, then it becomes a one-element array', () => {
    expect(queryArray(z.string()).parse('a')).toEqual(['a']);
    expect(queryArray(z.string()).parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(queryArray(z.string()).optional().parse(undefined)).toBeUndefined();
  });

  it('when queryInt gets something other than a plain non-negative integer, then it fails', () => {
    expect(queryInt.parse('0')).toBe(0);
    expect(queryInt.parse('42')).toBe(42);
    for (const bad of ['', '-1', '1.5', '1e3', '01', ' 1', '9999999999', ['1', '2']]) {
      expect(queryInt.safeParse(bad).success).toBe(false);
    }
  });

  it('when queryBoolean gets true or false, then it is a boolean, else it fails', () => {
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse('false')).toBe(false);
    expect(queryBoolean.safeParse('1').success).toBe(false);
  });
});

describe('noBody', () => {
  function bodilessApp(): express.Express {
    const app = express();
    app.use(express.json());
    app.post('/leave', validate({ body: noBody }), (_req, res) => {
      res.status(204).end();
    });
    app.use(errorMiddleware);
    return app;
  }

  it('when there is no body or an empty object, then the handler runs', async () => {
    expect((await request(bodilessApp()).post('/leave')).status).toBe(204);
    expect((await request(bodilessApp()).post('/leave').send({})).status).toBe(204);
  });

  it('when the body has fields, then 400 validation_error at each of them', async () => {
    const res = await request(bodilessApp()).post('/leave').send({ isAdmin: true, uid: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.errors.map((e: { location: string }) => e.location)).toEqual([
      'body.isAdmin',
      'body.uid',
    ]);
    expect((await request(bodilessApp()).post('/leave').send([])).status).toBe(400);
  });
});
