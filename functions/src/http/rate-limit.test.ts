import { describe, expect, it } from 'vitest';
import { INVITATION_MAIL_MAX } from '../features/groups';
import {
  BUCKETS,
  QUOTAS,
  counterDocId,
  invitationMailCost,
  longestWindow,
  retryAfterSeconds,
  spendingOf,
  windowAt,
} from './rate-limit';

const MINUTE = { seconds: 60, max: 3 };
const DAY = { seconds: 86_400, max: 5 };
// 2026-11-24T13:19:05.250Z: 5.25 s into its minute.
const NOW = Date.UTC(2026, 10, 24, 13, 19, 5, 250);

describe('windowAt', () => {
  it('when inside a minute, then the key names that minute and it ends at the next one', () => {
    const { key, endsAtMs } = windowAt(MINUTE, NOW);
    expect(key).toBe(`60s${Math.floor(NOW / 60_000)}`);
    expect(endsAtMs).toBe(Date.UTC(2026, 10, 24, 13, 20, 0));
  });

  it('when on the first millisecond of a window, then it is that window, not the previous one', () => {
    const start = Date.UTC(2026, 10, 24, 13, 20, 0);
    expect(windowAt(MINUTE, start).key).not.toBe(windowAt(MINUTE, start - 1).key);
    expect(windowAt(MINUTE, start).key).toBe(windowAt(MINUTE, start + 59_999).key);
  });

  it('when a day window, then it ends at midnight UTC (09:00 in Tokyo)', () => {
    expect(windowAt(DAY, NOW).endsAtMs).toBe(Date.UTC(2026, 10, 25));
  });
});

describe('retryAfterSeconds', () => {
  const quota = [MINUTE, DAY];
  const minute = windowAt(MINUTE, NOW).key;
  const day = windowAt(DAY, NOW).key;

  it('when every count is within its quota (the last allowed call included), then null', () => {
    expect(retryAfterSeconds(quota, { [minute]: 3, [day]: 5 }, NOW)).toBeNull();
    expect(retryAfterSeconds(quota, {}, NOW)).toBeNull();
  });

  it('when the minute is exceeded, then the seconds to the end of the minute', () => {
    expect(retryAfterSeconds(quota, { [minute]: 4, [day]: 4 }, NOW)).toBe(54.75);
  });

  it('when both are exceeded, then the later end (the day)', () => {
    expect(retryAfterSeconds(quota, { [minute]: 4, [day]: 6 }, NOW)).toBe(
      (Date.UTC(2026, 10, 25) - NOW) / 1000,
    );
  });

  it('when counts belong to an earlier window, then they do not count', () => {
    const earlier = windowAt(MINUTE, NOW - 60_000).key;
    expect(retryAfterSeconds([MINUTE], { [earlier]: 100 }, NOW)).toBeNull();
  });
});

describe('counterDocId and longestWindow', () => {
  it('when the uid holds / and :, then it is escaped so the id is one document', () => {
    const id = counterDocId('mail', 'a/b:c', [MINUTE, DAY], NOW);
    expect(id).toBe(`mail:a%2Fb%3Ac:${windowAt(DAY, NOW).key}`);
    expect(id.split(':')).toHaveLength(3);
  });

  it('when a window does not divide the longest, then it is refused', () => {
    expect(() => longestWindow([{ seconds: 7, max: 1 }, DAY])).toThrow(/7 s window/);
    expect(longestWindow([MINUTE, DAY])).toBe(DAY);
  });
});

