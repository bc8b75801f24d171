import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { healthRouter } from '../../src/features/health/routes';
import { createTestApp, testDb } from './helpers';

describe('GET /api/v1/health', () => {
  it('when Firestore answers, then 200 ok with the build and Firestore reachable, never cached', async () => {
    const res = await request(createTestApp()).get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      status: 'ok',
      // Tests run from source: no build stamp.
      version: { commit: 'dev', builtAt: null, revision: process.env.K_REVISION ?? null },
      firestore: 'ok',
    });
  });

  it('when a bad token comes along, then 401 as on every route (the check is anonymous)', async () => {
    const res = await request(createTestApp())
      .get('/api/v1/health')
      .set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
  });

  it('when Firestore does not answer in time, then 503 unavailable with the build', async () => {
    // The emulator's Firestore, asked with a timeout no round trip can meet.
    const app = express().use(
      '/api/v1',
      healthRouter(testDb(), {
        build: { commit: 'abc', builtAt: '2026-11-24T00:00:00.000Z' },
        revision: 'api-00001-aaa',
        timeoutMs: 0,
      }),
    );
    const res = await request(app).get('/api/v1/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'unavailable',
      version: { commit: 'abc', builtAt: '2026-11-24T00:00:00.000Z', revision: 'api-00001-aaa' },
      firestore: 'unreachable',
    });
  });
});
