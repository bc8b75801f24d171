import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  type DocumentData,
  Timestamp,
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limitToLast,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
  where,
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
  // One batch: a round trip per test, not one per document.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = writeBatch(db);
    const set = (path: string, data: DocumentData) => batch.set(doc(db, path), data);
    set('categories/furniture', { name: { ja: '家具', en: 'Furniture' } });
    set('areas/main', { name: { ja: '本部', en: 'Main' } });
    set('areas/main/buildings/library', {
      name: { ja: '図書館', en: 'Library' },
    });
    set('faculties/agriculture', { name: { ja: '農学部', en: 'Agriculture' } });
    set('secretariats/main', { name: { ja: '本部', en: 'Main' } });
    set('exhibits/e1', { owner: 'alice', title: 'Desk' });
    set('searchEntries/8222000000000_e1', { exhibitId: 'e1', searchable: true });
    seedIdentity(set);
    await batch.commit();
  });
});

/** The identity documents as the API writes them (see functions/src/shared/identity-docs.ts). */
function seedIdentity(set: (path: string, data: DocumentData) => void): void {
  const now = Timestamp.now();
  const profile = (name: string) => ({
    name,
    profile: '',
    occupation: 'student',
    position: '',
    studentNumber: 'S1234567',
    place: 'Room 301',
    receiveNotificationEmail: false,
    email: `${name}@campus.example.ac.jp`,
    agreedToTermsAt: now,
    createdAt: now,
    updatedAt: now,
    withdrawnAt: null,
  });
  for (const uid of ['alice', 'bob', 'carol', 'olivia']) {
    set(`profiles/${uid}`, profile(uid));
    set(`accounts/${uid}`, { kind: 'user', name: uid, withdrawn: false });
  }
  set('groups/lab-a', {
    name: 'A lab',
    kind: 'laboratory',
    profile: '',
    icon: null,
    createdAt: now,
    createdBy: 'alice',
  });
  set('accounts/lab-a', { kind: 'group', name: 'A lab', withdrawn: false });
  set('groups/lab-a/members/alice', {
    uid: 'alice',
    isAdmin: true,
    joinedAt: now,
  });
  set('groups/lab-a/members/carol', {
    uid: 'carol',
    isAdmin: false,
    joinedAt: now,
  });
  set('groupInvitations/invite-code-0001', {
    groupId: 'lab-a',
    createdBy: 'alice',
    createdAt: now,
    expiresAt: now,
  });
  set('mail/m1', {
    to: ['dave@campus.example.ac.jp'],
    message: { subject: 'Invitation', text: 'invite-code-0001', html: '' },
    createdAt: now,
  });
}

const clients = () => ({
  anonymous: env.unauthenticatedContext().firestore(),
  // alice: owner of her profile and admin of lab-a, acting for it.
  alice: env
    .authenticatedContext('alice', { email: 'alice@campus.example.ac.jp', group: 'lab-a' })
    .firestore(),
  // bob: another signed-up user, in no group.
  bob: env.authenticatedContext('bob', { email: 'bob@campus.example.ac.jp' }).firestore(),
  // carol: a plain member of lab-a, acting for it.
  carol: env
    .authenticatedContext('carol', { email: 'carol@campus.example.ac.jp', group: 'lab-a' })
    .firestore(),
  // olivia: both officer roles.
  officer: env
    .authenticatedContext('olivia', {
      email: 'olivia@campus.example.ac.jp',
      roles: ['junk_inquiry', 'external_funds'],
    })
    .firestore(),
});

type Who = keyof ReturnType<typeof clients>;
const EVERYONE: readonly Who[] = ['anonymous', 'alice', 'bob', 'carol', 'officer'];