describe('QUOTAS', () => {
  it.each(BUCKETS)('when %s, then its windows nest and its burst is below its day', (bucket) => {
    const quota = QUOTAS[bucket];
    const day = longestWindow(quota);
    for (const window of quota) {
      expect(window.max).toBeGreaterThan(0);
      expect(window.max).toBeLessThanOrEqual(day.max);
    }
  });

  it('when mail, then one full invitation request fits the minute', () => {
    const minute = QUOTAS.mail.find((w) => w.seconds === 60);
    expect(minute?.max).toBeGreaterThanOrEqual(INVITATION_MAIL_MAX);
  });

  it('when a strict bucket, then it is stricter than the default', () => {
    const perMinute = (bucket: (typeof BUCKETS)[number]) =>
      QUOTAS[bucket].find((w) => w.seconds === 60)?.max ?? Infinity;
    for (const bucket of BUCKETS.filter((b) => b !== 'default')) {
      expect(perMinute(bucket)).toBeLessThan(perMinute('default'));
    }
  });
});

describe('spendingOf (the table)', () => {
  const spend = (method: string, path: string, body: unknown = {}) =>
    spendingOf({ method, path, body });

  it.each([
    ['POST', '/api/v1/home/groups', 'groupCreation'],
    ['POST', '/api/v1/home/groups/', 'groupCreation'],
    ['POST', '/api/v1/home/exhibits/e1/comments', 'comments'],
    ['PUT', '/api/v1/home/exhibits/e1/comments/c1', 'comments'],
    ['POST', '/api/v1/home/contacts/k1/messages', 'chat'],
    ['POST', '/api/v1/home/exhibits/e1/items/i1/images', 'uploads'],
    ['POST', '/api/v1/home/devices/d1/images', 'uploads'],
    ['POST', '/api/v1/home/exhibits/e1/contacts', 'contacts'],
    ['POST', '/api/v1/home/devices/d1/reservations', 'reservations'],
    ['POST', '/api/v1/home/devices/d1/reservations/series', 'reservations'],
    ['POST', '/api/v1/home/devices/d1/waitlist', 'reservations'],
    ['POST', '/api/v1/home/waitlist/w1/accept', 'reservations'],
    ['POST', '/api/v1/home/me', 'signUp'],
    ['POST', '/API/V1/HOME/GROUPS', 'groupCreation'],
    ['PUT', '/api/v1/home/me', 'default'],
    ['POST', '/api/v1/home/groups/g1/invitations', 'default'],
    ['DELETE', '/api/v1/home/exhibits/e1/comments/c1', 'default'],
    ['POST', '/api/v1/home/favorites/e1', 'default'],
    ['POST', '/api/v1/home/contacts/k1/read', 'default'],
    ['POST', '/api/v1/no/such/route', 'default'],
  ])('when %s %s, then bucket %s', (method, path, bucket) => {
    expect(spend(method, path)).toEqual({ bucket, cost: 1 });
  });

  it.each([
    ['GET', '/api/v1/exhibits'],
    ['GET', '/api/v1/home/contacts'],
    ['HEAD', '/api/v1/home/me'],
    ['OPTIONS', '/api/v1/home/groups'],
    ['POST', '/api/v1/home/contacts'],
    ['POST', '/elsewhere'],
  ])('when %s %s, then nothing is spent', (method, path) => {
    expect(spend(method, path)).toBeNull();
  });

  it('when invitation mail, then it costs one per distinct address; a body validation refuses costs 1', () => {
    const path = '/api/v1/home/groups/g1/invitations/mail';
    const emails = ['a@x.jp', 'B@x.jp', 'b@x.jp', 'c@x.jp'];
    expect(spend('POST', path, { emails })).toEqual({ bucket: 'mail', cost: 3 });
    const full = Array.from({ length: INVITATION_MAIL_MAX }, (_, i) => `u${i}@x.jp`);
    expect(spend('POST', path, { emails: full })?.cost).toBe(INVITATION_MAIL_MAX);
    expect(spend('POST', path, { emails: [...full, 'one@x.jp'] })?.cost).toBe(1);
    expect(invitationMailCost({ body: { emails: ['a@x.jp', 'not-an-email'] } })).toBe(1);
    expect(invitationMailCost({ body: { emails: [] } })).toBe(1);
    expect(invitationMailCost({ body: undefined })).toBe(1);
    expect(invitationMailCost({ body: { emails: 'a@x.jp' } })).toBe(1);
  });
});
