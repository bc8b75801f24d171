import { Timestamp } from 'firebase-admin/firestore';
import type express from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { useApiFile } from './api-file';
import {
  type TestUser,
  bearer,
  clearAuth,
  clearFirestore,
  createUsersWithProfiles,
  testDb,
} from './helpers';

export const BASE = '/api/v1/home';

export { bearer } from './helpers';

/** Creates a group through the API (the creator becomes its admin) and returns its id. */
export async function createGroupAs(
  app: express.Express,
  owner: TestUser,
  name = 'Robotics Lab',
): Promise<string> {
  const res = await request(app)
    .post(`${BASE}/groups`)
    .set(bearer(owner))
    .send({ name, kind: 'laboratory', profile: 'We build robots', icon: null });
  expect(res.status).toBe(201);
  const id: unknown = res.body.group?.id;
  if (typeof id !== 'string') throw new Error('no group id');
  return id;
}

/** Adds a member directly in Firestore. */
export async function addMember(groupId: string, uid: string, isAdmin = false): Promise<void> {
  const group = testDb().collection('groups').doc(groupId);
  await group.collection('members').doc(uid).set({ uid, isAdmin, joinedAt: Timestamp.now() });
}

export async function memberDoc(groupId: string, uid: string) {
  const snap = await testDb()
    .collection('groups')
    .doc(groupId)
    .collection('members')
    .doc(uid)
    .get();
  return snap.exists ? snap.data() : undefined;
}

export async function groupDoc(groupId: string) {
  const snap = await testDb().collection('groups').doc(groupId).get();
  return snap.exists ? snap.data() : undefined;
}

export async function memberCount(groupId: string): Promise<number> {
  const snap = await testDb().collection('groups').doc(groupId).collection('members').count().get();
  return snap.data().count;
}

/** The usual cast of the group tests. */
export interface GroupCast {
  /** Created the group "Robotics Lab": its admin. */
  alice: TestUser;
  /** A plain member. */
  bob: TestUser;
  /** Signed up, in no group. */
  carol: TestUser;
  groupId: string;
}

/** Clears the emulators, then signs up alice, bob and carol and sets up their group. */
export async function setUpGroupCast(app: express.Express): Promise<GroupCast> {
  await Promise.all([clearFirestore(), clearAuth()]);
  const [alice, bob, carol] = await createUsersWithProfiles('alice', 'bob', 'carol');
  const groupId = await createGroupAs(app, alice);
  await addMember(groupId, 'bob');
  return { alice, bob, carol, groupId };
}

/**
 * The set-up of a group test file: `useApiFile` with `setUpGroupCast`. Answers the cast at once, an
 * object the set-up fills in (the same users, whose tokens `useApiFile` renews in place).
 */
export function useGroupFile(app: express.Express): GroupCast {
  const cast = {} as GroupCast;
  useApiFile(async () => {
    Object.assign(cast, await setUpGroupCast(app));
  });
  return cast;
}
