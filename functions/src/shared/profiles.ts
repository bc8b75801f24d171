import type { Firestore } from 'firebase-admin/firestore';
import { FIRST_VERSION } from '../model/content-types';
import { COLLECTIONS } from './identity-docs';
import { type Suspension, suspensionOf } from './suspension';

/** What the API needs of an active (not withdrawn) profile outside the me feature. */
export interface ActiveProfile {
  /** The name shown in audit trails; the uid when the document has none. */
  name: string;
  /** The terms version the user agreed to (profiles from before versions: the first). */
  termsVersion: number;
  /** The moderators' suspension, if one was ever set (it may have ended: see `isSuspended`). */
  suspension: Suspension | null;
}

/** The active profile of `uid`, or undefined without one (never signed up, or withdrawn). */
export type ProfilesReader = (uid: string) => Promise<ActiveProfile | undefined>;

/** The one reader of `profiles/{uid}` behind `requireProfile` (`http/profile.ts`). */
export function createProfilesReader(db: Firestore): ProfilesReader {
  const profiles = db.collection(COLLECTIONS.profiles);
  return async (uid) => {
    const snap = await profiles.doc(uid).get();
    if (!snap.exists || (snap.get('withdrawnAt') ?? null) !== null) return undefined;
    const name: unknown = snap.get('name');
    const termsVersion: unknown = snap.get('termsVersion');
    return {
      name: typeof name === 'string' ? name : uid,
      termsVersion: typeof termsVersion === 'number' ? termsVersion : FIRST_VERSION,
      suspension: suspensionOf(snap.get('suspension')),
    };
  };
}
