import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/identity';
import { COLLECTIONS } from '../../model/firestore';
import { type SignInPolicy, signInRefusal } from './policy';

/** A user as the Auth blocking functions see it. */
export interface BlockingUser {
  uid: string;
  email?: string | undefined;
}

/** True when `profiles/{uid}` exists and is marked withdrawn. */
export async function isWithdrawn(db: Firestore, uid: string): Promise<boolean> {
  const snap = await db.collection(COLLECTIONS.profiles).doc(uid).get();
  const withdrawnAt: unknown = snap.get('withdrawnAt');
  return snap.exists && withdrawnAt !== null && withdrawnAt !== undefined;
}

/** `beforeUserCreated`: refuse addresses outside the campus domains and the allow-list. */
export function checkUserCreation(user: BlockingUser | undefined, policy: SignInPolicy): void {
  const refusal = signInRefusal({ email: user?.email, withdrawn: false }, policy);
  if (refusal !== null) throw new HttpsError('permission-denied', refusal);
}

/** `beforeUserSignedIn`: the same, and withdrawn users may not sign in again. */
export async function checkSignIn(
  db: Firestore,
  user: BlockingUser | undefined,
  policy: SignInPolicy,
): Promise<void> {
  const withdrawn = user === undefined ? false : await isWithdrawn(db, user.uid);
  const refusal = signInRefusal({ email: user?.email, withdrawn }, policy);
  if (refusal !== null) throw new HttpsError('permission-denied', refusal);
}