/** Every identity document (collections of functions/src/shared/identity-docs.ts and the stores). */
const IDENTITY_DOCS = [
  'profiles/alice',
  'profiles/bob',
  'accounts/alice',
  'accounts/lab-a',
  'groups/lab-a',
  'groups/lab-a/members/alice',
  'groups/lab-a/members/carol',
  'groupInvitations/invite-code-0001',
  'mail/m1',
];
const IDENTITY_COLLECTIONS = [
  'profiles',
  'accounts',
  'groups',
  'groups/lab-a/members',
  'groupInvitations',
  'mail',
];

describe('firestore.rules: clients never write', () => {
  for (const who of EVERYONE) {
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
  for (const who of EVERYONE) {
    it(`when ${who} reads the public lookups, then it is allowed`, async () => {
      const db = clients()[who];
      for (const name of ['faculties', 'areas', 'secretariats', 'categories']) {
        await assertSucceeds(getDocs(collection(db, name)));
      }
      await assertSucceeds(getDoc(doc(db, 'categories/furniture')));
      await assertSucceeds(getDoc(doc(db, 'faculties/agriculture')));
      await assertSucceeds(getDocs(collection(db, 'areas/main/buildings')));
      await assertSucceeds(getDoc(doc(db, 'areas/main/buildings/library')));
    });
  }

  it('when a client reads anything else, even its own profile, then it is denied (the API serves it)', async () => {
    const { anonymous, alice } = clients();
    await assertFails(getDoc(doc(anonymous, 'exhibits/e1')));
    await assertFails(getDoc(doc(alice, 'exhibits/e1')));
    await assertFails(getDoc(doc(alice, 'profiles/alice')));
    await assertFails(getDocs(collection(alice, 'profiles')));
    // The search index holds unpublished exhibits' texts too: the API alone searches it.
    await assertFails(getDocs(collection(anonymous, 'searchEntries')));
    await assertFails(getDoc(doc(alice, 'searchEntries/8222000000000_e1')));
  });
});

describe('firestore.rules: identity collections (profiles, accounts, groups, members, invitations, mail)', () => {
  for (const who of EVERYONE) {
    it(`when ${who} reads any identity document or lists a collection, then it is denied`, async () => {
      const db = clients()[who];
      for (const path of IDENTITY_DOCS) await assertFails(getDoc(doc(db, path)));
      for (const path of IDENTITY_COLLECTIONS) await assertFails(getDocs(collection(db, path)));
      await assertFails(getDocs(collectionGroup(db, 'members')));
    });

    it(`when ${who} creates, updates or deletes any identity document, then it is denied`, async () => {
      const db = clients()[who];
      for (const path of IDENTITY_DOCS) {
        await assertFails(setDoc(doc(db, path), { name: 'Mallory' }, { merge: true }));
        await assertFails(updateDoc(doc(db, path), { name: 'Mallory' }));
        await assertFails(deleteDoc(doc(db, path)));
      }
      for (const path of IDENTITY_COLLECTIONS) {
        await assertFails(addDoc(collection(db, path), { name: 'Mallory' }));
      }
    });
  }

  it('when the owner writes roles, admin flags or her own profile, then it is denied', async () => {
    const { alice } = clients();
    await assertFails(
      setDoc(doc(alice, 'profiles/alice'), { roles: ['junk_inquiry'] }, { merge: true }),
    );
    await assertFails(
      updateDoc(doc(alice, 'profiles/alice'), { profile: 'Hello', withdrawnAt: null }),
    );
    await assertFails(updateDoc(doc(alice, 'accounts/alice'), { withdrawn: false }));
    await assertFails(updateDoc(doc(alice, 'groups/lab-a'), { name: 'Mine' }));
    await assertFails(updateDoc(doc(alice, 'groups/lab-a/members/carol'), { isAdmin: true }));
  });

  it('when a user adds themself to a group, or a member makes themself admin, then it is denied', async () => {
    const { bob, carol, officer } = clients();
    const now = Timestamp.now();
    await assertFails(
      setDoc(doc(bob, 'groups/lab-a/members/bob'), { uid: 'bob', isAdmin: true, joinedAt: now }),
    );
    await assertFails(
      setDoc(doc(officer, 'groups/lab-a/members/olivia'), {
        uid: 'olivia',
        isAdmin: false,
        joinedAt: now,
      }),
    );
    await assertFails(updateDoc(doc(carol, 'groups/lab-a/members/carol'), { isAdmin: true }));
    await assertFails(deleteDoc(doc(carol, 'groups/lab-a/members/alice')));
  });

  it('when anyone looks up invitations or queued mail (codes are secrets), then it is denied', async () => {
    const { anonymous, bob, carol } = clients();
    for (const db of [anonymous, bob, carol]) {
      await assertFails(getDoc(doc(db, 'groupInvitations/invite-code-0001')));
      await assertFails(
        getDocs(query(collection(db, 'groupInvitations'), where('groupId', '==', 'lab-a'))),
      );
      await assertFails(getDocs(query(collection(db, 'mail'), where('to', 'array-contains', 'x'))));
    }
    await assertFails(
      setDoc(doc(bob, 'groupInvitations/my-own-code-0001'), { groupId: 'lab-a', createdBy: 'bob' }),
    );
  });

  it('when a member queries her own memberships or the member list, then it is denied', async () => {
    const { carol } = clients();
    await assertFails(
      getDocs(query(collectionGroup(carol, 'members'), where('uid', '==', 'carol'))),
    );
    await assertFails(getDoc(doc(carol, 'groups/lab-a/members/carol')));
    await assertFails(getDocs(collection(carol, 'groups/lab-a/members')));
  });
});

/**
 * Share mode (docs/share-mode.md): devices, share listings, reservations, payments and the approval
 * to-dos are served by the API only, which checks lender, user and officer itself. Even the lender
 * of a device (alice acting for lab-a), the user of a reservation (bob) and an officer reach none of
 * them directly.
 */
const SHARE_DOCS = [
  'devices/printer',
  'shareExhibits/s1',
  'reservations/r1',
  'payments/p1',
  'todos/approve_r1',
];

describe('firestore.rules: share mode (devices, listings, reservations, payments)', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const now = Timestamp.now();
      await setDoc(doc(db, 'devices/printer'), {
        lenderId: 'lab-a',
        name: '3D printer',
        active: true,
      });
      await setDoc(doc(db, 'shareExhibits/s1'), {
        type: 'sharing',
        ownerId: 'lab-a',
        deviceIds: ['printer'],
        published: true,
      });
      await setDoc(doc(db, 'reservations/r1'), {
        deviceId: 'printer',
        lenderId: 'lab-a',
        userId: 'bob',
        status: 'approved',
        fee: 600,
        start: now,
      });
      await setDoc(doc(db, 'payments/p1'), {
        billId: 'bob_2026-11',
        lenderId: 'lab-a',
        amount: 600,
      });
      await setDoc(doc(db, 'todos/approve_r1'), { accountId: 'lab-a', reservationId: 'r1' });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads share-mode documents or queries their own, then it is denied`, async () => {
      const db = clients()[who];
      for (const path of SHARE_DOCS) await assertFails(getDoc(doc(db, path)));
      await assertFails(
        getDocs(query(collection(db, 'devices'), where('lenderId', '==', 'lab-a'))),
      );
      await assertFails(
        getDocs(query(collection(db, 'shareExhibits'), where('published', '==', true))),
      );
      await assertFails(
        getDocs(query(collection(db, 'reservations'), where('userId', '==', 'bob'))),
      );
      await assertFails(
        getDocs(query(collection(db, 'reservations'), where('lenderId', '==', 'lab-a'))),
      );
      await assertFails(
        getDocs(query(collection(db, 'payments'), where('lenderId', '==', 'lab-a'))),
      );
    });

    it(`when ${who} books, approves, pays or edits a listing directly, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(
        addDoc(collection(db, 'reservations'), {
          deviceId: 'printer',
          userId: 'bob',
          status: 'approved',
        }),
      );
      await assertFails(updateDoc(doc(db, 'reservations/r1'), { status: 'returned', fee: 0 }));
      await assertFails(updateDoc(doc(db, 'devices/printer'), { feePerHour: 0 }));
      await assertFails(setDoc(doc(db, 'shareExhibits/s2'), { ownerId: 'bob', published: true }));
      await assertFails(updateDoc(doc(db, 'shareExhibits/s1'), { published: false }));
      await assertFails(addDoc(collection(db, 'payments'), { billId: 'bob_2026-11', amount: 600 }));
      await assertFails(deleteDoc(doc(db, 'todos/approve_r1')));
    });
  }
});

