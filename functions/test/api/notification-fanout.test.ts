import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  COUNTERS_COLLECTION,
  type CounterSink,
  createFirestoreSink,
  createMemorySink,
} from '../../src/features/notifications/counter-sink';
import { notifyDeadlines } from '../../src/features/notifications/deadlines';
import { createCounterFanout } from '../../src/features/notifications/fanout';
import { createMailQueue } from '../../src/features/notifications/mail';
import { createNotificationsStore } from '../../src/features/notifications/store';
import { createNotificationTriggers } from '../../src/features/notifications/triggers';
import { accountIdsOf } from '../../src/shared/identities';
import {
  type TestUser,
  createTestApp,
  untilNotBusy,
  createUserWithProfile,
  createUsersWithProfiles,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import { V1, bearer, daysFromNow, seedExhibit, seedFavorite } from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';
import { contactInput } from './exhibits-fixtures';

/**
 * The trigger side of the notifications against the Firestore emulator: the counter fan-out into a
 * sink with the Realtime Database's transaction semantics (the Database emulator cannot run here,
 * DESIGN.md), the mail queue and the daily deadline job.
 */
const app = createTestApp();
const db = () => testDb();
const store = () => createNotificationsStore(db());
/** The notification triggers fanning the counters out into `sink`, with no mail. */
const countingInto = (sink: CounterSink) =>
  createNotificationTriggers({
    db: db(),
    fanout: createCounterFanout(db(), store(), sink),
    mail: { queue: () => Promise.resolve(0) },
    origin: '',
  });

const INPUT = contactInput('item-1');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

useApiFile();

describe('the counter fan-out', () => {
  // Many writers and late triggers on one emulator: 15 s on a busy 2-core machine, over 30 s with
  // another process taking a core, so it has more time than the suite's default; it asserts outcomes.
  it('after concurrent contacts, messages and reads, with triggers running late and out of order, every node equals a fresh count', async () => {
    await createUsersWithProfiles('alice', 'bob');
    await seedGroup('lab-1', 'Robotics Lab', { alice: true, bob: false });
    const labExhibit = await seedExhibit({
      ownerId: 'lab-1',
      items: [{ name: 'Shelf', stock: 50 }],
    });
    const customers: TestUser[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createUserWithProfile(`customer-${i}`)),
    );
    const aliceForLab = await signIn('alice', { group: 'lab-1' });

    const { sink, nodes } = createMemorySink(() => sleep(Math.random() * 5));
    const triggers = countingInto(sink);
    const pending: Promise<void>[] = [];
    /** A change's trigger, run late (as Cloud Functions may) and beside everything else. */
    const trigger = (before: Record<string, unknown> | undefined, after: Record<string, unknown>) =>
      pending.push(sleep(Math.random() * 40).then(() => triggers.contactWritten(before, after)));

    await Promise.all(
      customers.map(async (customer) => {
        // Contention may answer some 503 busy (nothing written): sent again as the web client does.
        const res = await untilNotBusy(() =>
          request(app)
            .post(`${V1}/home/exhibits/${labExhibit}/contacts`)
            .set(bearer(customer))
            .send(INPUT),
        );
        expect(res.status).toBe(201);
        const id = res.body.contact.id as string;
        trigger(undefined, { ownerId: 'lab-1', customerId: customer.uid });
        // The lab answers half of them, and reads some.
        if (Number(customer.uid.split('-')[1]) % 2 === 0) {
          await request(app)
            .post(`${V1}/home/contacts/${id}/messages`)
            .set(bearer(aliceForLab))
            .send({ body: 'Yes.' });
          trigger(undefined, { ownerId: 'lab-1', customerId: customer.uid });
        } else {
          await request(app).post(`${V1}/home/contacts/${id}/read`).set(bearer(aliceForLab));
          trigger(undefined, { ownerId: 'lab-1', customerId: customer.uid });
        }
      }),
    );
    await Promise.all(pending);

    for (const uid of ['alice', 'bob', ...customers.map((c) => c.uid)]) {
      const truth = await store().counters(await accountIdsOf(db(), uid));
      const { version: _stored, ...stored } = nodes.get(uid) ?? { version: 0 };
      const { version: _truth, ...expected } = truth;
      expect(stored, uid).toEqual(expected);
    }
    const lab = nodes.get('alice');
    expect(lab?.owner.todo).toBe(4); // 4 unanswered contacts
    expect(Object.keys(lab?.owner.unread ?? {})).toHaveLength(0); // answered or read
    expect(nodes.get('bob')?.owner).toEqual(lab?.owner);
    expect(nodes.get('customer-0')?.customer.todo).toBe(1);
    expect(nodes.get('customer-1')?.customer.todo).toBe(0);
  }, 120_000);

  it('joining a group brings its counts; leaving takes them away', async () => {
    const [, carol] = await createUsersWithProfiles('alice', 'carol');
    await createUserWithProfile('dave');
    await seedGroup('lab-1', 'Robotics Lab', { alice: true });
    const labExhibit = await seedExhibit({ ownerId: 'lab-1', items: [{ stock: 2 }] });
    await request(app)
      .post(`${V1}/home/exhibits/${labExhibit}/contacts`)
      .set(bearer(carol))
      .send(INPUT);
    const { sink, nodes } = createMemorySink();
    const triggers = countingInto(sink);

    const member = db().doc('groups/lab-1/members/dave');
    await member.set({ uid: 'dave', isAdmin: false, joinedAt: Timestamp.now() });
    await triggers.membershipWritten('dave');
    expect(nodes.get('dave')?.owner.todo).toBe(1);
    await member.delete();
    await triggers.membershipWritten('dave');
    expect(nodes.get('dave')?.owner.todo).toBe(0);
  });
});

