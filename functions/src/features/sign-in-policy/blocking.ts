import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/identity';
import { COLLECTIONS } from '../../shared/identity-docs';
import { type SignInPolicy, signInRefusal } from './policy';

/** A user as the Auth blocking functions see it (`AuthUserRecord` has these fields). */
export interface BlockingUser {
  uid: string;
  email?: string | undefined;
  /** True once the address is proved (Google, e-mail link); false for an unconfirmed password account. */
  emailVerified?: boolean | undefined;
}

/** True when `profiles/{uid}` exists and is marked withdrawn. */
export async function isWithdrawn(db: Firestore, uid: string): Promise<boolean> {
  const snap = await db.collection(COLLECTIONS.profiles).doc(uid).get();
  const withdrawnAt: unknown = snap.get('withdrawnAt');
  return snap.exists && withdrawnAt !== null && withdrawnAt !== undefined;
}

function refuse(user: BlockingUser | undefined, withdrawn: boolean, policy: SignInPolicy): void {
  const refusal = signInRefusal(
    { email: user?.email, emailVerified: user?.emailVerified === true, withdrawn },
    policy,
  );
  if (refusal !== null) throw new HttpsError('permission-denied', refusal);
}

/**
 * `beforeUserCreated`: refuse addresses outside the campus domains and the allow-list, and
 * addresses that are not verified.
 */
export function checkUserCreation(user: BlockingUser | undefined, policy: SignInPolicy): void {
  refuse(user, false, policy);
}

/** `beforeUserSignedIn`: the same, and withdrawn users may not sign in again. */
export async function checkSignIn(
  db: Firestore,
  user: BlockingUser | undefined,
  policy: SignInPolicy,
): Promise<void> {
  refuse(user, false, policy);
  if (user !== undefined && (await isWithdrawn(db, user.uid))) refuse(user, true, policy);
}
