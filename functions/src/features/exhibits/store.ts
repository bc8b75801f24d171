import {
  type DocumentReference,
  type Firestore,
  type Query,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ExhibitInput } from '../../model/exhibit';
import { type ApprovalRole, type Transition } from './approval';
import {
  type ApprovalDoc,
  type ApprovalEntry,
  type ExhibitDoc,
  type ItemDoc,
  type LedgerDoc,
  type LedgerEntry,
  type OwnerExhibit,
  type OwnerExhibitSummary,
  type OwnerListQuery,
  approvalDocSchema,
  exhibitDocSchema,
  itemDocSchema,
  ledgerDocSchema,
} from './schema';
import {
  type Actor,
  type CategoryTreeDoc,
  type LookupCheck,
  type SmallCategoryInfo,
  approvalStateOf,
  assertOwner,
  deriveFields,
  exhibitNotFound,
  indexSmallCategories,
  itemNotFound,
  notExhibitOwner,
} from './service';
import { toApprovalEntry, toLedgerEntry, toOwnerExhibit, toOwnerExhibitSummary } from './views';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import type { TransactionOptions } from '../../shared/transactions';

/** The owner's steps that need no input. */

export interface StoredItem {
  id: string;
  doc: ItemDoc;
}

/** An exhibit with its items, as read inside a transaction. */
export interface StoredExhibit {
  ref: DocumentReference;
  doc: ExhibitDoc;
  items: StoredItem[];
}

/** The Firestore paths of exhibits, shared with the back office. */
export function exhibitPaths(db: Firestore) {
  const exhibits = db.collection('exhibits');
  return {
    exhibits,
    items: (exhibitId: string) => exhibits.doc(exhibitId).collection('items'),
    ledger: (exhibitId: string, itemId: string) =>
      exhibits.doc(exhibitId).collection('items').doc(itemId).collection('ledger'),
    approvals: (exhibitId: string) => exhibits.doc(exhibitId).collection('approvals'),
  };
}

/**
 * The transactions that write one exhibit's hot fields (its items' stock in a trade's handover or
 * return, its favourite count) take turns in this instance (`serializeOn`): a burst of them would
 * otherwise wait on each other's locks until some ran out of attempts (503 `busy`).
 */
export const exhibitTurn = (exhibitId: string): TransactionOptions => ({
  serializeOn: `exhibit:${exhibitId}`,
});

/** Reads the exhibit (404 when unknown) and its items in `tx`. */
export async function readExhibitTx(
  db: Firestore,
  tx: Transaction,
  exhibitId: string,
): Promise<StoredExhibit> {
  const paths = exhibitPaths(db);
  const ref = paths.exhibits.doc(exhibitId);
  const snap = await tx.get(ref);
  const itemsSnap = await tx.get(paths.items(exhibitId));
  if (!snap.exists) throw exhibitNotFound();
  return {
    ref,
    doc: parseDoc(exhibitDocSchema, snap),
    items: itemsSnap.docs.map((d) => ({ id: d.id, doc: parseDoc(itemDocSchema, d) })),
  };
}

/** The exhibit's document alone, or undefined when unknown (the exhibits trigger's readers). */
export async function readExhibitDoc(
  db: Firestore,
  exhibitId: string,
): Promise<ExhibitDoc | undefined> {
  const snap = await exhibitPaths(db).exhibits.doc(exhibitId).get();
  return snap.exists ? parseDoc(exhibitDocSchema, snap) : undefined;
}

/** Reads the exhibit and its items outside a transaction (404 when unknown). */
export async function readExhibit(db: Firestore, exhibitId: string): Promise<StoredExhibit> {
  const paths = exhibitPaths(db);
  const ref = paths.exhibits.doc(exhibitId);
  const [snap, itemsSnap] = await Promise.all([ref.get(), paths.items(exhibitId).get()]);
  if (!snap.exists) throw exhibitNotFound();
  return {
    ref,
    doc: parseDoc(exhibitDocSchema, snap),
    items: itemsSnap.docs.map((d) => ({ id: d.id, doc: parseDoc(itemDocSchema, d) })),
  };
}

/** The small categories of the category tree (a handful of lookup documents). */
export async function readSmallCategories(db: Firestore): Promise<Map<string, SmallCategoryInfo>> {
  const snap = await db.collection('categories').get();
  return indexSmallCategories(
    snap.docs.map((d) => ({ ...(d.data() as Omit<CategoryTreeDoc, 'id'>), id: d.id })),
  );
}

