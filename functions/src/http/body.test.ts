import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware';
import {
  MAX_IMAGE_UPLOAD_BYTES,
  limitBodySize,
  rawBody,
  rawBodyRouteOf,
  requireJsonBody,
} from './body';

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

  /** The Cloud Functions runtime: the body is read already (chunked: no Content-Length). */
  function afterRuntime(bytes: Buffer): express.Express {
    const app = express();
    app.use((req, _res, next) => {
      delete req.headers['content-length'];
      req.headers['transfer-encoding'] = 'chunked';
      Object.assign(req, { rawBody: bytes, body: {} });
      next();
    });
    app.use(limitBodySize(10));
    app.post('/thing', (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorMiddleware);
    return app;
  }

  it('when the runtime read a chunked body over the limit (req.rawBody), then 413', async () => {
    const res = await request(afterRuntime(Buffer.alloc(11))).post('/thing');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('when the runtime read a chunked body within the limit, then it passes', async () => {
    const res = await request(afterRuntime(Buffer.alloc(10))).post('/thing');
    expect(res.status).toBe(200);
  });
});

const IMAGE_ROUTE = '/api/v1/home/exhibits/ex1/items/it1/images';

describe('rawBodyRouteOf', () => {
  it('when the request is an image upload, then its route (10 MB of image/*)', () => {
    for (const path of [IMAGE_ROUTE, `${IMAGE_ROUTE}/`, IMAGE_ROUTE.toUpperCase()]) {
      expect(rawBodyRouteOf({ method: 'POST', path })).toMatchObject({
        types: ['image/*'],
        maxBytes: MAX_IMAGE_UPLOAD_BYTES,
      });
    }
  });

  it('when the request is a device photo upload, then the same route limits', () => {
    expect(
      rawBodyRouteOf({ method: 'POST', path: '/api/v1/home/devices/dev1/images' }),
    ).toMatchObject({ types: ['image/*'], maxBytes: MAX_IMAGE_UPLOAD_BYTES });
    expect(
      rawBodyRouteOf({ method: 'DELETE', path: '/api/v1/home/devices/dev1/images/img1' }),
    ).toBeUndefined();
  });

  it.each([
    ['GET', IMAGE_ROUTE],
    ['DELETE', `${IMAGE_ROUTE}/img1`],
    ['POST', `${IMAGE_ROUTE}/img1`],
    ['POST', '/api/v1/home/exhibits/ex1/items/it1'],
    ['POST', '/api/v1/home/exhibits/ex1/items/a/b/images'],
    ['POST', `/x${IMAGE_ROUTE}`],
  ])('when the request is %s %s, then it is JSON-only as ever', (method, path) => {
    expect(rawBodyRouteOf({ method, path })).toBeUndefined();
  });
});

describe('requireJsonBody on the image upload route', () => {
  function routedApp(): express.Express {
    const app = express();
    app.use(requireJsonBody);
    app.post(['/thing', IMAGE_ROUTE], (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorMiddleware);
    return app;
  }

  it('when an image is posted there, then it passes', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      const res = await request(routedApp()).post(IMAGE_ROUTE).type(type).send(Buffer.from('x'));
      expect(res.status).toBe(200);
    }
  });

  it('when JSON or a form is posted there, then 415 unsupported_media_type', async () => {
    const json = await request(routedApp()).post(IMAGE_ROUTE).send({ a: 1 });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({
      code: 'unsupported_media_type',
      message: 'The request body must be an image',
    });
    const form = await request(routedApp()).post(IMAGE_ROUTE).type('form').send('a=1');
    expect(form.status).toBe(415);
  });

  it('when an image is posted to any other route, then 415 (JSON only)', async () => {
    const res = await request(routedApp()).post('/thing').type('image/png').send(Buffer.from('x'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The request body must be JSON');
  });
});

describe('limitBodySize on the image upload route', () => {
  function limitedApp(): express.Express {
    const app = express();
    app.use(limitBodySize(10));
    app.post(['/thing', IMAGE_ROUTE], (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorMiddleware);
    return app;
  }

  it('when an upload is over the JSON limit but within 10 MB, then it passes', async () => {
    const res = await request(limitedApp())
      .post(IMAGE_ROUTE)
      .type('image/png')
      .send(Buffer.alloc(1000));
    expect(res.status).toBe(200);
  });

  it('when an upload is over 10 MB, then 413 payload_too_large', async () => {
    const res = await request(limitedApp())
      .post(IMAGE_ROUTE)
      .type('image/png')
      .send(Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('when the same body goes to another route, then the JSON limit applies', async () => {
    const res = await request(limitedApp())
      .post('/thing')
      .type('image/png')
      .send(Buffer.alloc(1000));
    expect(res.status).toBe(413);
  });
});

describe('rawBody', () => {
  function rawApp(preset?: Buffer): express.Express {
    const app = express();
    if (preset !== undefined) {
      // What the Cloud Functions runtime does: the body is read already, its bytes in rawBody.
      app.use((req, _res, next) => {
        Object.assign(req, { rawBody: preset, body: preset.toString('utf8') });
        next();
      });
    }
    app.post('/thing', rawBody(8), (req, res) => {
      const body: unknown = req.body;
      res.json({
        isBuffer: Buffer.isBuffer(body),
        hex: Buffer.isBuffer(body) ? body.toString('hex') : null,
      });
    });
    app.use(errorMiddleware);
    return app;
  }

  it('when the body streams in, then req.body holds its exact bytes', async () => {
    const res = await request(rawApp())
      .post('/thing')
      .type('image/png')
      .send(Buffer.from([0xff, 0xd8, 0x00]));
    expect(res.body).toEqual({ isBuffer: true, hex: 'ffd800' });
  });

  it('when the runtime already read the body (req.rawBody), then those bytes are used', async () => {
    const res = await request(rawApp(Buffer.from([0x89, 0x50]))).post('/thing');
    expect(res.body).toEqual({ isBuffer: true, hex: '8950' });
  });

  it('when there is no body, then an empty buffer', async () => {
    const res = await request(rawApp()).post('/thing');
    expect(res.body).toEqual({ isBuffer: true, hex: '' });
  });

  it('when the body is over the limit, streamed or read by the runtime, then 413', async () => {
    const streamed = await request(rawApp()).post('/thing').type('image/png').send(Buffer.alloc(9));
    expect(streamed.status).toBe(413);
    expect(streamed.body.code).toBe('payload_too_large');
    const preset = await request(rawApp(Buffer.alloc(9))).post('/thing');
    expect(preset.status).toBe(413);
  });
});