/**
 * Live chat (docs/trades.md, Live chat): the two parties' identities read a contact's messages.
 * c1: the lab's exhibit (owner lab-a, whose members are alice and carol), bob the customer.
 * c2: olivia's own exhibit, alice the customer personally.
 */
describe('firestore.rules: chat messages and counters', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const at = Timestamp.now();
      const contact = (ownerId: string, customerId: string) => ({
        exhibitId: 'e1',
        exhibitTitle: 'Desk',
        ownerId,
        customerId,
        createdBy: customerId,
        status: 'open',
      });
      /** A contact with the customer's first message. */
      const seedContact = async (id: string, ownerId: string, customerId: string) => {
        await setDoc(doc(db, `contacts/${id}`), contact(ownerId, customerId));
        await setDoc(doc(db, `contacts/${id}/messages/m1`), {
          side: 'customer',
          kind: 'text',
          body: 'May I pick it up?',
          byUid: customerId,
          at,
        });
      };
      await seedContact('c1', 'lab-a', 'bob');
      await seedContact('c2', 'olivia', 'alice');
      await setDoc(doc(db, 'counters/bob'), { owner: {}, customer: {}, version: 1 });
      await setDoc(doc(db, 'counters/alice'), { owner: {}, customer: {}, version: 1 });
    });
  });

  /** A signed-in user with a verified campus address, acting for `group` when given. */
  const user = (uid: string, group?: string, verified = true) =>
    env
      .authenticatedContext(uid, {
        email: `${uid}@campus.example.ac.jp`,
        email_verified: verified,
        ...(group === undefined ? {} : { group }),
      })
      .firestore();
  const chat = (db: ReturnType<typeof user>, id: string) =>
    query(collection(db, `contacts/${id}/messages`), orderBy('at'), limitToLast(100));

  const readers = {
    'the customer (bob)': () => user('bob'),
    'a member acting for the owning lab (carol)': () => user('carol', 'lab-a'),
    'the lab admin acting for the lab (alice)': () => user('alice', 'lab-a'),
  };
  const strangers = {
    'the lab admin acting personally (alice)': () => user('alice'),
    'a stranger (dave)': () => user('dave'),
    'a stranger claiming the lab without being a member (dave)': () => user('dave', 'lab-a'),
    'the customer with an unverified address (bob)': () => user('bob', undefined, false),
    'a signed-out visitor': () => env.unauthenticatedContext().firestore(),
  };

  for (const [who, db] of Object.entries(readers)) {
    it(`when ${who} listens to the lab's chat, then the messages are read`, async () => {
      const snap = await assertSucceeds(getDocs(chat(db(), 'c1')));
      if (snap.size !== 1) throw new Error(`expected 1 message, got ${snap.size}`);
      await assertSucceeds(getDoc(doc(db(), 'contacts/c1/messages/m1')));
    });
  }

  for (const [who, db] of Object.entries(strangers)) {
    it(`when ${who} reads the lab's chat, then it is denied`, async () => {
      await assertFails(getDocs(chat(db(), 'c1')));
      await assertFails(getDoc(doc(db(), 'contacts/c1/messages/m1')));
    });
  }

  it('when a member acts personally, then she reads her own chats and not the lab’s; acting for the lab, the reverse', async () => {
    await assertSucceeds(getDocs(chat(user('alice'), 'c2')));
    await assertFails(getDocs(chat(user('alice'), 'c1')));
    await assertSucceeds(getDocs(chat(user('alice', 'lab-a'), 'c1')));
    await assertFails(getDocs(chat(user('alice', 'lab-a'), 'c2')));
    // The owner of c2 reads it; the customer of c1 does not read c2.
    await assertSucceeds(getDocs(chat(user('olivia'), 'c2')));
    await assertFails(getDocs(chat(user('bob'), 'c2')));
  });

  it('when anyone reads a chat of a contact that does not exist, or the contact itself, then it is denied', async () => {
    await assertFails(getDocs(chat(user('bob'), 'missing')));
    await assertFails(getDoc(doc(user('bob'), 'contacts/c1')));
    await assertFails(
      getDocs(query(collection(user('bob'), 'contacts'), where('customerId', '==', 'bob'))),
    );
    await assertFails(getDocs(collectionGroup(user('bob'), 'messages')));
  });

  for (const [who, db] of Object.entries({ ...readers, ...strangers })) {
    it(`when ${who} writes a message or the contact, then it is denied`, async () => {
      const client = db();
      const message = {
        side: 'customer',
        kind: 'text',
        body: 'Hi',
        byUid: 'bob',
        at: Timestamp.now(),
      };
      await assertFails(addDoc(collection(client, 'contacts/c1/messages'), message));
      await assertFails(setDoc(doc(client, 'contacts/c1/messages/m2'), message));
      await assertFails(updateDoc(doc(client, 'contacts/c1/messages/m1'), { body: 'Changed' }));
      await assertFails(deleteDoc(doc(client, 'contacts/c1/messages/m1')));
      await assertFails(updateDoc(doc(client, 'contacts/c1'), { status: 'finished' }));
      await assertFails(setDoc(doc(client, 'contacts/c3'), { ownerId: 'bob', customerId: 'bob' }));
    });
  }

  it('when a user reads her counters, then only her own document is read, and nobody writes any', async () => {
    await assertSucceeds(getDoc(doc(user('bob'), 'counters/bob')));
    // Acting for a group changes nothing: the counters are the user's, over all her identities.
    await assertSucceeds(getDoc(doc(user('alice', 'lab-a'), 'counters/alice')));
    await assertFails(getDoc(doc(user('bob'), 'counters/alice')));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'counters/bob')));
    await assertFails(getDocs(collection(user('bob'), 'counters')));
    for (const client of [user('bob'), user('alice', 'lab-a')]) {
      await assertFails(setDoc(doc(client, 'counters/bob'), { owner: { todo: 0 } }));
      await assertFails(updateDoc(doc(client, 'counters/bob'), { version: 2 }));
      await assertFails(deleteDoc(doc(client, 'counters/bob')));
    }
  });
});

