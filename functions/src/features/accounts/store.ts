import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  COLLECTIONS,
  accountDocSchema,
  groupDocSchema,
  profileDocSchema,
} from '../../model/firestore';
import type { AccountRecord } from './schema';

/** All Firestore access of account cards (reads only). */
export interface AccountsStore {
  /**
   * The account with what its card shows: the profile of a user, the group document and member
   * count of a group. Undefined when `accounts/{id}` (or a group's document) does not exist.
   */
  getAccount(id: string): Promise<AccountRecord | undefined>;
}

/** Parses a stored document; a document that does not match is a bug (a 500), never skipped. */
function parseDoc<S extends z.ZodType<object>>(schema: S, snap: DocumentSnapshot): z.output<S> {
  const result = schema.safeParse(snap.data());
  if (!result.success) {
    throw new Error(`Malformed document ${snap.ref.path}: ${result.error.message}`);
  }
  return result.data;
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
