import { describe, expect, it } from 'vitest';
import {
  ALLOWLIST_PATTERN,
  APP_ORIGIN_PATTERN,
  BACKUP_BUCKET_PATTERN,
  CAMPUS_DOMAINS_PATTERN,
  deployValueProblems,
} from './deploy-values';

/** As `firebase deploy` checks a prompted value: `new RegExp(pattern)`, no flags. */
const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);

describe('CAMPUS_EMAIL_DOMAINS', () => {
  it.each(['u-tokyo.ac.jp', 'ecc.u-tokyo.ac.jp', 'a.ac.jp, b.ac.jp', 'kyoto-u.ac.jp,kyoto-u.jp'])(
    'accepts %s',
    (value) => expect(matches(CAMPUS_DOMAINS_PATTERN, value)).toBe(true),
  );
  it.each([
    ['the demo domain', 'campus.example.ac.jp'],
    ['example.com', 'example.com'],
    ['a placeholder among real ones', 'u-tokyo.ac.jp, example.org'],
    ['localhost', 'localhost'],
    ['a reserved top-level domain', 'campus.test'],
    ['.local', 'campus.local'],
    ['an address instead of a domain', 'someone@u-tokyo.ac.jp'],
    ['nothing', ''],
    ['one label', 'jp'],
    ['upper case (the CLI checks without flags)', 'U-Tokyo.ac.jp'],
    ['a trailing comma', 'u-tokyo.ac.jp,'],
  ])('refuses %s', (_why, value) => expect(matches(CAMPUS_DOMAINS_PATTERN, value)).toBe(false));
});

describe('CAMPUS_EMAIL_ALLOWLIST', () => {
  it.each(['', 'guest@partner.co.jp', 'a.b@x.ac.jp, c+d@y.ac.jp'])('accepts "%s"', (value) =>
    expect(matches(ALLOWLIST_PATTERN, value)).toBe(true),
  );
  it.each(['someone@example.com', 'partner.co.jp', 'a@b', 'guest@localhost'])(
    'refuses %s',
    (value) => expect(matches(ALLOWLIST_PATTERN, value)).toBe(false),
  );
});

describe('APP_ORIGIN', () => {
  it.each(['https://reuse.u-tokyo.ac.jp', 'https://campus-reuse.web.app'])('accepts %s', (value) =>
    expect(matches(APP_ORIGIN_PATTERN, value)).toBe(true),
  );
  it.each([
    'http://localhost:5000',
    'https://localhost',
    'http://reuse.u-tokyo.ac.jp',
    'https://reuse.u-tokyo.ac.jp/',
    'https://reuse.u-tokyo.ac.jp/app',
    'https://campus.example.ac.jp',
    '',
  ])('refuses %s', (value) => expect(matches(APP_ORIGIN_PATTERN, value)).toBe(false));
});

describe('BACKUP_BUCKET', () => {
  it.each(['off', 'gs://campus-backups', 'gs://campus.backups_2026'])('accepts %s', (value) =>
    expect(matches(BACKUP_BUCKET_PATTERN, value)).toBe(true),
  );
  it.each(['', 'campus-backups', 'gs://', 'gs://Upper', 's3://x'])('refuses "%s"', (value) =>
    expect(matches(BACKUP_BUCKET_PATTERN, value)).toBe(false),
  );
});

describe('deployValueProblems', () => {
  it('when every value is real, then there is no problem', () => {
    expect(
      deployValueProblems({
        CAMPUS_EMAIL_DOMAINS: 'u-tokyo.ac.jp',
        CAMPUS_EMAIL_ALLOWLIST: '',
        APP_ORIGIN: 'https://reuse.u-tokyo.ac.jp',
        BACKUP_BUCKET: 'gs://reuse-backups',
      }),
    ).toEqual([]);
  });

  it('when the demo values are given, then each is named with what it should be', () => {
    const problems = deployValueProblems({
      CAMPUS_EMAIL_DOMAINS: 'campus.example.ac.jp',
      APP_ORIGIN: 'http://localhost:5000',
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^CAMPUS_EMAIL_DOMAINS=campus\.example\.ac\.jp: Campus mail domains/,
    );
    expect(problems[1]).toMatch(/^APP_ORIGIN=http:\/\/localhost:5000: The web app's https origin/);
  });

  it('when a value is absent, then it is left to the deploy prompt', () => {
    expect(deployValueProblems({})).toEqual([]);
  });
});
