import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from './identity-docs';

/**
 * Who acts for whom: the account ids a user can act for (their own uid and their groups), and the
 * uids that can act for an account (the user, or every member of the group). Used by the contacts,
 * back-office, moderation and notifications features.
 */

/** Firestore `in` takes at most 30 values: a user's own account and up to 29 groups are covered. */
export const MAX_IDENTITIES = 30;

/** The user's own account first, then their groups (membership docs `groups/{id}/members/{uid}`). */
export async function accountIdsOf(db: Firestore, uid: string): Promise<string[]> {
  const memberships = await db.collectionGroup(COLLECTIONS.members).where('uid', '==', uid).get();
  const groups = memberships.docs.flatMap((m) => {
    const group = m.ref.parent.parent;
    return group !== null && group.parent.id === COLLECTIONS.groups ? [group.id] : [];
  });
  return [uid, ...groups].slice(0, MAX_IDENTITIES);
}

/** The uids that act for `accountId`: a group's members, else the user it is. */
export async function uidsActingFor(db: Firestore, accountId: string): Promise<string[]> {
  const group = db.collection(COLLECTIONS.groups).doc(accountId);
  const [groupSnap, members] = await Promise.all([
    group.get(),
    group.collection(COLLECTIONS.members).get(),
  ]);
  if (!groupSnap.exists) return [accountId];
  return members.docs.map((m) => (m.get('uid') as string | undefined) ?? m.id);
}

/**
 * The current names of the people `uids` (profiles); withdrawn or unknown people are left out, so
 * callers answer null for them.
 */
export async function personNamesOf(
  db: Firestore,
  uids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const snaps = await db.getAll(...unique.map((uid) => db.collection('profiles').doc(uid)));
  return new Map(
    snaps
      .filter((snap) => snap.exists && (snap.get('withdrawnAt') ?? null) === null)
      .map((snap) => [snap.id, String(snap.get('name'))]),
  );
}

/** `groups/{groupId}/members/{uid}`: the membership of a person in a group. */
export const memberRef = (db: Firestore, groupId: string, uid: string) =>
  db.collection(COLLECTIONS.groups).doc(groupId).collection(COLLECTIONS.members).doc(uid);

/**
 * Whether the person `uid` can act as `accountId`: it is their own account, or a group they belong
 * to. Read in the transaction, so a membership that changes meanwhile retries it. The one test of
 * "one's own" wherever a person must not deal with themself through another identity (an officer's
 * own application, a contact or application for, or a report of, what they own, a moderator's action
 * on a report about them).
 */
export async function actsForTx(
  db: Firestore,
  tx: Transaction,
  uid: string,
  accountId: string,
): Promise<boolean> {
  if (accountId === uid) return true;
  return (await tx.get(memberRef(db, accountId, uid))).exists;
}

/** Whether `uid` belongs to the group, and as an admin (null: not a member). */
export async function membershipOf(
  db: Firestore,
  groupId: string,
  uid: string,
  tx?: Transaction,
): Promise<{ isAdmin: boolean } | null> {
  const ref = memberRef(db, groupId, uid);
  const snap = tx === undefined ? await ref.get() : await tx.get(ref);
  return snap.exists ? { isAdmin: snap.get('isAdmin') === true } : null;
}

/** The ids of the groups `uid` belongs to. */
export async function groupIdsOf(db: Firestore, uid: string): Promise<string[]> {
  return (await accountIdsOf(db, uid)).slice(1);
}
