import { describe, expect, it } from 'vitest';
import { isSafeRedirect, redirectTarget } from './redirect-target';

describe('isSafeRedirect', () => {
  it.each([
    '/',
    '/manage/account',
    '/exhibits/e1?tab=comments#c3',
    '/notification/todo?role=owner',
  ])('accepts the same-origin path %s', (url) => expect(isSafeRedirect(url)).toBe(true));

  it.each([
    '',
    'manage/account',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/manage\nSet-Cookie',
    '/login',
    '/login?redirectUrl=%2Fx',
  ])('refuses %j', (url) => expect(isSafeRedirect(url)).toBe(false));
});

describe('redirectTarget', () => {
  it('prefers the query, then the saved URL, then home', () => {
    expect(redirectTarget('/a', '/b')).toBe('/a');
    expect(redirectTarget(null, '/b')).toBe('/b');
    expect(redirectTarget(null, null)).toBe('/');
  });

  it('skips unsafe candidates', () => {
    expect(redirectTarget('//evil.example', '/b')).toBe('/b');
    expect(redirectTarget('https://evil.example', 'http://x')).toBe('/');
  });
});
