import type express from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { useApiFile } from './api-file';
import { assetInfo, bookItem, deskItem } from './exhibit-items-fixtures';
import {
  type TestUser,
  clearAuth,
  clearFirestore,
  createUser,
  createUserWithProfile,
  seedFromFile,
  seedGroup,
  signIn,
  testDb,
} from './helpers';

export const BASE = '/api/v1/home';

/** Bearer header; with a group user also the group header the web app sends. */
export function as(user: TestUser & { group?: string }): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${user.idToken}` };
  if (user.group !== undefined) headers['X-Group-Id'] = user.group;
  return headers;
}

export const GROUP_ID = 'robotics-lab';

/** The cast of the exhibit and back-office tests. */
export interface ExhibitCast {
  /** A user with a profile, admin of the group. */
  alice: TestUser;
  /** alice acting for the group (group admin). */
  aliceForGroup: TestUser & { group: string };
  /** A plain member of the group, acting for it. */
  bobForGroup: TestUser & { group: string };
  /** Another user with a profile, in no group. */
  carol: TestUser;
  /** Signed in, no profile. */
  dave: TestUser;
  /** Junk-inquiry officer (with a profile, not the owner of anything). */
  june: TestUser;
  /** External-funds officer. */
  fred: TestUser;
}

/** Clears the emulators, seeds the lookups and sets up the cast. */
export async function setUpExhibitCast(): Promise<ExhibitCast> {
  await Promise.all([clearFirestore(), clearAuth()]);
  await seedFromFile();
  const [alice, , carol, dave, june, fred] = await Promise.all([
    createUserWithProfile('alice'),
    createUserWithProfile('bob'),
    createUserWithProfile('carol'),
    createUser('dave'),
    createUserWithProfile('june', { roles: ['junk_inquiry'] }),
    createUserWithProfile('fred', { roles: ['external_funds'] }),
  ]);
  await seedGroup(GROUP_ID, 'Robotics Lab', { alice: true, bob: false });
  const [aliceForGroup, bobForGroup] = await Promise.all([
    signIn('alice', { group: GROUP_ID }),
    signIn('bob', { group: GROUP_ID }),
  ]);
  return {
    alice,
    // The same objects, so useApiFile renews their tokens.
    aliceForGroup: Object.assign(aliceForGroup, { group: GROUP_ID }),
    bobForGroup: Object.assign(bobForGroup, { group: GROUP_ID }),
    carol,
    dave,
    june,
    fred,
  };
}

/**
 * The set-up of an exhibit test file: `useApiFile` with `setUpExhibitCast`, then `then` for the
 * file's own users and documents. Answers the cast at once, an object the set-up fills in (the same
 * users, whose tokens `useApiFile` renews in place).
 */
export function useExhibitFile(then: () => Promise<void> = async () => undefined): ExhibitCast {
  const cast = {} as ExhibitCast;
  useApiFile(async () => {
    Object.assign(cast, await setUpExhibitCast());
    await then();
  });
  return cast;
}

/** The exhibit tests import their items with the rest of their kit. */
export { assetInfo, bookItem, deskItem };

const DAY = 24 * 60 * 60 * 1000;

/** `days` from now as an ISO date-time in Asia/Tokyo, as the web form sends it. */
export function tokyoDaysAhead(days: number): string {
  const shifted = new Date(Date.now() + days * DAY + 9 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 16)}:00+09:00`;
}

/** The fixture's pick-up start, fixed per test run (relative dates: the tests never expire). */
export const PICKUP_FROM = tokyoDaysAhead(10);

/** A valid ExhibitInput (two items: a desk and a book). */
export function exhibitBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '事務机と本',
    description: 'Desks from room 101',
    itemManager: 'Sato',
    managerEmail: 'sato@campus.example.ac.jp',
    place: { areaId: 'main-campus', buildingId: 'administration-building', room: '101' },
    pickupFrom: PICKUP_FROM,
    pickupUntil: tokyoDaysAhead(20),
    secretariatId: 'asset-management',
    memo: 'Keys at the office',
    expiresAt: tokyoDaysAhead(60),
    items: [deskItem, bookItem],
    agreedToNotice: true,
    ...overrides,
  };
}

export interface CreatedExhibit {
  id: string;
  itemIds: string[];
  body: Record<string, unknown>;
}

/** Creates an exhibit through the API (201 expected). */
export async function createExhibitAs(
  app: express.Express,
  user: TestUser & { group?: string },
  overrides: Record<string, unknown> = {},
): Promise<CreatedExhibit> {
  const res = await request(app)
    .post(`${BASE}/exhibits`)
    .set(as(user))
    .send(exhibitBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    id: res.body.exhibit.id as string,
    itemIds: (res.body.exhibit.items as { id: string }[]).map((item) => item.id),
    body: res.body.exhibit as Record<string, unknown>,
  };
}

/** POSTs an owner step and expects 200. */
export async function stepAs(
  app: express.Express,
  user: TestUser & { group?: string },
  id: string,
  step: 'submit' | 'publish' | 'unpublish' | 'cancel',
): Promise<void> {
  const res = await request(app).post(`${BASE}/exhibits/${id}/${step}`).set(as(user));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** POSTs a back-office decision and expects 200. */
export async function decideAs(
  app: express.Express,
  officer: TestUser,
  stage: 'junk' | 'funds',
  id: string,
  result: 'approved' | 'rejected' | 'propagated',
  comment = '',
): Promise<void> {
  const res = await request(app)
    .post(`${BASE}/backoffice/${stage}/${id}/decision`)
    .set(as(officer))
    .send({ result, comment });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An exhibit submitted and approved by the junk officer (published). */
export async function createApprovedExhibit(
  app: express.Express,
  owner: TestUser & { group?: string },
  officer: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<CreatedExhibit> {
  const created = await createExhibitAs(app, owner, overrides);
  await stepAs(app, owner, created.id, 'submit');
  await decideAs(app, officer, 'junk', created.id, 'approved');
  return created;
}

export const exhibitRef = (id: string) => testDb().collection('exhibits').doc(id);

export async function exhibitDoc(id: string) {
  const snap = await exhibitRef(id).get();
  return snap.exists ? snap.data() : undefined;
}

export async function itemDoc(id: string, itemId: string) {
  const snap = await exhibitRef(id).collection('items').doc(itemId).get();
  return snap.exists ? snap.data() : undefined;
}

export async function itemCount(id: string): Promise<number> {
  return (await exhibitRef(id).collection('items').count().get()).data().count;
}

/** The audit trail in order. */
export async function approvalsOf(id: string) {
  const snap = await exhibitRef(id).collection('approvals').orderBy('at').get();
  return snap.docs.map((d) => d.data());
}

export async function ledgerOf(id: string, itemId: string) {
  const snap = await exhibitRef(id)
    .collection('items')
    .doc(itemId)
    .collection('ledger')
    .orderBy('at')
    .get();
  return snap.docs.map((d) => d.data());
}

export const error = (code: string) => ({ code, message: expect.any(String) });

/** The locations of a 400 answer, sorted. */
export function locationsOf(body: { errors?: { location: string }[] }): string[] {
  return (body.errors ?? []).map((e) => e.location).sort();
}

/** A contact request for `quantity` of an item (POST /home/exhibits/{id}/contacts). */
export const contactInput = (itemId: string | undefined, quantity = 1) => ({
  message: 'Can I have it?',
  items: [{ itemId, quantity }],
  installationPlace: 'Room 1',
  locationManager: 'Carol',
  locationManagerEmail: 'carol@campus.example.ac.jp',
  agreedToNotice: true,
});
