import {
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { groupDocSchema, memberDocSchema } from '../../shared/identity-docs';
import {
  type GroupInput,
  type GroupRecord,
  type GroupSummary,
  type InvitationRecord,
  type InvitationSummary,
  type MailMessage,
  type MemberRecord,
} from './schema';
import {
  type MembershipChange,
  alreadyMember,
  applyMembershipChange,
  assertAdmin,
  groupNotFound,
  invalidInvitation,
  invitationNotForYou,
  invitationNotFound,
  isInvitationFor,
  isInvitationValid,
  toInvitationSummary,
} from './service';
import { runTransaction } from '../../shared/transactions';
import { parseDoc, timestampSchema } from '../../shared/firestore-docs';

/** A member's profile as the member list shows it. */
export interface MemberProfile {
  name: string;
  withdrawn: boolean;
}

/** All Firestore access of groups. Membership writes run in transactions that apply `service.ts`. */
export interface GroupsStore {
  /** Creates the group, its account and the creator as its admin, in one transaction. */
  createGroup(uid: string, input: GroupInput, now: Date): Promise<GroupRecord>;
  getGroup(groupId: string): Promise<GroupRecord | undefined>;
  getMember(groupId: string, uid: string): Promise<MemberRecord | undefined>;
  /** Replaces the editable fields (and the account name) when `actorUid` is an admin. */
  updateGroup(groupId: string, actorUid: string, input: GroupInput): Promise<GroupRecord>;
  listMembers(groupId: string): Promise<MemberRecord[]>;
  /** Profiles by uid; missing profiles are absent from the map. */
  getProfiles(uids: readonly string[]): Promise<Map<string, MemberProfile>>;
  /** Applies `change` by `actorUid` (checked by `applyMembershipChange`) in a transaction. */
  changeMembership(groupId: string, actorUid: string, change: MembershipChange): Promise<void>;
  createInvitation(invitation: InvitationRecord): Promise<void>;
  /**
   * Joins `uid` (whose verified address is `email`) to the group of `code` in a transaction;
   * returns the group after joining. 403 `invitation_not_for_you` for a code mailed elsewhere.
   */
  join(code: string, uid: string, email: string | null, now: Date): Promise<GroupRecord>;
  /**
   * Stores each invitation (bound to its address) and queues its `mail` document (Trigger Email
   * extension shape), all in one batch.
   */
  queueInvitationMails(
    mails: readonly { invitation: InvitationRecord & { email: string }; message: MailMessage }[],
  ): Promise<void>;
  /** The group's unexpired codes, newest first (at most 100). */
  listInvitations(groupId: string, now: Date): Promise<InvitationSummary[]>;
  /** Deletes a code of the group; 404 when there is none (or it is another group's). */
  revokeInvitation(groupId: string, code: string): Promise<void>;
  /** Groups ordered by name, then id; `total` counts all groups. */
  listGroups(limit: number, offset: number): Promise<{ groups: GroupSummary[]; total: number }>;
}

function toGroupRecord(snap: DocumentSnapshot, memberCount: number): GroupRecord {
  const doc = parseDoc(groupDocSchema, snap);
  return {
    id: snap.id,
    name: doc.name,
    kind: doc.kind,
    profile: doc.profile,
    icon: doc.icon,
    memberCount,
    createdAt: doc.createdAt.toDate(),
    createdBy: doc.createdBy,
  };
}

function toMemberRecord(snap: DocumentSnapshot): MemberRecord {
  const doc = parseDoc(memberDocSchema, snap);
  return { uid: snap.id, isAdmin: doc.isAdmin, joinedAt: doc.joinedAt.toDate() };
}

const invitationDocSchema = z.object({
  groupId: z.string(),
  createdBy: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  /** Absent on codes stored before mailed codes were bound to their address. */
  email: z.string().nullable().default(null),
});

/** Page size of an admin's invitation list. */
const INVITATIONS_LISTED = 100;

function toInvitationRecord(snap: DocumentSnapshot): InvitationRecord {
  const doc = parseDoc(invitationDocSchema, snap);
  return {
    code: snap.id,
    groupId: doc.groupId,
    createdBy: doc.createdBy,
    createdAt: doc.createdAt.toDate(),
    expiresAt: doc.expiresAt.toDate(),
    email: doc.email,
  };
}

function toInvitationDoc(invitation: InvitationRecord) {
  return {
    groupId: invitation.groupId,
    createdBy: invitation.createdBy,
    createdAt: Timestamp.fromDate(invitation.createdAt),
    expiresAt: Timestamp.fromDate(invitation.expiresAt),
    email: invitation.email,
  };
}

export function createGroupsStore(db: Firestore): GroupsStore {
  const groups = db.collection('groups');
  const members = (groupId: string) => groups.doc(groupId).collection('members');
  const accounts = db.collection('accounts');
  const invitations = db.collection('groupInvitations');

  /** Members are counted, not stored: memberships change in other features too (withdrawal). */
  async function countMembers(groupId: string): Promise<number> {
    return (await members(groupId).count().get()).data().count;
  }

  async function readGroup(tx: Transaction, groupId: string): Promise<GroupRecord> {
    const snap = await tx.get(groups.doc(groupId));
    const count = await tx.get(members(groupId).count());
    if (!snap.exists) throw groupNotFound();
    return toGroupRecord(snap, count.data().count);
  }

  return {
    async createGroup(uid, input, now) {
      const ref = groups.doc();
      const createdAt = Timestamp.fromDate(now);
      const record: GroupRecord = {
        id: ref.id,
        ...input,
        memberCount: 1,
        createdAt: now,
        createdBy: uid,
      };
      await runTransaction(db, async (tx) => {
        tx.create(ref, {
          name: input.name,
          kind: input.kind,
          profile: input.profile,
          icon: input.icon,
          createdAt,
          createdBy: uid,
        });
        tx.create(accounts.doc(ref.id), { kind: 'group', name: input.name, withdrawn: false });
        tx.create(members(ref.id).doc(uid), { uid, isAdmin: true, joinedAt: createdAt });
      });
      return record;
    },

    async getGroup(groupId) {
      const [snap, count] = await Promise.all([groups.doc(groupId).get(), countMembers(groupId)]);
      return snap.exists ? toGroupRecord(snap, count) : undefined;
    },

    async getMember(groupId, uid) {
      const snap = await members(groupId).doc(uid).get();
      return snap.exists ? toMemberRecord(snap) : undefined;
    },

    async updateGroup(groupId, actorUid, input) {
      return runTransaction(db, async (tx) => {
        const group = await readGroup(tx, groupId);
        const actorSnap = await tx.get(members(groupId).doc(actorUid));
        assertAdmin(actorSnap.exists ? toMemberRecord(actorSnap) : undefined);
        tx.update(groups.doc(groupId), { ...input });
        tx.set(accounts.doc(groupId), { name: input.name }, { merge: true });
        return { ...group, ...input };
      });
    },

    async listMembers(groupId) {
      const snap = await members(groupId).orderBy('joinedAt').get();
      return snap.docs.map(toMemberRecord);
    },

    async getProfiles(uids) {
      const result = new Map<string, MemberProfile>();
      if (uids.length === 0) return result;
      const snaps = await db.getAll(...uids.map((uid) => db.collection('profiles').doc(uid)));
      for (const snap of snaps) {
        if (!snap.exists) continue;
        const name: unknown = snap.get('name');
        result.set(snap.id, {
          name: typeof name === 'string' ? name : '',
          withdrawn: (snap.get('withdrawnAt') ?? null) !== null,
        });
      }
      return result;
    },

    async changeMembership(groupId, actorUid, change) {
      await runTransaction(db, async (tx) => {
        await readGroup(tx, groupId);
        const snap = await tx.get(members(groupId));
        const current = snap.docs.map(toMemberRecord);
        const next = applyMembershipChange(current, actorUid, change);
        const nextUids = new Set(next.map((m) => m.uid));
        for (const member of current) {
          const ref = members(groupId).doc(member.uid);
          const after = next.find((m) => m.uid === member.uid);
          if (!nextUids.has(member.uid)) tx.delete(ref);
          else if (after !== undefined && after.isAdmin !== member.isAdmin) {
            tx.update(ref, { isAdmin: after.isAdmin });
          }
        }
      });
    },

    async createInvitation(invitation) {
      await invitations.doc(invitation.code).create(toInvitationDoc(invitation));
    },

    async join(code, uid, email, now) {
      return runTransaction(db, async (tx) => {
        const invitationSnap = await tx.get(invitations.doc(code));
        const invitation = invitationSnap.exists ? toInvitationRecord(invitationSnap) : undefined;
        if (!isInvitationValid(invitation, now)) throw invalidInvitation();
        if (!isInvitationFor(invitation, email)) throw invitationNotForYou();
        const memberRef = members(invitation.groupId).doc(uid);
        const groupSnap = await tx.get(groups.doc(invitation.groupId));
        const count = await tx.get(members(invitation.groupId).count());
        const memberSnap = await tx.get(memberRef);
        if (!groupSnap.exists) throw invalidInvitation();
        if (memberSnap.exists) throw alreadyMember();
        tx.create(memberRef, { uid, isAdmin: false, joinedAt: Timestamp.fromDate(now) });
        return toGroupRecord(groupSnap, count.data().count + 1);
      });
    },

    async queueInvitationMails(mails) {
      const batch = db.batch();
      for (const { invitation, message } of mails) {
        const doc = toInvitationDoc(invitation);
        batch.create(invitations.doc(invitation.code), doc);
        batch.create(db.collection('mail').doc(), {
          to: [invitation.email],
          message,
          createdAt: doc.createdAt,
        });
      }
      await batch.commit();
    },

    async listInvitations(groupId, now) {
      // Index: groupInvitations (groupId, expiresAt desc).
      const snap = await invitations
        .where('groupId', '==', groupId)
        .where('expiresAt', '>', Timestamp.fromDate(now))
        .orderBy('expiresAt', 'desc')
        .limit(INVITATIONS_LISTED)
        .get();
      return snap.docs.map((d) => toInvitationSummary(toInvitationRecord(d)));
    },

    async revokeInvitation(groupId, code) {
      await runTransaction(db, async (tx) => {
        const ref = invitations.doc(code);
        const snap = await tx.get(ref);
        if (!snap.exists || toInvitationRecord(snap).groupId !== groupId) {
          throw invitationNotFound();
        }
        tx.delete(ref);
      });
    },

    async listGroups(limit, offset) {
      const [page, count] = await Promise.all([
        groups.orderBy('name').orderBy('__name__').offset(offset).limit(limit).get(),
        groups.count().get(),
      ]);
      const counts = await Promise.all(page.docs.map((snap) => countMembers(snap.id)));
      return {
        groups: page.docs.map((snap, i) => {
          const { id, name, kind, memberCount } = toGroupRecord(snap, counts[i] ?? 0);
          return { id, name, kind, memberCount };
        }),
        total: count.data().count,
      };
    },
  };
}