describe('the Firestore counter sink (no Realtime Database)', () => {
  const counters = (version: number, unread: Record<string, number>) => ({
    owner: { todo: version, notice: 0, unread },
    customer: { todo: 0, notice: 0, unread: {} },
    version,
  });
  const stored = async (uid: string) =>
    (await db().collection(COUNTERS_COLLECTION).doc(uid).get()).data();

  it('keeps the newest version whatever order the writes land in, replacing the unread map', async () => {
    const sink = createFirestoreSink(db());
    await sink.write('alice', counters(2, { c1: 1, c2: 2 }));
    await sink.write('alice', counters(1, { c1: 1, c2: 2, c3: 3 })); // older: ignored
    expect(await stored('alice')).toEqual(counters(2, { c1: 1, c2: 2 }));
    await sink.write('alice', counters(3, { c2: 2 })); // c1 read meanwhile
    expect(await stored('alice')).toEqual(counters(3, { c2: 2 }));
  });

  it('a contact recounts the lab members into their counters documents', async () => {
    const [, carol] = await createUsersWithProfiles('alice', 'carol');
    await seedGroup('lab-1', 'Robotics Lab', { alice: true });
    const labExhibit = await seedExhibit({ ownerId: 'lab-1', items: [{ stock: 2 }] });
    const res = await request(app)
      .post(`${V1}/home/exhibits/${labExhibit}/contacts`)
      .set(bearer(carol))
      .send(INPUT);
    expect(res.status).toBe(201);
    const triggers = countingInto(createFirestoreSink(db()));
    await triggers.contactWritten(undefined, { ownerId: 'lab-1', customerId: carol.uid });
    const lab = await stored('alice');
    expect(lab?.owner.todo).toBe(1);
    expect(Object.keys(lab?.owner.unread ?? {})).toEqual([res.body.contact.id]);
    expect((await stored(carol.uid))?.customer.todo).toBe(0);
  });
});

describe('e-mail copies', () => {
  it('are queued once per event for opted-in, active members of the account', async () => {
    await Promise.all(['alice', 'bob', 'erin'].map((uid) => createUserWithProfile(uid)));
    await seedGroup('lab-1', 'Robotics Lab', { alice: true, bob: false, erin: false });
    await db().doc('profiles/alice').update({ receiveNotificationEmail: true });
    await db()
      .doc('profiles/erin')
      .update({ receiveNotificationEmail: true, withdrawnAt: Timestamp.now() });
    const triggers = createNotificationTriggers({
      db: db(),
      fanout: { accountsChanged: () => Promise.resolve(), refresh: () => Promise.resolve() },
      mail: createMailQueue(db()),
      origin: 'https://campus.example.ac.jp',
    });
    const notice = {
      accountId: 'lab-1',
      role: 'owner',
      kind: 'new_favorite',
      exhibitId: 'e1',
      exhibitTitle: 'Lab shelves',
    };
    await triggers.todoOrNoticeWritten('notice_ev1', undefined, notice);
    await triggers.todoOrNoticeWritten('notice_ev1', undefined, notice); // a retried event
    await triggers.todoOrNoticeWritten('notice_ev2', notice, { ...notice, confirmedAt: 'x' }); // an update

    const mails = await db().collection('mail').get();
    expect(mails.docs.map((d) => d.id)).toEqual(['notice_ev1_alice']);
    expect(mails.docs[0]?.data()).toMatchObject({
      to: 'alice@campus.example.ac.jp',
      uid: 'alice',
      accountId: 'lab-1',
      message: {
        subject: expect.stringContaining('Your exhibit was added to favorites'),
        text: expect.stringContaining('https://campus.example.ac.jp/exhibits/e1'),
      },
    });
  });
});

describe('the daily deadline job', () => {
  it('notifies customers of pick-up periods and favoriters of exhibits ending within 3 days, once', async () => {
    await Promise.all(['alice', 'bob', 'carol'].map((uid) => createUserWithProfile(uid)));
    const now = new Date();
    const closing = await seedExhibit({
      ownerId: 'alice',
      title: 'Closing soon',
      items: [{ stock: 2 }],
    });
    await db()
      .doc(`exhibits/${closing}`)
      .update({ pickupUntil: Timestamp.fromDate(daysFromNow(2)) });
    const later = await seedExhibit({ ownerId: 'alice', title: 'Later', items: [{ stock: 2 }] });
    for (const id of [closing, later]) {
      const res = await request(app)
        .post(`${V1}/home/exhibits/${id}/contacts`)
        .set(bearer(await signIn('bob')))
        .send(INPUT);
      expect(res.status).toBe(201);
    }
    await db()
      .doc(`exhibits/${later}`)
      .update({ expiresAt: Timestamp.fromDate(daysFromNow(1)) });
    await seedFavorite('carol', later);

    expect(await notifyDeadlines(db(), now)).toBe(2);
    expect(await notifyDeadlines(db(), now)).toBe(0);
    const notices = (
      await db().collection('notices').where('kind', '==', 'deadline_approach').get()
    ).docs
      .map((d) => d.data())
      .map((n) => [n.accountId, n.exhibitTitle, n.role])
      .sort();
    expect(notices).toEqual([
      ['bob', 'Closing soon', 'customer'],
      ['carol', 'Later', 'customer'],
    ]);
  });
});
