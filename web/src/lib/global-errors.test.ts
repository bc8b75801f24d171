import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../locales/ja.json';
import { ApiError } from './api-client';
import {
  globalErrorHandlers,
  handleGlobally,
  tell,
  withGlobalErrors,
  type GlobalErrorContext,
} from './global-errors';
import { reloadProfile } from './profile';
import { toastStore } from './toasts';

vi.mock('./profile', () => ({
  reloadProfile: vi.fn(() => Promise.resolve()),
  selectGroup: vi.fn(),
}));

/** Messages as their keys: the catalogue's choice, not its wording, is what is tested here. */
const context: GlobalErrorContext = { t: ((key: string) => key) as unknown as TFunction };
const toasts = () => toastStore.get().map(({ error, text }) => ({ error, text }));
const apiError = (status: number, code: string) => new ApiError(status, code, code, null);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  toastStore.reset();
});

describe('handleGlobally (spec section 8, the catalogue)', () => {
  it.each([
    ['a server error', apiError(500, 'server_error'), 'errors.serverError'],
    [
      'a validation error the page did not show',
      apiError(400, 'validation_error'),
      'errors.generic',
    ],
    ['a conflict', apiError(409, 'conflict'), 'errors.generic'],
    ['no connection', new ApiError(0, 'network_error', 'offline', null), 'errors.network'],
    ['a used-up quota', apiError(429, 'rate_limited'), 'errors.rateLimited'],
    ['a withdrawn address', apiError(403, 'unavailable_email'), 'login.errors.unavailableEmail'],
    ['the last administrator', apiError(409, 'last_admin'), 'errors.lastAdmin'],
    ['not an API error', new Error('token refresh failed'), 'errors.generic'],
    // A code named like a property of every object is no row of the table.
    ['a code like a built-in property', apiError(400, 'constructor'), 'errors.generic'],
  ])('when %s, then its message is told as an error toast', (_what, error, key) => {
    handleGlobally(error, context);
    expect(toasts()).toEqual([{ error: true, text: key }]);
    expect(console.error).toHaveBeenCalledWith(error);
  });

  it('when unauthorized, then nothing is told (the API client went to /login with the address)', () => {
    handleGlobally(apiError(401, 'unauthorized'), context);
    expect(toasts()).toEqual([]);
  });

  it('when not a group member, then it says so and the profile is fetched again', () => {
    handleGlobally(apiError(403, 'NotGroupMember'), context);
    expect(toasts()).toEqual([{ error: true, text: 'errors.notGroupMember' }]);
    expect(reloadProfile).toHaveBeenCalledOnce();
  });

  it('when the user is suspended, then it says so and the profile (with the suspension) is fetched again', () => {
    vi.mocked(reloadProfile).mockClear();
    handleGlobally(apiError(403, 'account_suspended'), context);
    expect(toasts()).toEqual([{ error: true, text: 'moderation.errors.accountSuspended' }]);
    expect(reloadProfile).toHaveBeenCalledOnce();
  });

  it('when a row is added for a new code, then that code gets its handling', () => {
    const code = 'busy';
    globalErrorHandlers[code] = tell('errors.appCheck');
    try {
      handleGlobally(apiError(503, code), context);
      expect(toasts()).toEqual([{ error: true, text: 'errors.appCheck' }]);
    } finally {
      delete globalErrorHandlers[code];
    }
  });

  it('every message the table names exists in both languages', async () => {
    const en = (await import('../locales/en.json')).default;
    const keys: string[] = [];
    const recording = { t: ((key: string) => (keys.push(key), key)) as unknown as TFunction };
    for (const [code, handler] of Object.entries(globalErrorHandlers))
      handler(apiError(400, code), recording);
    const lookup = (messages: object, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    for (const key of keys) {
      expect(typeof lookup(ja, key), `ja ${key}`).toBe('string');
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    }
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('withGlobalErrors', () => {
  it('when the operation succeeds, then its value and nothing told', async () => {
    expect(await withGlobalErrors(() => Promise.resolve(42), context)).toEqual({
      ok: true,
      value: 42,
    });
    expect(toasts()).toEqual([]);
  });

  it('when it fails, then the wrapper tells it and hands the error back', async () => {
    const error = apiError(500, 'server_error');
    expect(await withGlobalErrors(() => Promise.reject(error), context)).toEqual({
      ok: false,
      error,
      told: true,
    });
    expect(toasts()).toEqual([{ error: true, text: 'errors.serverError' }]);
  });

  it('when the page handles the error (its fields), then the wrapper leaves it to the page', async () => {
    const error = apiError(400, 'validation_error');
    const handles = vi.fn((failure: unknown) => failure === error);
    expect(await withGlobalErrors(() => Promise.reject(error), context, { handles })).toEqual({
      ok: false,
      error,
      told: false,
    });
    expect(toasts()).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });
});
