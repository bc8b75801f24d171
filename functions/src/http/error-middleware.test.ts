import express from 'express';
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMiddleware, notFoundHandler, toErrorResponse } from './error-middleware';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  notGroupMember,
  serviceBusy,
  tooManyRequests,
  unauthorized,
  validationError,
} from './errors';
import type { ErrorCode } from '../model/error-codes';

function appThrowing(err: unknown): express.Express {
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/throw', () => {
    throw err;
  });
  app.get('/things/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  app.get('/async', async () => {
    await Promise.resolve();
    throw err;
  });
  app.use(notFoundHandler);
  app.use(errorMiddleware);
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Retry-After', () => {
  it('when a quota is used up, then 429 rate_limited says in whole seconds when to retry', async () => {
    const response = await request(appThrowing(tooManyRequests(12.2))).get('/throw');
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('13');
    expect(response.body).toEqual({ code: 'rate_limited', message: expect.any(String) });
  });

  it('when data is contended, then 503 busy asks to retry after at least a second, logged as a warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = await request(appThrowing(serviceBusy(0))).get('/async');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body.code).toBe('busy');
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
  });

  it('when Firestore gives up on a contended write outside a transaction, then 503 busy with Retry-After, logged as a warning with its cause', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const response = await request(appThrowing(aborted)).get('/async');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body).toEqual({ code: 'busy', message: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toContain('ABORTED');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Transaction lock timeout'));
    expect(error).not.toHaveBeenCalled();
  });

  it('when Firestore refuses a request for good, then it stays a 500', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const invalid = Object.assign(new Error('3 INVALID_ARGUMENT: bad value'), { code: 3 });
    const response = await request(appThrowing(invalid)).get('/throw');
    expect(response.status).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('when an error has no retry time, then no Retry-After is sent', async () => {
    const response = await request(appThrowing(conflict())).get('/throw');
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

describe('toErrorResponse', () => {
  it.each([
    [unauthorized(), 401, 'unauthorized'],
    [forbidden(), 403, 'forbidden'],
    [notGroupMember(), 403, 'NotGroupMember'],
    [notFound(), 404, 'not_found'],
    [conflict(), 409, 'conflict'],
    // A code outside the catalogue (types refuse it) still passes through unchanged.
    [conflict('already_favorited' as ErrorCode), 409, 'already_favorited'],
    [badRequest(), 400, 'bad_request'],
  ])('when %s is thrown, then it answers %i %s', (err, status, code) => {
    const response = toErrorResponse(err);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(response.body).not.toHaveProperty('errors');
  });

  it('when a validation error is thrown, then the body lists the field errors', () => {
    const errors = [{ location: 'body.title', message: 'Required' }];
    expect(toErrorResponse(validationError(errors))).toEqual({
      status: 400,
      body: { code: 'validation_error', message: 'The request is not valid', errors },
    });
  });

  it('when a body-parser error arrives, then it maps to the catalogue', () => {
    expect(toErrorResponse({ type: 'entity.parse.failed', status: 400 }).body.code).toBe(
      'bad_request',
    );
    expect(toErrorResponse({ type: 'entity.too.large', status: 413 })).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large' },
    });
    expect(toErrorResponse({ type: 'charset.unsupported', status: 415 })).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type' },
    });
  });

  it('when an unknown object with a 5xx status arrives, then it is a server error', () => {
    expect(toErrorResponse({ type: 'something', status: 503 }).status).toBe(500);
  });
});

describe('errorMiddleware', () => {
  it('when a route throws an AppError, then the answer is its status and JSON body', async () => {
    const res = await request(appThrowing(forbidden('NotGroupMember', 'Left the group'))).get(
      '/throw',
    );
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ code: 'NotGroupMember', message: 'Left the group' });
  });

  it('when an async route rejects, then the error still reaches the middleware', async () => {
    const res = await request(appThrowing(conflict())).get('/async');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'conflict', message: 'Conflict' });
  });

  it('when something unexpected is thrown, then 500 hides the internals and logs the error', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const secret = new Error('password=hunter2 at /srv/internal/db.ts:42');

    const res = await request(appThrowing(secret)).get('/throw?token=abc');

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'server_error', message: 'An unknown error occurred' });
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toContain('db.ts');
    expect(log).toHaveBeenCalledWith('Unhandled error on GET /throw:', secret);
  });

  it('when a non-Error value is thrown, then it is a 500 server_error too', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await request(appThrowing('just a string')).get('/throw');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'server_error', message: 'An unknown error occurred' });
  });

  it('when the JSON body is malformed, then 400 bad_request', async () => {
    const res = await request(appThrowing(null))
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('{"title": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON',
    });
  });

  it('when the JSON body exceeds the limit, then 413 payload_too_large', async () => {
    const res = await request(appThrowing(null))
      .post('/echo')
      .send({ text: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it.each(['%ED%A0%80', '%', '%zz', '%C0'])(
    'when a path parameter has an undecodable percent-encoding (%s), then 400 bad_request',
    async (id) => {
      const res = await request(appThrowing(null)).get(`/things/${id}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'bad_request',
        message: 'The URL holds a percent-encoding that is not valid UTF-8',
      });
    },
  );

  it('when no route matches, then 404 not_found as JSON', async () => {
    const res = await request(appThrowing(null)).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('when an AppError is built by hand, then its body carries exactly its fields', () => {
    const err = new AppError(422, 'custom' as ErrorCode, 'Custom message');
    expect(err).toBeInstanceOf(Error);
    expect(err.toBody()).toEqual({ code: 'custom', message: 'Custom message' });
  });
});
