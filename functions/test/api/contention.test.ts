import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { createApp } from '../../src/app';
import { postAgain } from '../../src/features/contacts/post-message';
import { createLocalImageStore } from '../../src/features/images/local-image-store';
import { solidImage } from '../../src/features/images/test-images';
import { type TestUser, createUsersWithProfiles, testAuth, testDb } from './helpers';
import { V1, bearer, seedExhibit } from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';
import { contactInput } from './exhibits-fixtures';

/**
 * Contention never becomes a 500: many writers on one trade's chat and on one item's photos. Every
 * answer is the success, a rule's 409, or 503 `busy` with `Retry-After` (nothing changed, so the
 * call may be repeated); what was answered 201 is stored exactly once. The emulator locks
 * pessimistically and may keep a writer waiting for many seconds, so only outcomes are asserted,
 * never timing; the latencies and the 503 rate are printed.
 */

let dir: string;
let app: ReturnType<typeof createApp>;
let alice: TestUser; // owner of the exhibit
let bob: TestUser; // customer

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-contention-'));
  // Many writes from one user at once: the quotas (rate-limit.test.ts) stay out of the way.
  app = createApp({
    db: testDb(),
    auth: testAuth(),
    images: createLocalImageStore({ dir }),
    rateLimits: { enabled: false },
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

useApiFile(async () => {
  [alice, bob] = await createUsersWithProfiles('alice', 'bob');
});

beforeEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Timed {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | undefined;
  ms: number;
}

/** Runs `count` calls, `concurrency` at a time, each answer timed. */
async function load(
  count: number,
  concurrency: number,
  call: (i: number) => request.Test,
): Promise<Timed[]> {
  const results: Timed[] = new Array<Timed>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      const started = performance.now();
      const res = await call(i);
      results[i] = {
        status: res.status,
        body: res.body as Record<string, unknown>,
        retryAfter: res.headers['retry-after'] as string | undefined,
        ms: performance.now() - started,
      };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Prints p50/p95/max and the share of each status (the numbers the README's benchmarks quote). */
function report(label: string, results: Timed[]): void {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const shares = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n} (${((100 * n) / results.length).toFixed(0)}%)`)
    .join(', ');
  console.info(
    `${label}: p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, ` +
      `max ${percentile(ms, 100).toFixed(0)} ms; ${shares}`,
  );
}

/** Every 503 is `busy` with a whole number of seconds to wait; nothing else but `allowed`. */
function expectOnly(results: Timed[], allowed: number[]): void {
  for (const r of results) {
    expect([...allowed, 503], JSON.stringify(r.body)).toContain(r.status);
    if (r.status === 503) {
      expect(r.body.code).toBe('busy');
      expect(r.retryAfter).toMatch(/^[1-9]\d*$/);
    }
  }
}

describe('POST /api/v1/home/contacts/:id/messages under contention', () => {
  async function openTrade(): Promise<string> {
    const exhibitId = await seedExhibit({ ownerId: 'alice', items: [{ name: 'Chair', stock: 3 }] });
    const res = await request(app)
      .post(`${V1}/home/exhibits/${exhibitId}/contacts`)
      .set(bearer(bob))
      .send(contactInput('item-1'));
    expect(res.status).toBe(201);
    return res.body.contact.id as string;
  }

  const post = (user: TestUser, contactId: string, body: string) =>
    request(app).post(`${V1}/home/contacts/${contactId}/messages`).set(bearer(user)).send({ body });

  async function storedTexts(contactId: string) {
    const snap = await testDb().collection(`contacts/${contactId}/messages`).get();
    return snap.docs
      .filter((d) => d.get('kind') === 'text')
      .map((d) => ({ id: d.id, body: String(d.get('body')), side: String(d.get('side')) }));
  }

  async function todoKinds(contactId: string) {
    const snap = await testDb().collection('todos').where('contactId', '==', contactId).get();
    return snap.docs.map((d) => String(d.get('kind'))).sort();
  }

  /** Each 201 message stored once under the id it was answered with; no 503 message stored. */
  async function expectStoredExactlyOnce(contactId: string, results: Timed[], bodies: string[]) {
    const stored = await storedTexts(contactId);
    const byBody = new Map<string, string[]>();
    for (const m of stored) byBody.set(m.body, [...(byBody.get(m.body) ?? []), m.id]);
    results.forEach((r, i) => {
      const body = bodies[i] ?? '';
      if (r.status === 201) {
        expect(byBody.get(body), body).toEqual([(r.body.message as { id: string }).id]);
      } else {
        expect(byBody.get(body), body).toBeUndefined();
      }
    });
  }

  it('when 100 messages are posted to one trade 10 at a time, then each answer is 201 or 503 busy with Retry-After, and every 201 message is stored exactly once', async () => {
    const contactId = await openTrade();
    expect((await post(alice, contactId, 'Yes, come on Friday.')).status).toBe(201);

    const bodies = Array.from({ length: 100 }, (_, i) => `message ${i}`);
    const results = await load(100, 10, (i) => post(bob, contactId, bodies[i] ?? ''));
    report('chat, one side, 100 at concurrency 10', results);

    expectOnly(results, [201]);
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThan(0);
    await expectStoredExactlyOnce(contactId, results, bodies);
    // The trade is where the last message left it: the owner has news and a reply to write.
    const contact = (await testDb().doc(`contacts/${contactId}`).get()).data();
    expect(contact).toMatchObject({ status: 'open', lastMessageBy: 'customer' });
    expect(contact?.unread.customer).toBeNull();
    expect(contact?.unread.owner).not.toBeNull();
    expect(await todoKinds(contactId)).toEqual(['chat_owner']);
  }, 300_000);

  it("when a side's second message was read before the other side's answer and lands after it, then that side is the last writer and the to-do asks the other side", async () => {
    const contactId = await openTrade();
    expect((await post(alice, contactId, 'Yes, come on Friday.')).status).toBe(201);
    // Alice (the owner) wrote last when she read the trade to write again; Bob answers, then her
    // blind write lands on his transaction.
    expect((await post(bob, contactId, 'Friday is fine.')).status).toBe(201);
    const now = Timestamp.now();
    const message = {
      side: 'owner' as const,
      kind: 'text' as const,
      body: 'See you.',
      byUid: 'alice',
      at: now,
    };
    await postAgain(testDb(), contactId, 'late-message', message, now);

    const contact = (await testDb().doc(`contacts/${contactId}`).get()).data();
    expect(contact?.lastMessageBy).toBe('owner');
    expect(contact?.unread.owner).toBeNull();
    expect(contact?.unread.customer).not.toBeNull();
    expect(await todoKinds(contactId)).toEqual(['chat_customer']);
  });

  it('when both sides post 40 messages at once, then no 500, every 201 stored once, and the to-do follows the last writer', async () => {
    const contactId = await openTrade();
    expect((await post(alice, contactId, 'Yes, come on Friday.')).status).toBe(201);

    const bodies = Array.from({ length: 40 }, (_, i) => `${i % 2 === 0 ? 'bob' : 'alice'} ${i}`);
    const results = await load(40, 10, (i) =>
      post(i % 2 === 0 ? bob : alice, contactId, bodies[i] ?? ''),
    );
    report('chat, both sides, 40 at concurrency 10', results);

    expectOnly(results, [201]);
    await expectStoredExactlyOnce(contactId, results, bodies);
    const contact = (await testDb().doc(`contacts/${contactId}`).get()).data();
    const last = contact?.lastMessageBy as 'owner' | 'customer';
    const other = last === 'owner' ? 'customer' : 'owner';
    // Whoever wrote last has read everything; the other side has news and the reply to write.
    expect(contact?.status).toBe('open');
    expect(contact?.unread[last]).toBeNull();
    expect(contact?.unread[other]).not.toBeNull();
    expect(await todoKinds(contactId)).toEqual([`chat_${other}`]);
  }, 300_000);
});

describe('POST /api/v1/home/exhibits/:id/items/:itemId/images under contention', () => {
  async function storedFiles(): Promise<string[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  }

  it('when 12 photos are uploaded at once to both items of one exhibit, then 201, 409 too_many_images or 503 busy, never more than 5 per item, and no file orphaned', async () => {
    const exhibitId = await seedExhibit({ ownerId: 'alice', items: [{}, {}] });
    const photo = await solidImage(200, 100);
    const itemOf = (i: number) => `item-${(i % 2) + 1}`;
    const results = await load(12, 12, (i) =>
      request(app)
        .post(`${V1}/home/exhibits/${exhibitId}/items/${itemOf(i)}/images`)
        .set(bearer(alice))
        .set('Content-Type', 'image/jpeg')
        .send(photo),
    );
    report('photos, one exhibit, 12 at once', results);

    expectOnly(results, [201, 409]);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.code).toBe('too_many_images');
    }
    const items = await testDb().collection(`exhibits/${exhibitId}/items`).orderBy('order').get();
    const kept = items.docs.map((d) => (d.get('images') as { id: string }[]).map((img) => img.id));
    for (const [index, ids] of kept.entries()) {
      const created = results
        .filter((r, i) => r.status === 201 && itemOf(i) === `item-${index + 1}`)
        .map((r) => (r.body.image as { id: string }).id);
      expect(ids.length).toBeLessThanOrEqual(5);
      expect([...ids].sort()).toEqual([...created].sort());
    }
    // Every kept photo has its four files (a 200 px photo: image, thumbnail, the 144 and 400 slot
    // copies); nothing answered 409 or 503 left any behind.
    expect((await storedFiles()).length).toBe(4 * kept.flat().length);
    const exhibit = (await testDb().doc(`exhibits/${exhibitId}`).get()).data();
    const first = items.docs.flatMap((d) => d.get('images') as { thumbnailUri: string }[])[0];
    expect(exhibit?.thumbnailUri).toBe(first?.thumbnailUri ?? null);
  }, 300_000);
});
