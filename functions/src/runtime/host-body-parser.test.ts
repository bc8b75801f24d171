import { createRequire } from 'node:module';
import { http } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from '../http/error-middleware';
import { deferHostBodyParseErrors, hostBodyErrors } from './host-body-parser';

/**
 * Against the real functions-framework, the runtime of Cloud Functions for Node.js: its server parses
 * the body with its own copy of body-parser before calling the function, as in production.
 */
const frameworkRequire = createRequire(require.resolve('@google-cloud/functions-framework'));

/** A function shaped like the API: the catalogue's first middleware, a route, the error handler. */
function api(): express.Express {
  const app = express();
  app.use(hostBodyErrors);
  app.post('/echo', (req, res) => {
    res.json({ received: req.body as unknown });
  });
  app.use(errorMiddleware);
  return app;
}

const malformed = (server: Parameters<typeof request>[0]) =>
  request(server).post('/echo').set('Content-Type', 'application/json').send('{"a": tru');

describe('the runtime as it is', () => {
  it('when JSON is malformed, then the framework answers an HTML page (what the wrapper is for)', async () => {
    http('plain', api());
    const res = await malformed(getTestServer('plain'));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('when the path holds an undecodable escape, then the framework answers 400 before the function runs (docs/security.md)', async () => {
    let calls = 0;
    http('paths', (_req, res) => {
      calls += 1;
      res.json({});
    });
    for (const path of ['/api/v1/wanted/%ZZ', '/api/v1/exhibits/%ED%A0%80']) {
      const res = await request(getTestServer('paths')).get(path);
      expect([res.status, res.headers['content-type']]).toEqual([
        400,
        expect.stringMatching(/^text\/html/),
      ]);
    }
    expect(calls).toBe(0);
  });
});

describe('deferHostBodyParseErrors', () => {
  beforeAll(() => {
    expect(deferHostBodyParseErrors(frameworkRequire)).toBe(true);
    // Wrapping twice changes nothing.
    expect(deferHostBodyParseErrors(frameworkRequire)).toBe(true);
    http('api', api());
  });

  it('when JSON is malformed, then the app answers 400 bad_request from its catalogue', async () => {
    const res = await malformed(getTestServer('api'));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON',
    });
  });

  it('when JSON is well formed, then the app receives it parsed', async () => {
    const res = await request(getTestServer('api')).post('/echo').send({ a: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: { a: true } });
  });

  it("when the host's body-parser exposes json through a getter (1.x, the emulator's), then it is still wrapped", () => {
    const parse = (_req: unknown, _res: unknown, next: (err?: unknown) => void) => next();
    const legacy = {};
    Object.defineProperty(legacy, 'json', {
      configurable: true,
      enumerable: true,
      get: () => () => parse,
    });
    const host = ((id: string) => {
      if (id !== 'body-parser') throw new Error(`Cannot find module '${id}'`);
      return legacy;
    }) as unknown as NodeJS.Require;
    expect(deferHostBodyParseErrors(host)).toBe(true);
    expect((legacy as { json: () => unknown }).json()).not.toBe(parse);
  });

  it('when the host has no body-parser, then nothing is wrapped', () => {
    const nowhere = ((id: string) => {
      throw new Error(`Cannot find module '${id}'`);
    }) as unknown as NodeJS.Require;
    expect(deferHostBodyParseErrors(nowhere)).toBe(false);
  });
});
