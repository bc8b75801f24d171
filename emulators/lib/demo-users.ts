import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { parseRole, withRoles } from '../../functions/src/admin/roles.js';
import { ROOT } from './paths.js';

export interface DemoUser {
  uid: string;
  email: string;
  displayName: string;
  about: { ja: string; en: string };
  roles: string[];
}

export function readDemoUsers(): DemoUser[] {
  const file = path.join(ROOT, 'emulators', 'seed', 'demo-users.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { users: DemoUser[] }).users;
}

/**
 * Creates the demo accounts in the Auth emulator as Google accounts (so the emulator's Google sign-in page
 * lists them) with their officer roles as custom claims. Existing accounts are left as they are.
 */
export async function seedDemoUsers(auth: Auth, users: DemoUser[]): Promise<number> {
  const existing = await auth.getUsers(users.map(({ uid }) => ({ uid })));
  const known = new Set(existing.users.map((user) => user.uid));
  const missing = users.filter((user) => !known.has(user.uid));
  if (missing.length === 0) return 0;
  const result = await auth.importUsers(
    missing.map((user) => ({
      uid: user.uid,
      email: user.email,
      emailVerified: true,
      displayName: user.displayName,
      // The same claims `npm run roles -- grant` writes; an unknown role name fails the seed.
      customClaims: withRoles({}, user.roles.map(parseRole)),
      providerData: [
        {
          uid: `google-${user.uid}`,
          providerId: 'google.com',
          email: user.email,
          displayName: user.displayName,
        },
      ],
    })),
  );
  if (result.failureCount > 0) {
    const reasons = result.errors.map((e) => e.error.message).join('; ');
    throw new Error(`Could not create ${result.failureCount} demo account(s): ${reasons}`);
  }
  return result.successCount;
}

/**
 * The identity a demo user acts as in the seed: the group of that name they belong to, or
 * themself (undefined: no such group, so the demo item is skipped).
 */
export async function demoAccountId(
  me: { listGroups(uid: string): Promise<{ id: string; name: string }[]> },
  owner: string,
  asGroup: string | undefined,
): Promise<string | undefined> {
  if (asGroup === undefined) return owner;
  return (await me.listGroups(owner)).find((g) => g.name === asGroup)?.id;
}
