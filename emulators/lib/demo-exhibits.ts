import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { createBackofficeStore } from '../../functions/src/features/backoffice/store.js';
import { assertValidReferences } from '../../functions/src/features/exhibits/service.js';
import { createExhibitsStore } from '../../functions/src/features/exhibits/store.js';
import { createMeStore } from '../../functions/src/features/me/store.js';
import {
  type DecisionResult,
  decisionInputSchema,
  exhibitInputSchema,
} from '../../functions/src/model/exhibit.js';
import { ROOT } from './paths.js';

/**
 * Demo exhibits of the reuse mode (`emulators/seed/demo-exhibits.json`), written through the API's
 * own stores and rules: created by their owner (a demo user, or the demo group acting through its
 * admin), submitted, and decided by the demo junk-inquiry officer, so the home search, the owner's
 * pages and both back-office queues have something to show. Dates are relative to the seed time.
 * Idempotent: an owner who already has an exhibit of that title is left alone.
 */

interface DemoExhibit {
  owner: string;
  /** Name of a group of `owner` to act for. */
  asGroup?: string;
  /** The junk officer's decisions after submitting ([] = left waiting). */
  decision: DecisionResult[];
  input: Record<string, unknown>;
}

const JUNK_OFFICER = 'demo-junk';
const DAY = 24 * 60 * 60 * 1000;

function readDemoExhibits(): DemoExhibit[] {
  const file = path.join(ROOT, 'emulators', 'seed', 'demo-exhibits.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { exhibits: DemoExhibit[] }).exhibits;
}

/** An ISO date-time in Asia/Tokyo (+09:00), as the web form sends it. */
function tokyoIso(date: Date): string {
  const shifted = new Date(date.getTime() + 9 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}

export async function seedDemoExhibits(db: Firestore, now = new Date()): Promise<number> {
  const me = createMeStore(db);
  const exhibits = createExhibitsStore(db);
  const backoffice = createBackofficeStore(db);
  const officer = { uid: JUNK_OFFICER, name: await backoffice.officerName(JUNK_OFFICER) };
  let created = 0;
  for (const demo of readDemoExhibits()) {
    const name = await exhibits.activeProfileName(demo.owner);
    if (name === undefined) continue;
    let accountId = demo.owner;
    if (demo.asGroup !== undefined) {
      const group = (await me.listGroups(demo.owner)).find((g) => g.name === demo.asGroup);
      if (group === undefined) continue;
      accountId = group.id;
    }
    const own = await exhibits.listOwn(accountId, { type: 'reuse', limit: 100, offset: 0 });
    if (own.exhibits.some((e) => e.title === demo.input.title)) continue;

    // The same validation as POST /home/exhibits: a bad demo exhibit fails the seed.
    const input = exhibitInputSchema.parse({
      ...demo.input,
      pickupFrom: tokyoIso(new Date(now.getTime() + DAY)),
      pickupUntil: tokyoIso(new Date(now.getTime() + 30 * DAY)),
      expiresAt: tokyoIso(new Date(now.getTime() + 60 * DAY)),
      agreedToNotice: true,
    });
    const lookups = await exhibits.checkLookups(input);
    assertValidReferences(input, lookups);
    const actor = { uid: demo.owner, accountId, name };
    const exhibit = await exhibits.create(actor, input, lookups, now);
    await exhibits.step(exhibit.id, actor, 'submit', now);
    for (const result of demo.decision) {
      const comment =
        result === 'propagated' ? '外部資金で購入された物品のため確認をお願いします。' : '';
      await backoffice.decide(
        'junk',
        exhibit.id,
        officer,
        decisionInputSchema.parse({ result, comment }),
        now,
      );
    }
    created += 1;
  }
  return created;
}