/**
 * The static documents (functions/src/features/contents): served and published by the API only,
 * `GET /contents/{slug}` for everyone; no client reads or writes them directly, editors included.
 */
describe('firestore.rules: static documents (contents and their versions)', () => {
  const CONTENT_DOCS = ['contents/terms', 'contents/terms/versions/ja-000001'];

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'contents/terms'), {
        languages: { ja: { version: 1 } },
        termsVersion: 1,
      });
      await setDoc(doc(db, 'contents/terms/versions/ja-000001'), { lang: 'ja', version: 1 });
    });
  });

  const editor = () =>
    env
      .authenticatedContext('misaki', {
        email: 'misaki@campus.example.ac.jp',
        roles: ['content_editor'],
      })
      .firestore();

  for (const who of [...EVERYONE, 'editor'] as const) {
    const client = () => (who === 'editor' ? editor() : clients()[who]);

    it(`when ${who} reads a document, its versions or the collections, then it is denied`, async () => {
      const db = client();
      for (const path of CONTENT_DOCS) await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, 'contents')));
      await assertFails(getDocs(collection(db, 'contents/terms/versions')));
    });

    it(`when ${who} publishes, changes or deletes a version directly, then it is denied`, async () => {
      const db = client();
      await assertFails(setDoc(doc(db, 'contents/terms'), { termsVersion: 1 }));
      await assertFails(updateDoc(doc(db, 'contents/terms'), { termsVersion: 9 }));
      await assertFails(addDoc(collection(db, 'contents/terms/versions'), { lang: 'ja' }));
      await assertFails(deleteDoc(doc(db, 'contents/terms/versions/ja-000001')));
    });
  }
});

