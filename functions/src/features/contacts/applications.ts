import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { conflict, notFound } from '../../http/errors';
import { ALREADY_APPLIED, ALREADY_DRAWN, APPLICATIONS_CLOSED } from '../../model/error-codes';
import {
  APPLICATION_RESULTS,
  APPLICATIONS_MAX,
  type ApplicationBody,
  type DrawBody,
} from '../../model/allocation-types';
import type { ContactInput } from '../../model/contact';
import { parseDoc, timestampSchema as timestamp } from '../../shared/firestore-docs';
import { actsForTx } from '../../shared/identities';
import { runTransaction } from '../../shared/transactions';
import { assertNotBlockedTx } from '../blocks';
import { exhibitDocSchema, itemDocSchema } from '../exhibits';
import { createExhibitsReadStore, exhibitNotFound, ownerNameOf } from '../search';
import { firstComeStock } from './allocation';
import { ACTIVE_STATUSES } from './lifecycle';
import { contactDocSchema } from './schema';
import { assertContactable, requestedItems } from './service';

/**
 * Applications of exhibits in application mode (docs/allocation.md): applications are
 * `exhibits/{id}/applications/{accountId}` (the contact form's fields); the draw, made by
 * `draw-applications.ts`, is `exhibits/{id}/allocation/draw`.
 */

export const applicationDocSchema = z.object({
  accountId: z.string(),
  uid: z.string(),
  message: z.string(),
  items: contactDocSchema.shape.items,
  installationPlace: z.string(),
  locationManager: z.string(),
  locationManagerEmail: z.string(),
  result: z.enum(APPLICATION_RESULTS),
  createdAt: timestamp,
});
export type ApplicationDoc = z.infer<typeof applicationDocSchema>;

export const drawDocSchema = z.object({
  method: z.enum(['random', 'manual']),
  seed: z.string().nullable(),
  order: z.array(z.string()),
  winners: z.array(z.string()),
  losers: z.array(z.string()),
  stock: z.record(z.string(), z.number()),
  at: timestamp,
  by: z.string(),
  contactIds: z.array(z.string()),
});
export type DrawDoc = z.infer<typeof drawDocSchema>;

export const applicationsClosed = () =>
  conflict(
    APPLICATIONS_CLOSED,
    'Applications have closed: the deadline passed or the draw is done',
  );
export const alreadyApplied = () => conflict(ALREADY_APPLIED, 'You applied already');
export const alreadyDrawn = () => conflict(ALREADY_DRAWN, 'The winners were drawn already');
export const notInApplicationMode = () => notFound('This exhibit takes no applications');
export const drawNotFound = () => notFound('No draw yet');

