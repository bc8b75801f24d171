import { randomBytes } from 'node:crypto';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { conflict, notFound } from '../../http/errors';
import { ALREADY_DRAWN, INSUFFICIENT_STOCK } from '../../model/error-codes';
import { parseDoc } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { type ExhibitDoc, exhibitDocSchema, itemDocSchema, notExhibitOwner } from '../exhibits';
import { exhibitNotFound } from '../search';
import { allocate, drawWinners, type RequestedItems } from './allocation';
import {
  alreadyDrawn,
  type ApplicationDoc,
  applicationDocSchema,
  type DrawDoc,
  notInApplicationMode,
} from './applications';
import type { MessageDoc } from './schema';
import { newContactDoc } from './service';
import { writeContactTodos } from './store';

/**
 * The draw of an exhibit in application mode (docs/allocation.md): the winners are chosen (the
 * seeded lottery, or the owner's pick, which must fit the stock); each winner's application
 * becomes a contact in `open` (with its to-dos and first message, as a contact request makes),
 * every applicant is told the result, and the exhibit is marked drawn, in one transaction. After
 * it the exhibit is first come, first served for whatever stock is left.
 */

/** How the winners are chosen: the scheduled draw (a fresh seed), or the owner's pick. */
export type DrawMethod =
  | { method: 'random'; seed?: string }
  | { method: 'manual'; winners: string[]; owner: { accountId: string; name: string } };

interface Chosen {
  seed: string | null;
  /** The order the applicants were tried in. */
  order: string[];
  winners: string[];
  losers: string[];
}

/** The winners among the applicants' `requests`, given the items' `stock`. */
function chooseWinners(
  how: DrawMethod,
  requests: ReadonlyMap<string, RequestedItems>,
  stock: ReadonlyMap<string, number>,
): Chosen {
  if (how.method === 'random') {
    const seed = how.seed ?? randomBytes(4).toString('hex');
    const { order, winners, losers } = drawWinners(seed, requests, stock);
    return { seed, order, winners, losers };
  }
  const unknown = how.winners.filter((id) => !requests.has(id));
  if (unknown.length > 0) throw notFound(`No application from ${unknown.join(', ')}`);
  const others = [...requests.keys()].filter((id) => !how.winners.includes(id)).sort();
  const order = [...how.winners, ...others];
  // The owner's pick must all fit the stock; the others lose.
  const fitted = allocate(order, requests, stock);
  if (how.winners.some((id) => !fitted.winners.includes(id))) {
    throw conflict(INSUFFICIENT_STOCK, 'The stock does not cover everyone picked');
  }
  return { seed: null, order, winners: how.winners, losers: others };
}

/** A winner's contact in `open`: its first message, its to-dos, and its items' trade counts. */
function writeWinnerContactTx(
  db: Firestore,
  tx: Transaction,
  exhibit: { id: string; ref: DocumentReference; doc: ExhibitDoc },
  application: ApplicationDoc,
  now: Timestamp,
): string {
  const ref = db.collection('contacts').doc();
  const contact = newContactDoc({
    exhibitId: exhibit.id,
    exhibit: exhibit.doc,
    customer: { accountId: application.accountId, uid: application.uid },
    request: application,
    status: 'open',
    now,
  });
  const message: MessageDoc = {
    side: 'customer',
    kind: 'text',
    body: application.message,
    byUid: application.uid,
    at: application.createdAt,
  };
  tx.create(ref, contact);
  tx.create(ref.collection('messages').doc(), message);
  writeContactTodos(db, tx, ref.id, contact, new Set(), now);
  for (const item of application.items) {
    tx.update(exhibit.ref.collection('items').doc(item.itemId), {
      tradeCount: FieldValue.increment(1),
    });
  }
  return ref.id;
}

