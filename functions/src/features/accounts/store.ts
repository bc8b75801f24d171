import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  accountDocSchema,
  groupDocSchema,
  profileDocSchema,
} from '../../shared/identity-docs';
import type { AccountRecord } from './schema';
import { parseDoc } from '../../shared/firestore-docs';

/** All Firestore access of account cards (reads only). */
export interface AccountsStore {
  /**
   * The account with what its card shows: the profile of a user, the group document and member
   * count of a group. Undefined when `accounts/{id}` (or a group's document) does not exist.
   */
  getAccount(id: string): Promise<AccountRecord | undefined>;
}

export function createAccountsStore(db: Firestore): AccountsStore {
  const accounts = db.collection(COLLECTIONS.accounts);
  const profiles = db.collection(COLLECTIONS.profiles);
  const groups = db.collection(COLLECTIONS.groups);

  return {
    async getAccount(id) {
      const accountSnap = await accounts.doc(id).get();
      if (!accountSnap.exists) return undefined;
      const account = parseDoc(accountDocSchema, accountSnap);

      if (account.kind === 'user') {
        const profileSnap = await profiles.doc(id).get();
        const base = {
          kind: 'user',
          id,
          name: account.name,
          withdrawn: account.withdrawn,
        } as const;
        if (!profileSnap.exists) return base;
        const profile = parseDoc(profileDocSchema, profileSnap);
        return {
          ...base,
          publicProfile: {
            profile: profile.profile,
            occupation: profile.occupation,
            position: profile.position,
            withdrawn: profile.withdrawnAt !== null,
          },
        };
      }

      const group = groups.doc(id);
      const [groupSnap, count] = await Promise.all([
        group.get(),
        group.collection(COLLECTIONS.members).count().get(),
      ]);
      if (!groupSnap.exists) return undefined;
      const doc = parseDoc(groupDocSchema, groupSnap);
      return {
        kind: 'group',
        id,
        name: doc.name,
        profile: doc.profile,
        groupKind: doc.kind,
        icon: doc.icon,
        memberCount: count.data().count,
      };
    },
  };
}
