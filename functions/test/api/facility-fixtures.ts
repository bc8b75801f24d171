import type express from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { useApiFile } from './api-file';
import { DEVICE_INPUT } from './devices-fixtures';
import { V1, bearer } from './exhibit-docs-fixtures';
import {
  type TestUser,
  createUser,
  createUsersWithProfiles,
  seedFromFile,
  seedGroup,
  signIn,
  testDb,
} from './helpers';

/**
 * The common start of the share-mode facility tests (issue 19): a cleared emulator with the seed
 * lookups, users with profiles, and `head` heading the lab `lab-1` that lends; requests as a user.
 */

export const DAY = 86_400_000;
export const MINUTE = 60_000;

/** `days` from today at Tokyo `hhmm`, as an ISO string with the Tokyo offset. */
export const tokyoAt = (days: number, hhmm: string) =>
  `${new Date(Date.now() + days * DAY + 9 * 3600_000).toISOString().slice(0, 10)}T${hhmm}:00+09:00`;

/** A request to `app` as `user` (undefined: anonymous), with a JSON body if given. */
export const sender =
  (app: express.Express) =>
  (
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    user: TestUser | undefined,
    path: string,
    body?: object,
  ) => {
    const req = request(app)[method](`${V1}${path}`);
    const signed = user === undefined ? req : req.set(bearer(user));
    return body === undefined ? signed : signed.send(body);
  };

/**
 * In a `useApiFile` build (on cleared emulators): seeds the lookups, `head` and the users `names`
 * (with profiles), and the lab `lab-1` that `head` heads; answers them and `lab`, the head acting
 * for the lab.
 */
export async function freshLab<const N extends readonly string[]>(
  ...names: N
): Promise<{ head: TestUser; lab: TestUser; users: { [K in keyof N]: TestUser } }> {
  await seedFromFile();
  const [head, ...users] = await createUsersWithProfiles('head', ...names);
  await seedGroup('lab-1', 'Fabrication Lab', { head: true });
  const lab = await signIn('head', { group: 'lab-1' });
  return { head, lab, users };
}

/** What `sender` answers: a request as a user. */
export type Send = ReturnType<typeof sender>;

/** Creates a device of `by` (`DEVICE_INPUT` with `patch`), expecting 201, and answers its id. */
export async function createDevice(send: Send, by: TestUser, patch: object = {}): Promise<string> {
  const res = await send('post', by, '/home/devices', { ...DEVICE_INPUT, ...patch });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.device.id as string;
}

/** The notices (stored documents) of the account `uid`. */
export async function noticesOf(uid: string) {
  const snap = await testDb().collection('notices').where('accountId', '==', uid).get();
  return snap.docs.map((d) => d.data());
}

/** A user the file's set-up signs in later: reads through to it (and to its renewed ID tokens). */
function signedInLater(get: () => TestUser | undefined): TestUser {
  const user = () => {
    const u = get();
    if (u === undefined) throw new Error('useLabFile: the set-up has not run');
    return u;
  };
  return {
    get uid() {
      return user().uid;
    },
    get idToken() {
      return user().idToken;
    },
  };
}

/** A user for each of the names `T`. */
type UsersOf<T extends readonly string[]> = { -readonly [K in keyof T]: TestUser };

/**
 * The set-up of a facility test file on `app`: `useApiFile` with `freshLab(...names)`, then the
 * users `unprofiled` (signed in, no profile). Answers at once `head`, `lab`, the `users` of
 * `names` and `unprofiled` (standing for those the set-up signs in) and `send`, requests to `app`.
 */
export function useLabFile<
  const N extends readonly string[],
  const M extends readonly string[] = [],
>(
  app: express.Express,
  names: N,
  unprofiled: M = [] as unknown as M,
): { send: Send; head: TestUser; lab: TestUser; users: UsersOf<[...N, ...M]> } {
  let made: { head: TestUser; lab: TestUser; users: TestUser[] } | undefined;
  useApiFile(async () => {
    const { head, lab, users } = await freshLab(...names);
    made = {
      head,
      lab,
      users: [...users, ...(await Promise.all(unprofiled.map((uid) => createUser(uid))))],
    };
  });
  return {
    send: sender(app),
    head: signedInLater(() => made?.head),
    lab: signedInLater(() => made?.lab),
    users: [...names, ...unprofiled].map((_, i) => signedInLater(() => made?.users[i])) as UsersOf<
      [...N, ...M]
    >,
  };
}
