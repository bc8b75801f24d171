/**
 * `npm run bench:bill [-- --polls 240]`: the Firestore reads, writes and deletes, and the function
 * invocations, of each user action, and the monthly bill for 1,000 and 10,000 active users
 * (docs/performance.md, section 5). Inside `firebase emulators:exec --only auth,firestore` (on the
 * ports of `CAMPUS_FIREBASE_CONFIG`), with the demo data: the API (`createApp`) serves on a local
 * port in this process, so `count-reads.ts` counts every read and write it makes; each action is
 * the requests its page makes, signed in as the demo users. The writes to to-dos, notices, contacts
 * and memberships then run the notification triggers' handlers (`features/notifications`), counted
 * apart. The header's counter poll is measured as it was (a recount) and as it is (the stored
 * counters). Prints markdown tables and writes `.artifacts/bill.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/app.js';
import { createFirestoreSink } from '../../functions/src/features/notifications/counter-sink.js';
import { createCounterFanout } from '../../functions/src/features/notifications/fanout.js';
import { createMailQueue } from '../../functions/src/features/notifications/mail.js';
import { createNotificationsStore } from '../../functions/src/features/notifications/store.js';
import { createNotificationTriggers } from '../../functions/src/features/notifications/triggers.js';
import { createLocalImageStore } from '../../functions/src/features/images/local-image-store.js';
import { signIn } from '../../functions/test/api/helpers.js';
import { baseConfigFile } from '../lib/firebase-config.js';
import { runFirebase } from '../lib/firebase-cli.js';
import { LOCAL_IMAGE_DIR, PROJECT_ID, ROOT } from '../lib/paths.js';
import { seedEmulators } from '../lib/seed.js';
import {
  type ActionCost,
  type MeasuredAction,
  type UsageModel,
  PRICES,
  ZERO_COST,
  actionsTable,
  addCosts,
  billTable,
  dayOf,
  monthlyBill,
  shareTable,
} from './bill-model.js';
import { type CommittedWrite, countFirestoreReads } from './count-reads.js';

const { values } = parseArgs({
  options: {
    /** Header polls a day: 2 hours with the page visible, every 30 s. */
    polls: { type: 'string', default: '240' },
    /** Set by the outer run: this process runs inside the emulators. */
    'in-emulator': { type: 'boolean', default: false },
  },
});
const POLLS = Number(values.polls);
if (!Number.isInteger(POLLS) || POLLS < 0) throw new Error('--polls must be a whole number');
const OUT = path.join(ROOT, '.artifacts', 'bill.json');

const HOUR = 60 * 60 * 1000;
/** The demo users (emulators/seed/demo-users.json): a student who asks, a professor who lists. */
const CUSTOMER = 'demo-hanako';

/** An active user's day (docs/performance.md, "The usage model"); polls apply to the fallback. */
function usageModel(polls: number): UsageModel {
  return {
    'open the app (settings, profile, lookups)': 2,
    'open home (listing)': 3,
    'search (keyword + filter)': 4,
    'open an exhibit': 6,
    favourite: 1,
    'contact (ask for an item)': 0.2,
    'open a chat': 1,
    'send a chat message': 2,
    'open the to-do panel': 1,
    'read notifications (panel, confirm)': 1,
    'a reservation': 0.1,
    'header counter poll, as it was (recount)': 0,
    'header counter poll (stored counters)': 0,
    [`a day of header polling, as it was (${polls} polls)`]: 0,
    [`a day of header polling (${polls} polls)`]: 1,
  };
}

/** The documents whose writes fire a trigger of `index.ts`. */
const TRIGGERED = /^(todos|notices|contacts)\/[^/]+$|^groups\/[^/]+\/members\/[^/]+$/;