/**
 * Reports, the moderators' audit and blocks (docs/moderation.md): only the API reads and writes them.
 * Nobody (the reporter, the reported, a moderator, a suspended user) reads who reported whom, nor
 * writes a report, a block or a suspension directly.
 */
describe('firestore.rules: reports, moderation audit and blocks', () => {
  const MODERATION_DOCS = [
    'reports/exhibit:e1~bob',
    'moderationAudit/a1',
    'blocks/alice:bob',
    'blocks/bob:alice',
  ];

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const now = Timestamp.now();
      await setDoc(doc(db, 'reports/exhibit:e1~bob'), {
        targetKey: 'exhibit:e1',
        targetAccountId: 'alice',
        reporterAccountId: 'bob',
        status: 'open',
        createdAt: now,
      });
      await setDoc(doc(db, 'moderationAudit/a1'), {
        action: 'suspend',
        suspendedUid: 'carol',
        reportIds: ['exhibit:e1~bob'],
        moderatorUid: 'mona',
        at: now,
        undo: {},
      });
      await setDoc(doc(db, 'blocks/alice:bob'), { blockerId: 'alice', blockedId: 'bob' });
      await setDoc(doc(db, 'blocks/bob:alice'), { blockerId: 'bob', blockedId: 'alice' });
      await updateDoc(doc(db, 'profiles/carol'), {
        suspension: { until: Timestamp.fromMillis(Date.now() + 86_400_000), reason: 'spam' },
      });
    });
  });

  const moderation = () => ({
    moderator: env
      .authenticatedContext('mona', { email: 'mona@campus.example.ac.jp', roles: ['moderator'] })
      .firestore(),
    // carol is suspended (see above).
    suspended: env
      .authenticatedContext('carol', { email: 'carol@campus.example.ac.jp' })
      .firestore(),
  });
  const WHO = [...EVERYONE, 'moderator', 'suspended'] as const;
  const client = (who: (typeof WHO)[number]) =>
    who === 'moderator' || who === 'suspended' ? moderation()[who] : clients()[who];

  for (const who of WHO) {
    it(`when ${who} reads reports, the audit or blocks, or queries them, then it is denied`, async () => {
      const db = client(who);
      for (const path of MODERATION_DOCS) await assertFails(getDoc(doc(db, path)));
      await assertFails(
        getDocs(query(collection(db, 'reports'), where('reporterAccountId', '==', 'bob'))),
      );
      await assertFails(
        getDocs(query(collection(db, 'reports'), where('targetAccountId', '==', 'alice'))),
      );
      await assertFails(getDocs(collection(db, 'moderationAudit')));
      await assertFails(
        getDocs(query(collection(db, 'blocks'), where('blockedId', '==', 'alice'))),
      );
    });

    it(`when ${who} reports, blocks, resolves or lifts a suspension directly, then it is denied`, async () => {
      const db = client(who);
      await assertFails(
        setDoc(doc(db, 'reports/exhibit:e1~carol'), { targetKey: 'exhibit:e1', status: 'open' }),
      );
      await assertFails(updateDoc(doc(db, 'reports/exhibit:e1~bob'), { status: 'resolved' }));
      await assertFails(deleteDoc(doc(db, 'reports/exhibit:e1~bob')));
      await assertFails(addDoc(collection(db, 'moderationAudit'), { action: 'dismiss' }));
      await assertFails(deleteDoc(doc(db, 'blocks/alice:bob')));
      await assertFails(setDoc(doc(db, 'blocks/carol:alice'), { blockerId: 'carol' }));
      await assertFails(updateDoc(doc(db, 'profiles/carol'), { suspension: null }));
    });
  }
});

