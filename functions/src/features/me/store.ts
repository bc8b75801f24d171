import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  type ProfileDoc,
  accountDocSchema,
  groupDocSchema,
  memberDocSchema,
  profileDocSchema,
} from '../../shared/identity-docs';
import type { GroupMembership, ProfileUpdate } from '../../model/profile';
import {
  type GroupMembers,
  alreadySignedUp,
  lastAdmin,
  lastAdminGroup,
  profileNotFound,
} from './service';
import { runTransaction } from '../../shared/transactions';
import { exhibitDocSchema, writeSearchEntryTx } from '../exhibits';
import { parseDoc } from '../../shared/firestore-docs';

/** All Firestore access of the profile (`profiles`, `accounts`, and reading memberships). */
export interface MeStore {
  /** The profile, or undefined when the user has not signed up or has withdrawn. */
  getProfile(uid: string): Promise<ProfileDoc | undefined>;
  /** The user's groups (collection group `members` where uid == uid). */
  listGroups(uid: string): Promise<GroupMembership[]>;
  isGroupMember(uid: string, groupId: string): Promise<boolean>;
  /** Creates `profiles/{uid}` and `accounts/{uid}` in one transaction; 409 when a profile exists. */
  createProfile(
    uid: string,
    email: string,
    input: ProfileUpdate,
    termsVersion: number,
  ): Promise<ProfileDoc>;
  /** Replaces the editable fields (and the account name); 404 without an active profile. */
  updateProfile(uid: string, input: ProfileUpdate): Promise<ProfileDoc>;
  /** Records an agreement to the terms version `termsVersion`; 404 without an active profile. */
  agreeToTerms(uid: string, termsVersion: number): Promise<ProfileDoc>;
  /**
   * Marks the profile and the account withdrawn and leaves every group, in one transaction;
   * 409 `last_admin` when a group with other members would lose its last administrator.
   */
  withdraw(uid: string): Promise<void>;
}

function activeProfile(snap: DocumentSnapshot): ProfileDoc | undefined {
  if (!snap.exists) return undefined;
  const profile = parseDoc(profileDocSchema, snap);
  return profile.withdrawnAt === null ? profile : undefined;
}

/**
 * Withdrawal closes a listing as its owner's cancel would (contract of the reuse mode): cancelled,
 * private, out of search, with an audit entry by the system.
 */
function closeListing(db: Firestore, tx: Transaction, doc: QueryDocumentSnapshot): void {
  const before = parseDoc(exhibitDocSchema, doc);
  const closed = { ...before, published: false, searchable: false };
  writeSearchEntryTx(db, tx, doc.id, before, closed, new Date());
  tx.update(doc.ref, {
    cancelledAt: FieldValue.serverTimestamp(),
    published: false,
    searchable: false,
    updatedAt: FieldValue.serverTimestamp(),
  });
  tx.create(doc.ref.collection('approvals').doc(), {
    action: 'cancelled',
    from: doc.get('approvalStatus') ?? null,
    to: doc.get('approvalStatus') ?? null,
    byUid: doc.get('ownerId'),
    byName: null,
    role: 'system',
    comment: 'The owner withdrew from the service',
    at: FieldValue.serverTimestamp(),
  });
}

