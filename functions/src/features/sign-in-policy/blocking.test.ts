import { HttpsError } from 'firebase-functions/v2/identity';
import { describe, expect, it } from 'vitest';
import { checkUserCreation } from './blocking';
import { toSignInPolicy } from './policy';

const policy = toSignInPolicy('campus.example.ac.jp', 'guest@gmail.com');

function refusalOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    expect(error.code).toBe('permission-denied');
    return error.message;
  }
}

describe('checkUserCreation (beforeUserCreated)', () => {
  it('when a campus address is verified (Google, e-mail link), then the account is created', () => {
    const user = { uid: 'a', email: 'a@campus.example.ac.jp', emailVerified: true };
    expect(refusalOf(() => checkUserCreation(user, policy))).toBeNull();
  });

  it('when a campus password account is not verified, then email_not_verified', () => {
    const user = { uid: 'a', email: 'anything@campus.example.ac.jp', emailVerified: false };
    expect(refusalOf(() => checkUserCreation(user, policy))).toBe('email_not_verified');
    expect(refusalOf(() => checkUserCreation({ uid: 'b', email: user.email }, policy))).toBe(
      'email_not_verified',
    );
  });

  it('when an allow-listed address is not verified, then email_not_verified', () => {
    const user = { uid: 'g', email: 'guest@gmail.com', emailVerified: false };
    expect(refusalOf(() => checkUserCreation(user, policy))).toBe('email_not_verified');
  });

  it('when the address is outside the policy, then unavailable_email, verified or not', () => {
    for (const emailVerified of [true, false]) {
      const user = { uid: 'm', email: 'm@gmail.com', emailVerified };
      expect(refusalOf(() => checkUserCreation(user, policy))).toBe('unavailable_email');
    }
    expect(refusalOf(() => checkUserCreation(undefined, policy))).toBe('unavailable_email');
  });
});
