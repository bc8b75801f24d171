import { describe, expect, it } from 'vitest';
import {
  isAllowedEmail,
  onCampusDomain,
  parseList,
  signInPolicyFromEnv,
  signInRefusal,
  toSignInPolicy,
} from './policy';

const policy = toSignInPolicy('campus.example.ac.jp', 'guest@gmail.com, Visitor@Partner.example');

describe('isAllowedEmail', () => {
  it.each([
    'alice@campus.example.ac.jp',
    'ALICE@Campus.Example.AC.JP',
    '  bob@campus.example.ac.jp  ',
    'carol@lab.campus.example.ac.jp',
    'dave@a.b.campus.example.ac.jp',
    'guest@gmail.com',
    'GUEST@GMAIL.COM',
    'visitor@partner.example',
  ])('when the address is %s, then it is allowed', (email) => {
    expect(isAllowedEmail(email, policy)).toBe(true);
  });

  it.each([
    'eve@example.ac.jp',
    'eve@evilcampus.example.ac.jp',
    'eve@campus.example.ac.jp.evil.com',
    'eve@campus-example.ac.jp',
    'eve@gmail.com',
    'guest2@gmail.com',
    'other@partner.example',
    'eve@campus.example.ac.jp@evil.com',
    'campus.example.ac.jp',
    '@campus.example.ac.jp',
    'eve@',
    'eve@.campus.example.ac.jp',
    'eve@campus.example.ac.jp.',
    '',
  ])('when the address is "%s", then it is refused', (email) => {
    expect(isAllowedEmail(email, policy)).toBe(false);
  });

  it('when there is no address, then it is refused', () => {
    expect(isAllowedEmail(null, policy)).toBe(false);
    expect(isAllowedEmail(undefined, policy)).toBe(false);
  });

  it('when no domain is configured, then only the allow-list passes', () => {
    const listOnly = { domains: [], allowList: ['x@y.example'] };
    expect(isAllowedEmail('x@y.example', listOnly)).toBe(true);
    expect(isAllowedEmail('alice@campus.example.ac.jp', listOnly)).toBe(false);
  });

  it('when the policy domains are written loosely, then they still match', () => {
    const loose = { domains: [' *.Campus.Example.AC.JP '], allowList: [' A@B.example '] };
    expect(isAllowedEmail('alice@campus.example.ac.jp', loose)).toBe(true);
    expect(isAllowedEmail('alice@x.campus.example.ac.jp', loose)).toBe(true);
    expect(isAllowedEmail('a@b.example', loose)).toBe(true);
  });

  it('when several domains are configured, then each one passes', () => {
    const two = toSignInPolicy('a.example, b.example', '');
    expect(isAllowedEmail('x@a.example', two)).toBe(true);
    expect(isAllowedEmail('x@sub.b.example', two)).toBe(true);
    expect(isAllowedEmail('x@c.example', two)).toBe(false);
  });
});

describe('configuration', () => {
  it('when a list has blanks and case, then it is trimmed, lowered and compacted', () => {
    expect(parseList(' A.example, ,b.EXAMPLE ,')).toEqual(['a.example', 'b.example']);
    expect(parseList(undefined)).toEqual([]);
  });

  it('when a list param reaches the environment as a JSON array, then its items are read', () => {
    expect(parseList('["u-tokyo.ac.jp","ECC.u-tokyo.ac.jp"]')).toEqual([
      'u-tokyo.ac.jp',
      'ecc.u-tokyo.ac.jp',
    ]);
    expect(parseList('[]')).toEqual([]);
    expect(parseList('[""]')).toEqual([]);
    expect(signInPolicyFromEnv({ CAMPUS_EMAIL_DOMAINS: '["u-tokyo.ac.jp"]' }).domains).toEqual([
      'u-tokyo.ac.jp',
    ]);
  });

  it('when the domain list holds wildcards or junk, then domains are normalised and junk dropped', () => {
    expect(toSignInPolicy('*.a.example, @b.example, not a domain, c', '').domains).toEqual([
      'a.example',
      'b.example',
    ]);
  });

  it('when the environment is empty, then the campus default applies and the allow-list is empty', () => {
    expect(signInPolicyFromEnv({})).toEqual({ domains: ['campus.example.ac.jp'], allowList: [] });
    expect(signInPolicyFromEnv({ CAMPUS_EMAIL_DOMAINS: ' ' }).domains).toEqual([
      'campus.example.ac.jp',
    ]);
  });

  it('when the environment sets both lists, then they are used', () => {
    expect(
      signInPolicyFromEnv({ CAMPUS_EMAIL_DOMAINS: 'u.example', CAMPUS_EMAIL_ALLOWLIST: 'a@b.c' }),
    ).toEqual({ domains: ['u.example'], allowList: ['a@b.c'] });
  });
});

describe('onCampusDomain', () => {
  it('is true on a campus domain and its subdomains only, whatever the allow-list', () => {
    expect(onCampusDomain('A@Campus.Example.ac.jp', policy)).toBe(true);
    expect(onCampusDomain('a@lab.campus.example.ac.jp', policy)).toBe(true);
    expect(onCampusDomain('guest@gmail.com', policy)).toBe(false);
    expect(onCampusDomain(null, policy)).toBe(false);
  });
});

describe('signInRefusal', () => {
  it('when the address is allowed and the account active, then no refusal', () => {
    expect(
      signInRefusal(
        { email: 'a@campus.example.ac.jp', emailVerified: true, withdrawn: false },
        policy,
      ),
    ).toBeNull();
  });

  it('when an allowed address is not verified, then email_not_verified', () => {
    for (const email of ['a@campus.example.ac.jp', 'guest@gmail.com']) {
      expect(signInRefusal({ email, emailVerified: false, withdrawn: false }, policy)).toBe(
        'email_not_verified',
      );
    }
  });

  it('when a refused address is also unverified, then unavailable_email (the address decides first)', () => {
    expect(
      signInRefusal({ email: 'a@gmail.com', emailVerified: false, withdrawn: false }, policy),
    ).toBe('unavailable_email');
  });

  it('when the address is refused or the account withdrawn, then unavailable_email', () => {
    expect(
      signInRefusal({ email: 'a@gmail.com', emailVerified: true, withdrawn: false }, policy),
    ).toBe('unavailable_email');
    expect(
      signInRefusal(
        { email: 'a@campus.example.ac.jp', emailVerified: true, withdrawn: true },
        policy,
      ),
    ).toBe('unavailable_email');
  });
});
