import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { toSignInPolicy } from '../../src/features/sign-in-policy/policy';
import { locationsOf } from './exhibits-fixtures';
import { testAuth, testDb } from './helpers';

/**
 * `POST /api/v1/sign-in/email-check` over HTTP: the login page asks it before mailing a sign-in link
 * (issue 15, bug 6: the page claimed to have sent a link to an address outside the campus).
 */
const app = createApp({
  db: testDb(),
  auth: testAuth(),
  signInPolicy: toSignInPolicy('campus.example.ac.jp', 'guest@gmail.com'),
});
const check = (body: unknown) =>
  request(app)
    .post('/api/v1/sign-in/email-check')
    .send(body as object);

describe('POST /sign-in/email-check', () => {
  it('allows campus addresses, their subdomains and the allow-list, anonymously', async () => {
    for (const email of [
      'hanako@campus.example.ac.jp',
      'Ken@Lab.Campus.Example.ac.jp',
      'guest@gmail.com',
    ]) {
      const res = await check({ email });
      expect([res.status, res.body]).toEqual([200, { allowed: true }]);
    }
  });

  it('refuses addresses outside the campus', async () => {
    for (const email of ['outsider@gmail.com', 'x@campus.example.ac.jp.evil.example']) {
      const res = await check({ email });
      expect([res.status, res.body]).toEqual([200, { allowed: false }]);
    }
  });

  it('answers bad input with 400 validation_error at its location', async () => {
    for (const [body, location] of [
      [{}, 'body.email'],
      [{ email: 'not an address' }, 'body.email'],
      [{ email: 42 }, 'body.email'],
      [{ email: `${'a'.repeat(250)}@campus.example.ac.jp` }, 'body.email'],
      [{ email: 'a@campus.example.ac.jp', uid: 'x' }, 'body.uid'],
    ] as const) {
      const res = await check(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(locationsOf(res.body)).toEqual([location]);
    }
  });
});
