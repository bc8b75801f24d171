import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { FIRST_VERSION } from '../../functions/src/model/content-types.js';
import { createGroupsStore } from '../../functions/src/features/groups/store.js';
import { createMeStore } from '../../functions/src/features/me/store.js';
import { groupInputSchema } from '../../functions/src/features/groups/schema.js';
import { profileUpdateSchema } from '../../functions/src/model/profile.js';
import { ROOT } from './paths.js';

/**
 * The demo accounts' profiles (signed up, as through /signup) and a demo group, written through the
 * API's own stores so the documents are exactly what the API writes. Idempotent: an account with a
 * profile, or an admin who already has a group, is left alone.
 */

interface DemoFile {
  users: { uid: string; email: string; profile?: unknown }[];
  groups?: { name: string; kind: string; profile: string; admin: string; members: string[] }[];
}

function readDemoFile(): DemoFile {
  const file = path.join(ROOT, 'emulators', 'seed', 'demo-users.json');
  return JSON.parse(readFileSync(file, 'utf8')) as DemoFile;
}

export async function seedDemoProfiles(
  db: Firestore,
  now = new Date(),
): Promise<{ profiles: number; groups: number }> {
  const demo = readDemoFile();
  const me = createMeStore(db);
  const groups = createGroupsStore(db);
  let profiles = 0;
  for (const user of demo.users) {
    if (user.profile === undefined || (await me.getProfile(user.uid)) !== undefined) continue;
    // The same validation as POST /home/me: a bad demo profile fails the seed.
    // Signed up agreeing to the first terms (the built-in ones the seed stores as version 1).
    await me.createProfile(
      user.uid,
      user.email,
      profileUpdateSchema.parse(user.profile),
      FIRST_VERSION,
    );
    profiles += 1;
  }
  let created = 0;
  for (const group of demo.groups ?? []) {
    if ((await me.listGroups(group.admin)).some((g) => g.name === group.name)) continue;
    const { name, kind, profile } = group;
    const record = await groups.createGroup(
      group.admin,
      groupInputSchema.parse({ name, kind, profile }),
      now,
    );
    for (const uid of group.members) {
      const code = `demo-seed-${record.id}-${uid}`.replace(/[^A-Za-z0-9_-]/g, '');
      const expiresAt = new Date(now.getTime() + 60 * 60 * 1000);
      await groups.createInvitation({
        code,
        groupId: record.id,
        createdBy: group.admin,
        createdAt: now,
        expiresAt,
        email: null,
      });
      await groups.join(code, uid, null, now);
    }
    created += 1;
  }
  return { profiles, groups: created };
}