/** Wanted posts and their offers (docs/wanted.md): public through the API only, never directly. */
describe('firestore.rules: wanted posts and offers', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'wanted/8200000000000_w1'), {
        accountId: 'bob',
        title: 'A desk',
        status: 'open',
        offerCount: 0,
      });
      await setDoc(doc(db, 'wanted/8200000000000_w1/offers/e1'), {
        exhibitId: 'e1',
        accountId: 'alice',
      });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads or queries wanted posts or offers, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, 'wanted/8200000000000_w1')));
      await assertFails(getDocs(query(collection(db, 'wanted'), where('status', '==', 'open'))));
      await assertFails(getDocs(collection(db, 'wanted/8200000000000_w1/offers')));
    });

    it(`when ${who} posts, edits, offers or closes directly, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(setDoc(doc(db, 'wanted/8200000000001_w2'), { accountId: 'bob' }));
      await assertFails(updateDoc(doc(db, 'wanted/8200000000000_w1'), { offerCount: 99 }));
      await assertFails(setDoc(doc(db, 'wanted/8200000000000_w1/offers/e2'), { exhibitId: 'e2' }));
      await assertFails(deleteDoc(doc(db, 'wanted/8200000000000_w1')));
    });
  }
});

/** Saved searches (docs/saved-searches.md): the API's only. */
describe('firestore.rules: saved searches', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'savedSearches/s1'), {
        accountId: 'bob',
        name: 'Desks',
      });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads, queries or writes saved searches, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, 'savedSearches/s1')));
      await assertFails(
        getDocs(query(collection(db, 'savedSearches'), where('accountId', '==', 'bob'))),
      );
      await assertFails(setDoc(doc(db, 'savedSearches/s2'), { accountId: 'bob', name: 'x' }));
      await assertFails(updateDoc(doc(db, 'savedSearches/s1'), { checkedAt: null }));
      await assertFails(deleteDoc(doc(db, 'savedSearches/s1')));
    });
  }
});

/** The impact counters (docs/impact.md): the triggers write them, the API reads them. */
describe('firestore.rules: impact counters', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'impactMonths/2026-11'), { cells: { 'a~none~books': { items: 1 } } });
      await setDoc(doc(db, 'impactEvents/contact_c1'), { counted: { i1: 1 } });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads or writes the impact counters directly, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, 'impactMonths/2026-11')));
      await assertFails(getDocs(collection(db, 'impactMonths')));
      await assertFails(getDoc(doc(db, 'impactEvents/contact_c1')));
      await assertFails(setDoc(doc(db, 'impactMonths/2026-12'), { cells: {} }));
      await assertFails(updateDoc(doc(db, 'impactMonths/2026-11'), { cells: {} }));
      await assertFails(deleteDoc(doc(db, 'impactEvents/contact_c1')));
    });
  }
});

/** Device qualifications, training requests, outages and problems (issue 19): the API's only. */
describe('firestore.rules: device qualifications, outages and problems', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'devices/d1/qualifications/bob'), { userId: 'bob', revokedAt: null });
      await setDoc(doc(db, 'devices/d1/trainingRequests/carol'), { userId: 'carol' });
      await setDoc(doc(db, 'devices/d1/outages/o1'), { reason: 'Service', liftedAt: null });
      await setDoc(doc(db, 'devices/d1/problems/p1'), { reportedBy: 'bob', shutdown: false });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads or writes outages or problems directly, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, 'devices/d1/outages/o1')));
      await assertFails(getDocs(collection(db, 'devices/d1/outages')));
      await assertFails(setDoc(doc(db, 'devices/d1/outages/o2'), { reason: 'Mine' }));
      await assertFails(updateDoc(doc(db, 'devices/d1/outages/o1'), { liftedAt: null }));
      await assertFails(getDoc(doc(db, 'devices/d1/problems/p1')));
      await assertFails(getDocs(collection(db, 'devices/d1/problems')));
      await assertFails(setDoc(doc(db, 'devices/d1/problems/p2'), { description: 'x' }));
      await assertFails(updateDoc(doc(db, 'devices/d1/problems/p1'), { shutdown: true }));
    });
  }

  for (const who of EVERYONE) {
    it(`when ${who} reads or writes qualifications or training requests directly, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, 'devices/d1/qualifications/bob')));
      await assertFails(getDocs(collection(db, 'devices/d1/qualifications')));
      await assertFails(setDoc(doc(db, 'devices/d1/qualifications/carol'), { userId: 'carol' }));
      await assertFails(updateDoc(doc(db, 'devices/d1/qualifications/bob'), { revokedAt: null }));
      await assertFails(getDoc(doc(db, 'devices/d1/trainingRequests/carol')));
      await assertFails(deleteDoc(doc(db, 'devices/d1/trainingRequests/carol')));
    });
  }
});

