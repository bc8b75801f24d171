import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { jsonResponse } from '../../testing/test-utils';
import { sendEmailLink } from './sign-in';

// Firebase's mailing of the link, replaced: what matters is whether it is asked to mail at all.
const mailed = vi.hoisted(() => ({ to: [] as string[] }));
vi.mock('firebase/auth', async (importActual) => ({
  ...(await importActual<typeof import('firebase/auth')>()),
  sendSignInLinkToEmail: (_auth: unknown, email: string) => {
    mailed.to.push(email);
    return Promise.resolve();
  },
}));
vi.mock('../../lib/firebase', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/firebase')>()),
  getFirebase: () => ({ app: {}, auth: { currentUser: null, languageCode: null } }),
}));

/** The server's answers to POST /api/v1/sign-in/email-check, by address. */
const policy = vi.hoisted(() => ({ asked: [] as unknown[] }));
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      expect(String(input)).toBe('/api/v1/sign-in/email-check');
      policy.asked.push(JSON.parse(String(init?.body)));
      return Promise.resolve(jsonResponse(body, status));
    }),
  );
}

beforeEach(() => {
  mailed.to = [];
  policy.asked = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendEmailLink', () => {
  it('when the server allows the address, then the link is mailed and the address remembered', async () => {
    answer(200, { allowed: true });
    await expect(sendEmailLink(' taro@campus.example.ac.jp ', 'en', null)).resolves.toEqual({
      status: 'sent',
    });
    expect(policy.asked).toEqual([{ email: 'taro@campus.example.ac.jp' }]);
    expect(mailed.to).toEqual(['taro@campus.example.ac.jp']);
    expect(session.get().emailForSignIn).toBe('taro@campus.example.ac.jp');
  });

  it('when the address is outside the campus, then no link is mailed and it says unavailableEmail', async () => {
    answer(200, { allowed: false });
    await expect(sendEmailLink('outsider@gmail.com', 'en', null)).resolves.toEqual({
      status: 'failed',
      reason: 'unavailableEmail',
    });
    expect(mailed.to).toEqual([]);
    expect(session.get().emailForSignIn).toBeNull();
  });

  it('when the server refuses the address as malformed, then invalidEmail; unreachable, network', async () => {
    answer(400, {
      code: 'validation_error',
      message: 'Invalid request',
      errors: [{ location: 'body.email', message: 'Invalid email address' }],
    });
    await expect(sendEmailLink('a@b', 'en', null)).resolves.toEqual({
      status: 'failed',
      reason: 'invalidEmail',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(sendEmailLink('taro@campus.example.ac.jp', 'en', null)).resolves.toEqual({
      status: 'failed',
      reason: 'network',
    });
    expect(mailed.to).toEqual([]);
  });
});