export function createMeStore(db: Firestore): MeStore {
  const profiles = db.collection(COLLECTIONS.profiles);
  const accounts = db.collection(COLLECTIONS.accounts);
  const groups = db.collection(COLLECTIONS.groups);
  const membershipsOf = (uid: string) =>
    db.collectionGroup(COLLECTIONS.members).where('uid', '==', uid);

  return {
    async getProfile(uid) {
      return activeProfile(await profiles.doc(uid).get());
    },

    async listGroups(uid) {
      const members = await membershipsOf(uid).get();
      const entries = members.docs.flatMap((doc) => {
        const group = doc.ref.parent.parent;
        // Only `groups/{id}/members/{uid}` counts; a `members` collection elsewhere is not ours.
        if (group === null || group.parent.id !== COLLECTIONS.groups) return [];
        return [{ group, member: parseDoc(memberDocSchema, doc) }];
      });
      if (entries.length === 0) return [];
      const groupSnaps = await db.getAll(...entries.map((entry) => entry.group));
      return entries.flatMap((entry, index) => {
        const snap = groupSnaps[index];
        if (snap === undefined || !snap.exists) return [];
        const group = parseDoc(groupDocSchema, snap);
        return [{ id: snap.id, name: group.name, isAdmin: entry.member.isAdmin }];
      });
    },

    async isGroupMember(uid, groupId) {
      const snap = await groups.doc(groupId).collection(COLLECTIONS.members).doc(uid).get();
      return snap.exists;
    },

    async createProfile(uid, email, input, termsVersion) {
      return runTransaction(db, async (tx) => {
        const ref = profiles.doc(uid);
        if ((await tx.get(ref)).exists) throw alreadySignedUp();
        const now = Timestamp.now();
        const profile: ProfileDoc = {
          ...input,
          email,
          agreedToTermsAt: now,
          termsVersion,
          createdAt: now,
          updatedAt: now,
          withdrawnAt: null,
          suspension: null,
        };
        tx.create(ref, profile);
        tx.set(
          accounts.doc(uid),
          accountDocSchema.parse({ kind: 'user', name: input.name, withdrawn: false }),
        );
        return profile;
      });
    },

    async updateProfile(uid, input) {
      return runTransaction(db, async (tx) => {
        const ref = profiles.doc(uid);
        const current = activeProfile(await tx.get(ref));
        if (current === undefined) throw profileNotFound();
        const updated: ProfileDoc = { ...current, ...input, updatedAt: Timestamp.now() };
        tx.set(ref, updated);
        tx.set(accounts.doc(uid), { name: input.name }, { merge: true });
        return updated;
      });
    },

    async agreeToTerms(uid, termsVersion) {
      return runTransaction(db, async (tx) => {
        const ref = profiles.doc(uid);
        const current = activeProfile(await tx.get(ref));
        if (current === undefined) throw profileNotFound();
        const now = Timestamp.now();
        const updated: ProfileDoc = {
          ...current,
          termsVersion,
          agreedToTermsAt: now,
          updatedAt: now,
        };
        tx.set(ref, updated);
        return updated;
      });
    },

    async withdraw(uid) {
      await runTransaction(db, async (tx) => {
        const ref = profiles.doc(uid);
        if (activeProfile(await tx.get(ref)) === undefined) throw profileNotFound();
        const memberships = (await tx.get(membershipsOf(uid))).docs.filter(
          (doc) => doc.ref.parent.parent?.parent.id === COLLECTIONS.groups,
        );
        const adminOf = memberships.filter((doc) => parseDoc(memberDocSchema, doc).isAdmin);
        const rosters: GroupMembers[] = [];
        for (const doc of adminOf) {
          const roster = await tx.get(doc.ref.parent);
          rosters.push({
            groupId: doc.ref.parent.parent?.id ?? '',
            members: roster.docs.map((member) => parseDoc(memberDocSchema, member)),
          });
        }
        const blocked = lastAdminGroup(uid, rosters);
        if (blocked !== null) throw lastAdmin(blocked);
        // The user's own open listings close with the account (group listings stay with the group).
        const listings = await tx.get(db.collection('exhibits').where('ownerId', '==', uid));
        const open = listings.docs.filter((doc) => doc.get('cancelledAt') == null);

        for (const doc of memberships) tx.delete(doc.ref);
        for (const doc of open) closeListing(db, tx, doc);
        tx.update(ref, {
          withdrawnAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        // The name stays: past trades still show who they were with.
        tx.set(accounts.doc(uid), { withdrawn: true }, { merge: true });
      });
    },
  };
}
