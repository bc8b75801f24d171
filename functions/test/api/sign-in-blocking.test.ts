import { HttpsError } from 'firebase-functions/v2/identity';
import { describe, expect, it } from 'vitest';
import { checkSignIn } from '../../src/features/sign-in-policy/blocking';
import { toSignInPolicy } from '../../src/features/sign-in-policy/policy';
import { createProfile, testDb } from './helpers';
import { useApiFile } from './api-file';

const policy = toSignInPolicy('campus.example.ac.jp', '');

useApiFile();

async function refusalOf(user: { uid: string; email: string; emailVerified?: boolean }) {
  try {
    await checkSignIn(testDb(), user, policy);
    return null;
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    expect(error.code).toBe('permission-denied');
    return error.message;
  }
}

describe('checkSignIn (beforeUserSignedIn)', () => {
  it('when a signed-up campus user with a verified address signs in, then it passes', async () => {
    await createProfile('alice');
    const user = { uid: 'alice', email: 'alice@campus.example.ac.jp', emailVerified: true };
    expect(await refusalOf(user)).toBeNull();
  });

  it('when the campus address is not verified, then email_not_verified', async () => {
    await createProfile('eve');
    expect(
      await refusalOf({ uid: 'eve', email: 'eve@campus.example.ac.jp', emailVerified: false }),
    ).toBe('email_not_verified');
    expect(await refusalOf({ uid: 'eve', email: 'eve@campus.example.ac.jp' })).toBe(
      'email_not_verified',
    );
  });

  it('when the user withdrew, then unavailable_email', async () => {
    await createProfile('wendy', { withdrawn: true });
    const user = { uid: 'wendy', email: 'wendy@campus.example.ac.jp', emailVerified: true };
    expect(await refusalOf(user)).toBe('unavailable_email');
  });
});