export function toApplicationBody(
  doc: ApplicationDoc,
  names: ReadonlyMap<string, string | null>,
): ApplicationBody {
  return {
    accountId: doc.accountId,
    accountName: names.get(doc.accountId) ?? null,
    message: doc.message,
    items: doc.items.map(({ itemId, name, quantity }) => ({ itemId, name, quantity })),
    installationPlace: doc.installationPlace,
    result: doc.result,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

export function toDrawBody(doc: DrawDoc): DrawBody {
  return {
    method: doc.method,
    seed: doc.seed,
    order: doc.order,
    winners: doc.winners,
    losers: doc.losers,
    stock: doc.stock,
    at: doc.at.toDate().toISOString(),
    by: doc.by,
  };
}

export interface ApplicationsStore {
  apply(
    actor: { uid: string; accountId: string },
    exhibitId: string,
    input: ContactInput,
    now: Date,
  ): Promise<ApplicationDoc>;
  /** Withdraws the identity's application before the deadline (idempotent). */
  withdraw(accountId: string, exhibitId: string, now: Date): Promise<void>;
  /** The owner: every application, oldest first; anyone else: their own (or none). */
  list(exhibitId: string, identity: string): Promise<ApplicationDoc[]>;
  /** The draw, for the owner, the applicants and officers (`mayAudit`); 404 otherwise. */
  getDraw(exhibitId: string, identity: string, mayAudit: boolean): Promise<DrawDoc>;
  /** Names of accounts (null once withdrawn). */
  names(ids: readonly string[]): Promise<Map<string, string | null>>;
  /**
   * After the draw: the units first come may still ask for, given the items' current `stock`
   * (`firstComeStock`: what the winners' trades under way still wait for is not offered); the
   * whole stock when there is no draw record.
   */
  firstComeStock(exhibitId: string, stock: ReadonlyMap<string, number>): Promise<number>;
  isOwner(exhibitId: string, identity: string): Promise<boolean>;
}

export function createApplicationsStore(db: Firestore): ApplicationsStore {
  const exhibits = db.collection('exhibits');
  const applications = (exhibitId: string) => exhibits.doc(exhibitId).collection('applications');
  const drawRef = (exhibitId: string) =>
    exhibits.doc(exhibitId).collection('allocation').doc('draw');

  async function readExhibit(exhibitId: string) {
    const snap = await exhibits.doc(exhibitId).get();
    if (!snap.exists) throw exhibitNotFound();
    return parseDoc(exhibitDocSchema, snap);
  }

  return {
    async apply(actor, exhibitId, input, date) {
      const exhibitRef = exhibits.doc(exhibitId);
      const ref = applications(exhibitId).doc(actor.accountId);
      return runTransaction(db, async (tx) => {
        const exhibitSnap = await tx.get(exhibitRef);
        const itemsSnap = await tx.get(exhibitRef.collection('items'));
        const existing = await tx.get(ref);
        if (!exhibitSnap.exists) throw exhibitNotFound();
        const exhibit = parseDoc(exhibitDocSchema, exhibitSnap);
        assertContactable(
          { ...exhibit, expiresAt: exhibit.expiresAt.toDate() },
          await actsForTx(db, tx, actor.uid, exhibit.ownerId),
          date,
        );
        const allocation = exhibit.allocation;
        if (allocation === null) throw notInApplicationMode();
        if (allocation.drawnAt !== null || allocation.deadline.toMillis() <= date.getTime()) {
          throw applicationsClosed();
        }
        if (existing.exists) throw alreadyApplied();
        if (allocation.applicationCount >= APPLICATIONS_MAX) throw applicationsClosed();
        await assertNotBlockedTx(db, tx, actor.accountId, exhibit.ownerId);
        const stored = new Map(
          itemsSnap.docs.map((d) => {
            const item = parseDoc(itemDocSchema, d);
            return [d.id, { name: item.name, stock: item.stock }] as const;
          }),
        );
        const doc: ApplicationDoc = {
          accountId: actor.accountId,
          uid: actor.uid,
          message: input.message,
          items: requestedItems(input.items, stored),
          installationPlace: input.installationPlace,
          locationManager: input.locationManager,
          locationManagerEmail: input.locationManagerEmail,
          result: 'pending',
          createdAt: Timestamp.fromDate(date),
        };
        tx.create(ref, doc);
        tx.update(exhibitRef, { 'allocation.applicationCount': FieldValue.increment(1) });
        return doc;
      });
    },

    async withdraw(accountId, exhibitId, date) {
      const exhibitRef = exhibits.doc(exhibitId);
      await runTransaction(db, async (tx) => {
        const exhibitSnap = await tx.get(exhibitRef);
        const snap = await tx.get(applications(exhibitId).doc(accountId));
        if (!exhibitSnap.exists) throw exhibitNotFound();
        if (!snap.exists) return;
        const allocation = parseDoc(exhibitDocSchema, exhibitSnap).allocation;
        if (
          allocation === null ||
          allocation.drawnAt !== null ||
          allocation.deadline.toMillis() <= date.getTime()
        ) {
          throw applicationsClosed();
        }
        tx.delete(snap.ref);
        tx.update(exhibitRef, { 'allocation.applicationCount': FieldValue.increment(-1) });
      });
    },

    async list(exhibitId, identity) {
      const exhibit = await readExhibit(exhibitId);
      if (exhibit.ownerId !== identity) {
        const own = await applications(exhibitId).doc(identity).get();
        return own.exists ? [parseDoc(applicationDocSchema, own)] : [];
      }
      const snap = await applications(exhibitId).orderBy('createdAt').get();
      return snap.docs.map((d) => parseDoc(applicationDocSchema, d));
    },

    async getDraw(exhibitId, identity, mayAudit) {
      const [exhibit, snap, own] = await Promise.all([
        readExhibit(exhibitId),
        drawRef(exhibitId).get(),
        applications(exhibitId).doc(identity).get(),
      ]);
      if (!(mayAudit || exhibit.ownerId === identity || own.exists)) throw drawNotFound();
      if (!snap.exists) throw drawNotFound();
      return parseDoc(drawDocSchema, snap);
    },

    async firstComeStock(exhibitId, stock) {
      const snap = await drawRef(exhibitId).get();
      const contactIds = snap.exists ? parseDoc(drawDocSchema, snap).contactIds : [];
      const contacts =
        contactIds.length === 0
          ? []
          : await db.getAll(...contactIds.map((id) => db.collection('contacts').doc(id)));
      const promised = contacts.flatMap((c) => {
        if (!c.exists) return [];
        const contact = parseDoc(contactDocSchema, c);
        return ACTIVE_STATUSES.includes(contact.status) ? contact.items : [];
      });
      return firstComeStock(stock, promised);
    },

    async isOwner(exhibitId, identity) {
      return (await readExhibit(exhibitId)).ownerId === identity;
    },

    async names(ids) {
      const accounts = await createExhibitsReadStore(db).getAccounts(ids);
      return new Map([...accounts].map(([id, account]) => [id, ownerNameOf(account)]));
    },
  };
}
