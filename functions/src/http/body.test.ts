import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware';
import { limitBodySize, requireJsonBody } from './body';

function testApp(): express.Express {
  const app = express();
  app.use(requireJsonBody);
  app.use(express.json());
  app.all('/thing', (req, res) => {
    res.json({ body: req.body ?? null });
  });
  app.use(errorMiddleware);
  return app;
}

describe('requireJsonBody', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'when %s sends a form body, then 415 unsupported_media_type',
    async (method) => {
      const res = await request(testApp())[method]('/thing').type('form').send('title=desk');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        code: 'unsupported_media_type',
        message: 'The request body must be JSON',
      });
    },
  );

  it('when a body has no content type, then 415', async () => {
    const res = await request(testApp())
      .post('/thing')
      .set('Content-Length', '4')
      .send(Buffer.from('null'));
    expect(res.status).toBe(415);
  });

  it('when the body is JSON (also with a charset or +json), then it passes', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/merge-patch+json',
    ]) {
      const res = await request(testApp()).post('/thing').set('Content-Type', type).send('{"a":1}');
      expect(res.status).toBe(200);
    }
  });

  it('when a write has no body, then it passes', async () => {
    const res = await request(testApp()).post('/thing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: null });
  });

  it('when a GET carries a non-JSON body, then it is not a write and passes', async () => {
    const res = await request(testApp()).get('/thing').type('text').send('hello');
    expect(res.status).toBe(200);
  });
});

describe('limitBodySize', () => {
  function limitedApp(): express.Express {
    const app = express();
    app.use(limitBodySize(10));
    app.post('/thing', (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorMiddleware);
    return app;
  }

  it('when Content-Length is over the limit, then 413 payload_too_large before parsing', async () => {
    const res = await request(limitedApp()).post('/thing').send({ text: 'more than ten bytes' });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('when Content-Length is at the limit, then it passes', async () => {
    const res = await request(limitedApp()).post('/thing').type('json').send('"12345678"');
    expect(res.status).toBe(200);
  });
});