/**
 * Applies a state-machine step to `doc` (inside `tx`): writes the audit entry and returns the
 * exhibit fields to update, without the derived ones (the caller rewrites them).
 */
/** The owner as the audit trail names them. */
export const asOwner = ({ uid, name }: Actor) => ({ uid, name, role: 'owner' as const });

export function recordTransition(
  db: Firestore,
  tx: Transaction,
  exhibitId: string,
  doc: ExhibitDoc,
  transition: Transition,
  by: { uid: string; name: string; role: ApprovalRole; comment?: string },
  now: Timestamp,
): { changes: Partial<ExhibitDoc>; entry: ApprovalEntry } {
  const entry: ApprovalDoc = {
    action: transition.action,
    from: transition.from,
    to: transition.to,
    byUid: by.uid,
    byName: by.name,
    role: by.role,
    comment: by.comment ?? '',
    at: now,
  };
  const entryRef = exhibitPaths(db).approvals(exhibitId).doc();
  tx.create(entryRef, entry);
  const changes: Partial<ExhibitDoc> = {
    approvalStatus: transition.to,
    published: transition.published,
  };
  if (transition.published && !doc.published) changes.publishedAt = now;
  if (transition.action === 'submitted' || transition.action === 'resubmitted') {
    changes.submittedAt = now;
  }
  if (transition.action === 'cancelled') changes.cancelledAt = now;
  return { changes, entry: toApprovalEntry(entryRef.id, entry) };
}

/** `doc` with `changes`, and every derived field recomputed from it and `items`. */
export function withDerived(
  doc: ExhibitDoc,
  changes: Partial<ExhibitDoc>,
  items: readonly StoredItem[],
  smallCategories: ReadonlyMap<string, SmallCategoryInfo>,
): ExhibitDoc {
  const next = { ...doc, ...changes };
  const derived = deriveFields(
    { ...next, ...approvalStateOf(next) },
    items.map((item) => item.doc),
    smallCategories,
  );
  return { ...next, ...derived };
}

/**
 * A new draft exhibit (`not_yet`, private) and its items as `create` stores them, derived fields
 * included. Pure: the caller checks the references and writes the documents.
 */
export function draftExhibit(
  actor: Actor,
  input: ExhibitInput,
  smallCategories: ReadonlyMap<string, SmallCategoryInfo>,
  date: Date,
  newItemId: () => string,
): { doc: ExhibitDoc; items: StoredItem[] } {
  const now = Timestamp.fromDate(date);
  const items: StoredItem[] = input.items.map((item, order) => {
    const small = smallCategories.get(item.categoryId);
    if (small === undefined) throw new Error(`Unknown category ${item.categoryId}`);
    return {
      id: newItemId(),
      doc: {
        name: item.name,
        description: item.description,
        categoryId: item.categoryId,
        kind: small.kind,
        stock: item.stock,
        condition: item.condition,
        book: item.book,
        assetInfo: item.assetInfo,
        weightKg: item.weightKg,
        images: [],
        order,
        tradeCount: 0,
        createdAt: now,
        updatedAt: now,
      },
    };
  });
  const base: ExhibitDoc = {
    moderation: null,
    allocation:
      input.applicationDeadline === null
        ? null
        : {
            deadline: Timestamp.fromMillis(Date.parse(input.applicationDeadline)),
            drawnAt: null,
            applicationCount: 0,
          },
    type: 'reuse',
    ownerId: actor.accountId,
    createdBy: actor.uid,
    title: input.title,
    description: input.description,
    itemManager: input.itemManager,
    managerEmail: input.managerEmail,
    place: input.place,
    pickupFrom: Timestamp.fromMillis(Date.parse(input.pickupFrom)),
    pickupUntil: Timestamp.fromMillis(Date.parse(input.pickupUntil)),
    expiresAt: Timestamp.fromMillis(Date.parse(input.expiresAt)),
    secretariatId: input.secretariatId,
    memo: input.memo,
    loan: input.loan,
    loanDays: input.loanDays,
    published: false,
    approvalStatus: 'not_yet',
    displayState: 'on_display',
    cancelledAt: null,
    favoriteCount: 0,
    contactCount: 0,
    commentCount: 0,
    activeContactCount: 0,
    itemCount: 0,
    stockTotal: 0,
    inStock: false,
    kinds: [],
    categoryIds: [],
    tags: {},
    tagList: [],
    kindFlags: {},
    areaId: input.place.areaId,
    searchable: false,
    grams: {},
    searchText: '',
    lastDecision: null,
    thumbnailUri: null,
    thumbnailVariants: [],
    createdAt: now,
    updatedAt: now,
    submittedAt: null,
    publishedAt: null,
  };
  return { doc: withDerived(base, {}, items, smallCategories), items };
}