/** Funds (issue 19, part 4): budgets and project codes are the API's only, even for the group. */
describe('firestore.rules: funds', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'funds/f1'), {
        groupId: 'g1',
        fiscalYear: 2026,
        name: 'Kakenhi',
        projectCode: '202600000001',
        holderUid: 'alice',
        monthlyCap: 100000,
        approvalThreshold: 5000,
        active: true,
      });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads or writes funds directly, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, 'funds/f1')));
      await assertFails(getDocs(collection(db, 'funds')));
      await assertFails(setDoc(doc(db, 'funds/f2'), { groupId: 'g1', name: 'Mine' }));
      await assertFails(updateDoc(doc(db, 'funds/f1'), { approvalThreshold: null }));
      await assertFails(deleteDoc(doc(db, 'funds/f1')));
    });
  }
});

/** Calendar feeds (issue 33, part 1): the document id is the address's secret; the API's only. */
describe('firestore.rules: calendar feed tokens', () => {
  const TOKEN = 'A'.repeat(43);
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), `feedTokens/${TOKEN}`), {
        identityId: 'alice',
        feed: 'user',
        createdBy: 'alice',
      });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads or writes feed tokens directly, even their own, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, `feedTokens/${TOKEN}`)));
      await assertFails(getDocs(collection(db, 'feedTokens')));
      await assertFails(setDoc(doc(db, `feedTokens/${'B'.repeat(43)}`), { identityId: 'alice' }));
      await assertFails(deleteDoc(doc(db, `feedTokens/${TOKEN}`)));
    });
  }
});

/** Usage reports (issue 33, part 3): filed, confirmed and read through the API only. */
describe('firestore.rules: usage reports', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'usageReports/r1'), {
        userId: 'alice',
        lenderId: 'bob',
        samples: 2,
      });
    });
  });

  for (const who of EVERYONE) {
    it(`when ${who} reads or writes usage reports directly, even their own, then it is denied`, async () => {
      const db = clients()[who];
      await assertFails(getDoc(doc(db, 'usageReports/r1')));
      await assertFails(getDocs(collection(db, 'usageReports')));
      await assertFails(setDoc(doc(db, 'usageReports/r2'), { userId: 'alice', samples: 1 }));
      await assertFails(updateDoc(doc(db, 'usageReports/r1'), { samples: 9 }));
    });
  }
});
