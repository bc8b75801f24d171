import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ExhibitInput } from '../../model/exhibit';
import { searchEntryWrites } from './search-entry';
import type { OwnerExhibit } from './schema';
import {
  type Actor,
  type LookupCheck,
  assertDeadlineAhead,
  assertValidReferences,
} from './service';
import { draftExhibit, exhibitPaths, ledgerEntry } from './store';
import { toOwnerExhibit } from './views';

/**
 * The owner lists a new exhibit (POST /home/exhibits): checks the form's references and deadline,
 * drafts the exhibit and its items, and writes them with each item's first ledger line and the
 * search entry in one batch (nothing is read, so no transaction is needed).
 */
export function createCreateExhibit(db: Firestore) {
  const paths = exhibitPaths(db);
  return async function createExhibit(
    actor: Actor,
    input: ExhibitInput,
    lookups: LookupCheck,
    date: Date,
  ): Promise<OwnerExhibit> {
    assertValidReferences(input, lookups);
    if (input.applicationDeadline !== null) {
      assertDeadlineAhead(Date.parse(input.applicationDeadline), date);
    }
    const ref = paths.exhibits.doc();
    const { doc, items } = draftExhibit(
      actor,
      input,
      lookups.smallCategories,
      date,
      () => paths.items(ref.id).doc().id,
    );
    const now = Timestamp.fromDate(date);
    const batch = db.batch();
    batch.create(ref, doc);
    const entry = searchEntryWrites(db, ref.id, null, doc, date).set;
    if (entry !== null) batch.create(entry.ref, entry.doc);
    for (const item of items) {
      batch.create(paths.items(ref.id).doc(item.id), item.doc);
      batch.create(
        paths.ledger(ref.id, item.id).doc(),
        ledgerEntry(item.doc.stock, 'initial', item.doc.stock, actor, now),
      );
    }
    await batch.commit();
    return toOwnerExhibit(ref.id, doc, items);
  };
}
