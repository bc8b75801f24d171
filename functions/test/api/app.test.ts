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
