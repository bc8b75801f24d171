import { createExhibitUseCases } from '../../functions/src/features/exhibits/use-cases.js';
import type { Firestore } from 'firebase-admin/firestore';
import { createBackofficeStore } from '../../functions/src/features/backoffice/store.js';
import { createExhibitsStore } from '../../functions/src/features/exhibits/store.js';
import { decisionInputSchema, exhibitInputSchema } from '../../functions/src/model/exhibit.js';
import { deskItem } from '../../functions/test/api/exhibit-items-fixtures.js';

/**
 * Exhibits a browser suite needs as its starting point, listed and approved through the stores (the
 * API's own rules and transactions, and so its triggers), without walking the form each time: the
 * form and the approval have suites of their own (reuse.test.ts).
 */

const DAY = 24 * 60 * 60_000;
const JUNK_OFFICER = { uid: 'demo-junk', name: '佐藤 健' };

/** A date-time `days` from now, as the form sends it. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export interface ListedExhibit {
  id: string;
  itemIds: string[];
}

/**
 * An office desk exhibit of `owner` (a demo user acting for themself), submitted and approved by
 * the junk-inquiry officer, so it is on display (and `searchable` triggers have run on it).
 */
export async function listApprovedExhibit(
  db: Firestore,
  {
    owner,
    title,
    stock = 1,
    applicationDeadline = null,
  }: { owner: string; title: string; stock?: number; applicationDeadline?: string | null },
): Promise<ListedExhibit> {
  const exhibits = createExhibitsStore(db);
  const exhibitUseCases = createExhibitUseCases(db);
  const input = exhibitInputSchema.parse({
    title,
    description: `${title}: the stack tests list it.`,
    itemManager: 'Stack test',
    managerEmail: 'stack@campus.example.ac.jp',
    place: { areaId: 'main-campus', buildingId: 'administration-building', room: '101' },
    pickupFrom: inDays(1),
    pickupUntil: inDays(20),
    secretariatId: 'asset-management',
    expiresAt: inDays(40),
    applicationDeadline,
    items: [{ ...deskItem, name: title, stock }],
    agreedToNotice: true,
  });
  const actor = { uid: owner, accountId: owner, name: owner };
  const now = new Date();
  const exhibit = await exhibitUseCases.createExhibit(
    actor,
    input,
    await exhibits.checkLookups(input),
    now,
  );
  await exhibitUseCases.takeOwnerStep(exhibit.id, actor, 'submit', now);
  await createBackofficeStore(db).decide(
    'junk',
    exhibit.id,
    JUNK_OFFICER,
    decisionInputSchema.parse({ result: 'approved', comment: '' }),
    now,
  );
  return { id: exhibit.id, itemIds: exhibit.items.map((item) => item.id) };
}
