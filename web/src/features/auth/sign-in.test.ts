import { describe, expect, it } from 'vitest';
import { signInResultOf } from './sign-in';

/** What the Firebase SDK throws: an Error with a `code`. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

describe('signInResultOf', () => {
  it('when the user closes the popup or starts another one, then it is a cancellation', () => {
    expect(signInResultOf(firebaseError('auth/popup-closed-by-user'))).toEqual({
      status: 'cancelled',
    });
    expect(signInResultOf(firebaseError('auth/cancelled-popup-request'))).toEqual({
      status: 'cancelled',
    });
  });

  it('maps a blocked popup and network failures to their messages', () => {
    expect(signInResultOf(firebaseError('auth/popup-blocked'))).toEqual({
      status: 'failed',
      reason: 'popupBlocked',
    });
    expect(signInResultOf(firebaseError('auth/network-request-failed'))).toEqual({
      status: 'failed',
      reason: 'network',
    });
  });

  it('when the blocking function rejected the address, then it is unavailableEmail', () => {
    const error = firebaseError(
      'auth/internal-error',
      'Firebase: HTTP Cloud Function returned an error: {"error":{"message":"unavailable_email"}}',
    );
    expect(signInResultOf(error)).toEqual({ status: 'failed', reason: 'unavailableEmail' });
  });

  it('when the blocking function rejected an unverified address, then it is emailNotVerified', () => {
    const error = firebaseError(
      'auth/internal-error',
      'Firebase: HTTP Cloud Function returned an error: {"error":{"message":"email_not_verified"}}',
    );
    expect(signInResultOf(error)).toEqual({ status: 'failed', reason: 'emailNotVerified' });
  });

  it('anything else is unknown', () => {
    expect(signInResultOf(firebaseError('auth/internal-error'))).toEqual({
      status: 'failed',
      reason: 'unknown',
    });
    expect(signInResultOf('weird')).toEqual({ status: 'failed', reason: 'unknown' });
  });
});