async function bench(): Promise<void> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
  const seeded = await seedEmulators({ firestore: firestoreHost, auth: authHost });
  console.log(
    `Demo data: ${seeded.exhibits} exhibits, ${seeded.trades} trades, ${seeded.devices} devices`,
  );

  const app = initializeApp({ projectId: PROJECT_ID }, `bill-${process.pid}`);
  // A second client reads triggers' "before" and "after" documents without being counted.
  const rawApp = initializeApp({ projectId: PROJECT_ID }, `bill-raw-${process.pid}`);
  const db = getFirestore(app);
  const raw = getFirestore(rawApp);
  const sink = createFirestoreSink(db);
  const triggers = createNotificationTriggers({
    db,
    fanout: createCounterFanout(db, createNotificationsStore(db), sink),
    mail: createMailQueue(db),
    origin: '',
  });
  const images = createLocalImageStore({ dir: LOCAL_IMAGE_DIR });
  const deps = { db, auth: getAuth(app), images };
  const servers = [createApp(deps), createApp({ ...deps, counters: sink })].map((a) =>
    a.listen(0, '127.0.0.1'),
  );
  await Promise.all(servers.map((s) => new Promise((resolve) => s.once('listening', resolve))));
  // The API as it was (every poll recounts) and as it is (polls read the stored counters).
  const [before, after] = servers.map(
    (s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/api/v1`,
  );

  let pending: { path: string; before: unknown }[] = [];
  const counter = countFirestoreReads(db, {
    async beforeCommit(writes: readonly CommittedWrite[]) {
      for (const { path: doc } of writes) {
        if (TRIGGERED.test(doc))
          pending.push({ path: doc, before: (await raw.doc(doc).get()).data() });
      }
    },
  });
  const costNow = (invocations: number): ActionCost => ({
    reads: counter.reads,
    writes: counter.writes,
    deletes: counter.deletes,
    invocations,
  });

  /** Runs the triggers the action's writes fire, as the Functions runtime would, one by one. */
  let eventId = 0;
  async function runTriggers(): Promise<ActionCost> {
    const changes = pending;
    pending = [];
    counter.reset();
    for (const change of changes) {
      const data = (await raw.doc(change.path).get()).data();
      const [collection, , , uid] = change.path.split('/');
      const was = change.before as Record<string, unknown> | undefined;
      eventId += 1;
      if (collection === 'contacts') await triggers.contactWritten(was, data);
      else if (collection === 'groups') await triggers.membershipWritten(uid ?? '');
      else await triggers.todoOrNoticeWritten(`bill_${eventId}`, was, data);
    }
    return costNow(changes.length);
  }

  const users = {
    customer: await signIn(CUSTOMER),
    owner: await signIn('demo-taro'),
  };
  type User = keyof typeof users;
  let calls = 0;
  async function call<T>(
    user: User,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<T | undefined> {
    calls += 1;
    const res = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${users[user].idToken}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return text === '' ? undefined : (JSON.parse(text) as T);
  }
  const get = <T>(user: User, p: string, base = after) => call<T>(user, 'GET', `${base}${p}`);
  const post = <T>(user: User, p: string, body?: unknown) =>
    call<T>(user, 'POST', `${after}${p}`, body);

  const measured: MeasuredAction[] = [];
  async function measure(action: string, run: () => Promise<unknown>): Promise<void> {
    pending = [];
    counter.reset();
    calls = 0;
    await run();
    const api = costNow(calls);
    measured.push({ action, api, triggers: await runTriggers() });
    console.log(`  ${action}: ${api.reads} reads, ${api.writes} writes`);
  }
  try {
    // What the pages below ask the API (web/src: the pages' hooks), signed in as the customer.
    type Listing = { exhibits: { id: string; ownerId: string; stockTotal: number }[] };
    type Detail = { exhibit: { items: { id: string; stock: number }[] } };
    let listing: Listing | undefined;
    await measure('open the app (settings, profile, lookups)', async () => {
      for (const p of ['/settings', '/home/me', '/categories', '/areas']) await get('customer', p);
    });
    await measure('open home (listing)', async () => {
      listing = await get<Listing>('customer', '/exhibits?limit=20&offset=0');
    });
    await measure('search (keyword + filter)', () =>
      get(
        'customer',
        `/exhibits?keywords=${encodeURIComponent('本棚')}&inStock=true&limit=20&offset=0`,
      ),
    );
    // An exhibit of someone else with stock, which the customer has no trade on yet.
    const mine = await raw.collection('contacts').where('customerId', '==', CUSTOMER).get();
    const traded = new Set(mine.docs.map((d) => d.get('exhibitId') as string));
    const target = listing?.exhibits.find(
      (e) => e.ownerId !== CUSTOMER && e.stockTotal > 0 && !traded.has(e.id),
    );
    if (target === undefined) throw new Error('No exhibit to ask for in the demo data');
    let detail: Detail | undefined;
    await measure('open an exhibit', async () => {
      detail = await get<Detail>('customer', `/exhibits/${target.id}`);
      await get('customer', `/exhibits/${target.id}/comments?limit=20&offset=0`);
      await get('customer', `/home/exhibits/${target.id}/contacts/open`);
    });
    await measure('favourite', () => post('customer', `/home/favorites/${target.id}`));
    const item = detail?.exhibit.items.find((i) => i.stock > 0);
    if (item === undefined) throw new Error('The exhibit has no item in stock');
    let contactId = '';
    await measure('contact (ask for an item)', async () => {
      const created = await post<{ contact: { id: string } }>(
        'customer',
        `/home/exhibits/${target.id}/contacts`,
        {
          message: 'Could I have one next week?',
          items: [{ itemId: item.id, quantity: 1 }],
          installationPlace: 'Faculty of Agriculture, building 1',
          locationManager: '山田 花子',
          locationManagerEmail: 'hanako.yamada@campus.example.ac.jp',
          agreedToNotice: true,
        },
      );
      contactId = created?.contact.id ?? '';
      await get('customer', '/home/notifications?fresh=true'); // refreshNotifications()
    });
    await measure('open a chat', async () => {
      await get('owner', `/home/contacts/${contactId}`);
      await get('owner', `/home/contacts/${contactId}/messages?limit=50&offset=0`);
      await call('owner', 'POST', `${after}/home/contacts/${contactId}/read`);
    });
    await measure('send a chat message', async () => {
      await call('owner', 'POST', `${after}/home/contacts/${contactId}/messages`, {
        body: 'Yes: come on Tuesday afternoon.',
      });
      await get('owner', '/home/notifications?fresh=true'); // refreshNotifications()
    });
    await measure('open the to-do panel', () =>
      get('owner', '/home/todos?role=owner&limit=5&offset=0'),
    );
    type Notices = { notices: { id: string; confirmedAt: string | null }[] };
    await measure('read notifications (panel, confirm)', async () => {
      const page = await get<Notices>('owner', '/home/notices?role=owner&limit=5&offset=0');
      const first = page?.notices.find((n) => n.confirmedAt === null);
      if (first !== undefined) {
        await call('owner', 'DELETE', `${after}/home/notices/${first.id}`);
        await get('owner', '/home/notifications?fresh=true');
      }
    });
    await measureReservation();
    // The header's poll: once stored (the first poll of a uid with nothing stored stores it).
    await get('owner', '/home/notifications');
    await measure('header counter poll, as it was (recount)', () =>
      get('owner', '/home/notifications', before),
    );
    await measure('header counter poll (stored counters)', () =>
      get('owner', '/home/notifications'),
    );
    const scale = (action: string, from: string) => {
      const one = measured.find((m) => m.action === from);
      if (one === undefined) throw new Error(`${from} was not measured`);
      measured.push({
        action,
        api: addCosts(ZERO_COST, one.api, POLLS),
        triggers: addCosts(ZERO_COST, one.triggers, POLLS),
      });
    };
    scale(
      `a day of header polling, as it was (${POLLS} polls)`,
      'header counter poll, as it was (recount)',
    );
    scale(`a day of header polling (${POLLS} polls)`, 'header counter poll (stored counters)');

    report(measured);
  } finally {
    counter.restore();
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    await Promise.all([deleteApp(app), deleteApp(rawApp)]);
  }

  /** A 1-hour booking of a device on the first free weekday slot at 10:00 Tokyo time. */
  async function measureReservation(): Promise<void> {
    type Devices = { devices: { id: string }[] };
    const devices = (await get<Devices>('customer', '/devices?limit=20&offset=0'))?.devices ?? [];
    for (const device of devices) {
      for (let day = 2; day < 30; day++) {
        const now = new Date();
        // 01:00 UTC is 10:00 in Tokyo.
        const start = new Date(
          Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, 1),
        );
        if ([0, 6].includes(start.getUTCDay())) continue;
        const body = {
          start: start.toISOString(),
          end: new Date(start.getTime() + HOUR).toISOString(),
          purpose: 'Bill benchmark',
        };
        try {
          await measure('a reservation', () =>
            post('customer', `/home/devices/${device.id}/reservations`, body),
          );
          return;
        } catch {
          // That slot or device does not take this booking (rules, taken): try the next one.
        }
      }
    }
    throw new Error('No device took a booking');
  }
}

function report(measured: MeasuredAction[]): void {
  const model = usageModel(POLLS);
  const modelBefore: UsageModel = {
    ...model,
    [`a day of header polling, as it was (${POLLS} polls)`]: 1,
    [`a day of header polling (${POLLS} polls)`]: 0,
  };
  const bills = (m: UsageModel) => [1_000, 10_000].map((n) => monthlyBill(n, dayOf(measured, m)));
  const result = {
    at: new Date().toISOString(),
    prices: PRICES,
    pollsPerDay: POLLS,
    model,
    actions: measured,
    perUserDay: { before: dayOf(measured, modelBefore), after: dayOf(measured, model) },
    bills: { before: bills(modelBefore), after: bills(model) },
  };
  console.log('\n### Per action\n');
  console.log(actionsTable(measured, model));
  console.log('\n### A user day by action, as it was\n');
  console.log(shareTable(measured, modelBefore));
  console.log('\n### A user day by action, now\n');
  console.log(shareTable(measured, model));
  console.log('\n### The month, as it was\n');
  console.log(billTable(result.bills.before));
  console.log('\n### The month, now\n');
  console.log(billTable(result.bills.after));
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nReport: ${path.relative(ROOT, OUT)}`);
}

if (values['in-emulator']) {
  await bench();
} else {
  process.exitCode = await runFirebase([
    'emulators:exec',
    '--only',
    'auth,firestore',
    '--config',
    path.relative(ROOT, baseConfigFile()),
    `npx tsx emulators/bench/bill.ts --polls ${POLLS} --in-emulator`,
  ]);
}