/** A line of an item's stock ledger (append-only). */
export function ledgerEntry(
  delta: number,
  reason: string,
  stockAfter: number,
  actor: Actor,
  at: Timestamp,
): LedgerDoc {
  return { delta, reason, stockAfter, byUid: actor.uid, accountId: actor.accountId, at };
}

/** All Firestore access of the owner side of exhibits. Every write is one transaction. */
export interface ExhibitsStore {
  /** Resolves the form's lookup ids. */
  checkLookups(input: ExhibitInput): Promise<LookupCheck>;
  /** The owner view (404 unknown, 403 not the owner). */
  getOwned(exhibitId: string, accountId: string): Promise<OwnerExhibit>;
  listOwn(
    accountId: string,
    query: OwnerListQuery,
  ): Promise<{ exhibits: OwnerExhibitSummary[]; total: number }>;
  /** The audit trail, oldest first; `mayRead` decides on the owner id (403 otherwise). */
  listApprovals(exhibitId: string, mayRead: (ownerId: string) => boolean): Promise<ApprovalEntry[]>;
  listLedger(
    exhibitId: string,
    itemId: string,
    accountId: string,
    limit: number,
    offset: number,
  ): Promise<{ entries: LedgerEntry[]; total: number }>;
}

export function createExhibitsStore(db: Firestore): ExhibitsStore {
  const paths = exhibitPaths(db);

  return {
    async checkLookups(input) {
      const area = db.collection('areas').doc(input.place.areaId);
      const [areaSnap, buildingSnap, secretariatSnap, smallCategories] = await Promise.all([
        area.get(),
        area.collection('buildings').doc(input.place.buildingId).get(),
        db.collection('secretariats').doc(input.secretariatId).get(),
        readSmallCategories(db),
      ]);
      return {
        areaExists: areaSnap.exists,
        buildingExists: buildingSnap.exists,
        secretariatExists: secretariatSnap.exists,
        smallCategories,
      };
    },

    async getOwned(exhibitId, accountId) {
      const stored = await readExhibit(db, exhibitId);
      assertOwner(stored.doc, accountId);
      return toOwnerExhibit(exhibitId, stored.doc, stored.items);
    },

    async listOwn(accountId, { type, status, limit, offset }) {
      let query: Query = paths.exhibits.where('ownerId', '==', accountId).where('type', '==', type);
      if (status !== undefined) query = query.where('approvalStatus', '==', status);
      const { docs, total } = await readPage(query, 'createdAt', 'desc', { limit, offset });
      return {
        exhibits: docs.map((d) => toOwnerExhibitSummary(d.id, parseDoc(exhibitDocSchema, d))),
        total,
      };
    },

    async listApprovals(exhibitId, mayRead) {
      const snap = await paths.exhibits.doc(exhibitId).get();
      if (!snap.exists) throw exhibitNotFound();
      const doc = parseDoc(exhibitDocSchema, snap);
      if (!mayRead(doc.ownerId)) throw notExhibitOwner();
      return listApprovalEntries(db, exhibitId);
    },

    async listLedger(exhibitId, itemId, accountId, limit, offset) {
      const [exhibitSnap, itemSnap] = await Promise.all([
        paths.exhibits.doc(exhibitId).get(),
        paths.items(exhibitId).doc(itemId).get(),
      ]);
      if (!exhibitSnap.exists) throw exhibitNotFound();
      assertOwner(parseDoc(exhibitDocSchema, exhibitSnap), accountId);
      if (!itemSnap.exists) throw itemNotFound();
      const ledger = paths.ledger(exhibitId, itemId);
      const { docs, total } = await readPage(ledger, 'at', 'desc', { limit, offset });
      return {
        entries: docs.map((d) => toLedgerEntry(d.id, parseDoc(ledgerDocSchema, d))),
        total,
      };
    },
  };
}

/** The audit trail of an exhibit, oldest first. */
export async function listApprovalEntries(
  db: Firestore,
  exhibitId: string,
): Promise<ApprovalEntry[]> {
  const snap = await exhibitPaths(db).approvals(exhibitId).orderBy('at', 'asc').get();
  return snap.docs.map((d) => toApprovalEntry(d.id, parseDoc(approvalDocSchema, d)));
}
