import type { ExhibitAllocation } from '../../model/allocation-types';
import type {
  ApprovalDoc,
  ApprovalEntry,
  ExhibitDoc,
  ItemDoc,
  LedgerDoc,
  LedgerEntry,
  OwnerExhibit,
  OwnerExhibitSummary,
  OwnerItem,
} from './schema';

/** The API views of the stored exhibit documents: what the owner, the officers and the ledger see. */

const iso = (t: { toDate(): Date }): string => t.toDate().toISOString();
const isoOrNull = (t: { toDate(): Date } | null): string | null => (t === null ? null : iso(t));

export function toOwnerItem(id: string, doc: ItemDoc): OwnerItem {
  return {
    id,
    name: doc.name,
    description: doc.description,
    categoryId: doc.categoryId,
    kind: doc.kind,
    stock: doc.stock,
    condition: doc.condition,
    book: doc.book,
    assetInfo: doc.assetInfo,
    weightKg: doc.weightKg,
    images: doc.images,
    order: doc.order,
    tradeCount: doc.tradeCount,
  };
}

/** The stored application mode as the API shows it. */
export function allocationBody(doc: Pick<ExhibitDoc, 'allocation'>): ExhibitAllocation | null {
  const { allocation } = doc;
  return allocation === null
    ? null
    : {
        deadline: allocation.deadline.toDate().toISOString(),
        drawnAt: allocation.drawnAt?.toDate().toISOString() ?? null,
        applicationCount: allocation.applicationCount,
      };
}

export function toOwnerExhibitSummary(id: string, doc: ExhibitDoc): OwnerExhibitSummary {
  return {
    id,
    type: doc.type,
    ownerId: doc.ownerId,
    createdBy: doc.createdBy,
    title: doc.title,
    description: doc.description,
    itemManager: doc.itemManager,
    managerEmail: doc.managerEmail,
    place: doc.place,
    pickupFrom: iso(doc.pickupFrom),
    pickupUntil: iso(doc.pickupUntil),
    expiresAt: iso(doc.expiresAt),
    secretariatId: doc.secretariatId,
    memo: doc.memo,
    loan: doc.loan,
    loanDays: doc.loanDays,
    published: doc.published,
    approvalStatus: doc.approvalStatus,
    displayState: doc.displayState,
    cancelledAt: isoOrNull(doc.cancelledAt),
    favoriteCount: doc.favoriteCount,
    contactCount: doc.contactCount,
    commentCount: doc.commentCount,
    activeContactCount: doc.activeContactCount,
    itemCount: doc.itemCount,
    stockTotal: doc.stockTotal,
    kinds: doc.kinds,
    categoryIds: doc.categoryIds,
    areaId: doc.areaId,
    searchable: doc.searchable,
    thumbnailUri: doc.thumbnailUri,
    thumbnailVariants: doc.thumbnailVariants,
    lastDecision:
      doc.lastDecision === null ? null : { ...doc.lastDecision, at: iso(doc.lastDecision.at) },
    allocation: allocationBody(doc),
    moderation:
      doc.moderation === null
        ? null
        : { reason: doc.moderation.reason, at: iso(doc.moderation.at) },
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    submittedAt: isoOrNull(doc.submittedAt),
    publishedAt: isoOrNull(doc.publishedAt),
  };
}

export function toOwnerExhibit(
  id: string,
  doc: ExhibitDoc,
  items: readonly { id: string; doc: ItemDoc }[],
): OwnerExhibit {
  return {
    ...toOwnerExhibitSummary(id, doc),
    items: [...items]
      .sort((a, b) => a.doc.order - b.doc.order)
      .map((item) => toOwnerItem(item.id, item.doc)),
  };
}

export function toApprovalEntry(id: string, doc: ApprovalDoc): ApprovalEntry {
  return { id, ...doc, at: iso(doc.at) };
}

export function toLedgerEntry(id: string, doc: LedgerDoc): LedgerEntry {
  return { id, ...doc, at: iso(doc.at) };
}
