import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, createTestApp, seedFromFile } from './helpers';

const app = createTestApp();

beforeAll(async () => {
  await clearFirestore();
  await seedFromFile();
});

describe('any /api path', () => {
  it.each([
    ['get', '/api/v1/nothing-here'],
    ['get', '/api/v2/faculties'],
    ['get', '/api'],
    ['get', '/elsewhere'],
    ['post', '/api/v1/faculties'],
    ['delete', '/api/v1/areas'],
  ] as const)('when %s %s has no route, then 404 not_found as JSON', async (method, path) => {
    const res = await request(app)[method](path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('when any response is sent, then it is JSON without x-powered-by and with nosniff', async () => {
    const res = await request(app).get('/api/v1/faculties');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('POST /api/v1/... (request bodies)', () => {
  it('when the JSON body is malformed, then 400 bad_request', async () => {
    const res = await request(app)
      .post('/api/v1/home/me')
      .set('Content-Type', 'application/json')
      .send('{"name": "Alice",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON',
    });
  });

  it('when the body is not JSON, then 415 unsupported_media_type', async () => {
    const res = await request(app).post('/api/v1/home/me').type('form').send('name=Alice');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'unsupported_media_type',
      message: 'The request body must be JSON',
    });
  });

  it('when the body is larger than 1 MB, then 413 payload_too_large', async () => {
    const res = await request(app)
      .post('/api/v1/home/me')
      .send({ text: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('when a write has no body, then it reaches routing (401 here, not 415)', async () => {
    const res = await request(app).post('/api/v1/home/me/group');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

/**
 * The Cloud Functions runtime in front of the app: it reads and parses every body itself (up to
 * 32 MB) and keeps the bytes in `req.rawBody`, so the app's own `express.json` never reads it.
 */
function behindRuntime(inner: express.Express): express.Express {
  const outer = express();
  outer.use(
    express.json({
      limit: '32mb',
      verify: (req, _res, bytes) => Object.assign(req, { rawBody: bytes }),
    }),
  );
  outer.use(inner);
  return outer;
}

/** POSTs `json` in chunks (`Transfer-Encoding: chunked`, no `Content-Length`). */
async function postChunked(target: express.Express, path: string, json: string) {
  const req = request(target).post(path).set('Content-Type', 'application/json');
  const chunk = 64 * 1024;
  for (let at = 0; at < json.length; at += chunk) req.write(json.slice(at, at + chunk));
  return req;
}

describe('chunked request bodies (no Content-Length)', () => {
  const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) });
  const small = JSON.stringify({ text: 'x'.repeat(1000) });

  it('when a chunked JSON body is larger than 1 MB, then 413 payload_too_large', async () => {
    const res = await postChunked(app, '/api/v1/home/me', big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('when the runtime has already read a chunked body larger than 1 MB, then 413 too', async () => {
    const res = await postChunked(behindRuntime(app), '/api/v1/home/me', big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('when a chunked body is small, then it reaches routing (401 here), also behind the runtime', async () => {
    for (const target of [app, behindRuntime(app)]) {
      const res = await postChunked(target, '/api/v1/home/me', small);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });
});