/** Draws the winners of an exhibit's applications (409 once drawn; the pick is its owner's). */
export function createDrawApplications(db: Firestore) {
  return (exhibitId: string, how: DrawMethod, date: Date): Promise<DrawDoc> => {
    const now = Timestamp.fromDate(date);
    const exhibitRef = db.collection('exhibits').doc(exhibitId);
    const drawRef = exhibitRef.collection('allocation').doc('draw');
    return runTransaction(db, async (tx) => {
      const exhibitSnap = await tx.get(exhibitRef);
      const itemsSnap = await tx.get(exhibitRef.collection('items'));
      const appsSnap = await tx.get(exhibitRef.collection('applications'));
      const existing = await tx.get(drawRef);
      if (!exhibitSnap.exists) throw exhibitNotFound();
      const exhibit = parseDoc(exhibitDocSchema, exhibitSnap);
      if (exhibit.allocation === null) throw notInApplicationMode();
      if (exhibit.allocation.drawnAt !== null || existing.exists) throw alreadyDrawn();
      if (how.method === 'manual' && exhibit.ownerId !== how.owner.accountId) {
        throw notExhibitOwner();
      }
      const apps = new Map(
        appsSnap.docs.map((d) => {
          const doc = parseDoc(applicationDocSchema, d);
          return [doc.accountId, { ref: d.ref, doc }] as const;
        }),
      );
      const stock = Object.fromEntries(
        itemsSnap.docs.map((d) => [d.id, parseDoc(itemDocSchema, d).stock] as const),
      );
      const requests = new Map<string, RequestedItems>(
        [...apps].map(([id, a]) => [
          id,
          a.doc.items.map(({ itemId, quantity }) => ({ itemId, quantity })),
        ]),
      );
      const { seed, order, winners, losers } = chooseWinners(
        how,
        requests,
        new Map(Object.entries(stock)),
      );

      // Writes: the winners' contacts, every applicant's result and notice, the exhibit, the draw.
      const contactIds = winners.flatMap((accountId) => {
        const app = apps.get(accountId);
        if (app === undefined) return [];
        const shown = { id: exhibitId, ref: exhibitRef, doc: exhibit };
        return [writeWinnerContactTx(db, tx, shown, app.doc, now)];
      });
      for (const [accountId, app] of apps) {
        const won = winners.includes(accountId);
        tx.update(app.ref, { result: won ? 'won' : 'lost' });
        tx.create(
          db.collection('notices').doc(),
          noticeDoc({
            accountId,
            role: 'customer',
            kind: won ? 'application_won' : 'application_lost',
            exhibitId,
            exhibitTitle: exhibit.title,
            favorite: null,
            comment: null,
            createdAt: date,
            confirmedAt: null,
          }),
        );
      }
      tx.update(exhibitRef, {
        'allocation.drawnAt': now,
        contactCount: FieldValue.increment(contactIds.length),
        activeContactCount: FieldValue.increment(contactIds.length),
        ...(contactIds.length > 0 && exhibit.displayState === 'on_display'
          ? { displayState: 'contacted' }
          : {}),
        updatedAt: now,
      });
      const draw: DrawDoc = {
        method: how.method,
        seed,
        order,
        winners,
        losers,
        stock,
        at: now,
        by: how.method === 'random' ? 'system' : how.owner.name,
        contactIds,
      };
      tx.create(drawRef, draw);
      return draw;
    });
  };
}

/** Draws every exhibit whose deadline has passed (the scheduled job); answers how many. */
export async function drawDueApplications(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collection('exhibits')
    .where('allocation.drawnAt', '==', null)
    .where('allocation.deadline', '<=', Timestamp.fromDate(now))
    .limit(50)
    .get();
  const draw = createDrawApplications(db);
  let drawn = 0;
  for (const doc of due.docs) {
    try {
      await draw(doc.id, { method: 'random' }, now);
      drawn += 1;
    } catch (error) {
      // Drawn meanwhile by the owner's pick or another run: nothing left to do.
      if ((error as { code?: unknown }).code !== ALREADY_DRAWN) throw error;
    }
  }
  return drawn;
}
