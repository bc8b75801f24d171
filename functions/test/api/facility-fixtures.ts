import type express from 'express';
import request from 'supertest';
import { V1, bearer } from './exhibit-docs-fixtures';
import {
  type TestUser,
  clearAuth,
  clearFirestore,
  createUserWithProfile,
  seedFromFile,
  seedGroup,
  signIn,
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
 * Clears the emulators and seeds the lookups, `head` and the users `names` (with profiles), and the
 * lab `lab-1` that `head` heads; answers them and `lab`, the head acting for the lab.
 */
export async function freshLab<const N extends readonly string[]>(
  ...names: N
): Promise<{ head: TestUser; lab: TestUser; users: { [K in keyof N]: TestUser } }> {
  await Promise.all([clearFirestore(), clearAuth()]);
  await seedFromFile();
  const [head, ...users] = await Promise.all(
    ['head', ...names].map((name) => createUserWithProfile(name)),
  );
  await seedGroup('lab-1', 'Fabrication Lab', { head: true });
  const lab = await signIn('head', { group: 'lab-1' });
  return { head: head!, lab, users: users as { [K in keyof N]: TestUser } };
}
