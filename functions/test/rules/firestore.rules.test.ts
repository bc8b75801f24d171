import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// Own project id: the emulator keeps rules per project, so these never disturb other suites.
const PROJECT_ID = 'demo-campus-rules';
let env: RulesTestEnvironment;

beforeAll(async () => {
  // Denials are the point of these tests; keep the SDK from logging each one.
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(path.resolve(__dirname, '../../../firestore.rules'), 'utf8'),
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'categories/furniture'), { name: { ja: '家具', en: 'Furniture' } });
    await setDoc(doc(db, 'areas/main'), { name: { ja: '本部', en: 'Main' } });
    await setDoc(doc(db, 'areas/main/buildings/library'), {
      name: { ja: '図書館', en: 'Library' },
    });
    await setDoc(doc(db, 'profiles/alice'), { name: 'Alice' });
    await setDoc(doc(db, 'exhibits/e1'), { owner: 'alice', title: 'Desk' });
  });
});

const clients = () => ({
  anonymous: env.unauthenticatedContext().firestore(),
  alice: env.authenticatedContext('alice', { email: 'alice@campus.example.ac.jp' }).firestore(),
  officer: env.authenticatedContext('olivia', { roles: ['junk_inquiry'] }).firestore(),
});

describe('firestore.rules: clients never write', () => {
  for (const who of ['anonymous', 'alice', 'officer'] as const) {
    it(`when ${who} creates, updates or deletes any document, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(setDoc(doc(db, 'exhibits/new'), { owner: 'alice', title: 'Chair' }));
      await assertFails(updateDoc(doc(db, 'exhibits/e1'), { title: 'Changed' }));
      await assertFails(deleteDoc(doc(db, 'exhibits/e1')));
      await assertFails(setDoc(doc(db, 'profiles/alice'), { name: 'Mallory' }));
      await assertFails(setDoc(doc(db, 'categories/furniture'), { name: { ja: 'x', en: 'x' } }));
      await assertFails(deleteDoc(doc(db, 'areas/main/buildings/library')));
    });
  }
});

describe('firestore.rules: reads', () => {
  it('when anyone reads the public lookups, then it is allowed', async () => {
    const { anonymous, alice } = clients();
    await assertSucceeds(getDoc(doc(anonymous, 'categories/furniture')));
    await assertSucceeds(getDocs(collection(anonymous, 'areas')));
    await assertSucceeds(getDocs(collection(alice, 'areas/main/buildings')));
  });

  it('when a client reads anything else, even its own profile, then it is denied (the API serves it)', async () => {
    const { anonymous, alice } = clients();
    await assertFails(getDoc(doc(anonymous, 'exhibits/e1')));
    await assertFails(getDoc(doc(alice, 'exhibits/e1')));
    await assertFails(getDoc(doc(alice, 'profiles/alice')));
    await assertFails(getDocs(collection(alice, 'profiles')));
  });
});
