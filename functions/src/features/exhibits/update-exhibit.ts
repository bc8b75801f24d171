import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { ExhibitInput } from '../../model/exhibit';
import { afterEdit, assertEditAllowed, assertNotCancelled, assertRemovable } from './approval';
import { writeSearchEntryTx } from './search-entry';
import type { ExhibitDoc, OwnerExhibit } from './schema';
import {
  type Actor,
  type LookupCheck,
  allocationAfterEdit,
  approvalStateOf,
  assertOwner,
  assertValidReferences,
  inputSnapshot,
  storedSnapshot,
} from './service';
import {
  type StoredItem,
  asOwner,
  exhibitPaths,
  ledgerEntry,
  readExhibitTx,
  recordTransition,
  withDerived,
} from './store';
import { toOwnerExhibit } from './views';
import { runTransaction } from '../../shared/transactions';

/**
 * The owner edits an exhibit (PUT /home/exhibits/{id}). In one transaction: reads the exhibit and
 * its items, lets the approval rules decide whether this edit is allowed and which transition it
 * makes, and writes the items (a new one with its first ledger line, a removed one with its last),
 * the exhibit with its derived fields, its audit entry and its search entry.
 */
export function createUpdateExhibit(db: Firestore) {
  const paths = exhibitPaths(db);
  return async function updateExhibit(
    exhibitId: string,
    actor: Actor,
    input: ExhibitInput,
    lookups: LookupCheck,
    date: Date,
  ): Promise<OwnerExhibit> {
    const now = Timestamp.fromDate(date);
    return runTransaction(db, async (tx) => {
      const { ref, doc, items } = await readExhibitTx(db, tx, exhibitId);
      assertOwner(doc, actor.accountId);
      assertNotCancelled(approvalStateOf(doc));
      assertValidReferences(input, lookups, new Set(items.map((item) => item.id)));
      const before = storedSnapshot(doc, items);
      const after = inputSnapshot(input);
      assertEditAllowed(doc.activeContactCount, before, after);
      const keptIds = new Set(input.items.flatMap((item) => (item.id ? [item.id] : [])));
      const removed = items.filter((item) => !keptIds.has(item.id));
      const addedCount = input.items.filter((item) => item.id === undefined).length;
      assertRemovable(
        items.map((item) => ({ id: item.id, tradeCount: item.doc.tradeCount })),
        removed.map((item) => item.id),
        addedCount,
      );
      const transition = afterEdit(approvalStateOf(doc), before, after);

      const existing = new Map(items.map((item) => [item.id, item.doc]));
      const nextItems: StoredItem[] = input.items.map((item, order) => {
        const small = lookups.smallCategories.get(item.categoryId);
        if (small === undefined) throw new Error('checked by assertValidReferences');
        const old = item.id === undefined ? undefined : existing.get(item.id);
        const id = item.id ?? paths.items(exhibitId).doc().id;
        return {
          id,
          doc: {
            name: item.name,
            description: item.description,
            categoryId: item.categoryId,
            kind: small.kind,
            stock: old?.stock ?? item.stock,
            condition: item.condition,
            book: item.book,
            assetInfo: item.assetInfo,
            weightKg: item.weightKg,
            images: old?.images ?? [],
            order,
            tradeCount: old?.tradeCount ?? 0,
            createdAt: old?.createdAt ?? now,
            updatedAt: now,
          },
        };
      });

      for (const item of nextItems) {
        const itemRef = paths.items(exhibitId).doc(item.id);
        if (existing.has(item.id)) {
          tx.set(itemRef, item.doc);
        } else {
          tx.create(itemRef, item.doc);
          tx.create(
            paths.ledger(exhibitId, item.id).doc(),
            ledgerEntry(item.doc.stock, 'initial', item.doc.stock, actor, now),
          );
        }
      }
      for (const item of removed) {
        // The ledger stays (append-only): its last entry records the removal.
        tx.create(
          paths.ledger(exhibitId, item.id).doc(),
          ledgerEntry(-item.doc.stock, 'item_removed', 0, actor, now),
        );
        tx.delete(paths.items(exhibitId).doc(item.id));
      }

      const changes: Partial<ExhibitDoc> = {
        title: input.title,
        description: input.description,
        itemManager: input.itemManager,
        managerEmail: input.managerEmail,
        place: input.place,
        pickupFrom: Timestamp.fromMillis(after.pickupFrom),
        pickupUntil: Timestamp.fromMillis(after.pickupUntil),
        expiresAt: Timestamp.fromMillis(after.expiresAt),
        secretariatId: input.secretariatId,
        memo: input.memo,
        loan: input.loan,
        loanDays: input.loanDays,
        allocation: allocationAfterEdit(doc.allocation, input.applicationDeadline, date),
        updatedAt: now,
        ...(transition === null
          ? {}
          : recordTransition(db, tx, exhibitId, doc, transition, asOwner(actor), now).changes),
      };
      const next = withDerived(doc, changes, nextItems, lookups.smallCategories);
      tx.set(ref, next);
      writeSearchEntryTx(db, tx, exhibitId, doc, next, now);
      return toOwnerExhibit(exhibitId, next, nextItems);
    });
  };
}
