import type { AppError } from '../../http/errors';
import { forbidden, notFound } from '../../http/errors';
import type { ApprovalStatus } from '../../model/exhibit';
import {
  STAGE_STATUSES,
  type ReviewStage,
  type ExhibitDoc,
  type ItemDoc,
  toOwnerExhibit,
  toOwnerExhibitSummary,
} from '../exhibits';
import { matchesKeywords, queryGramsOf } from '../../shared/search-terms';
import type { BackofficeExhibit, BackofficeExhibitSummary, QueueStatus } from './schema';
import { OWN_APPLICATION } from '../../model/error-codes';

/** The rules of the back office, free of Firebase: visibility per stage, views and the CSV. */

export const notInQueue = (): AppError => notFound('Exhibit not found in this queue');

/** 403 `own_application`: separation of duties (DESIGN.md, Roles and limits). */
export const ownApplication = (): AppError =>
  forbidden(
    OWN_APPLICATION,
    'An officer never decides on an application of their own or of a group they belong to',
  );

/**
 * True when the exhibit's owner is the officer's own account or a group the officer belongs to
 * (`accountIds`: the officer's uid and groups, see `accountIdsOf`).
 */
export function isOwnApplication(ownerId: string, accountIds: readonly string[]): boolean {
  return accountIds.includes(ownerId);
}

/** The statuses a queue filter selects. */
export function statusesOf(stage: ReviewStage, status: QueueStatus): ApprovalStatus[] {
  return status === 'all' ? [...STAGE_STATUSES[stage]] : [status];
}

/** An officer of `stage` sees the exhibits in the stage's statuses only. */
export function isInStage(stage: ReviewStage, status: ApprovalStatus): boolean {
  return STAGE_STATUSES[stage].includes(status);
}

/**
 * The keyword's words (split on white space), each of which must match. Words without letters or
 * digits give no gram and match everything, so they are dropped (never a query without grams).
 */
export function keywordsOf(keyword: string): string[] {
  return keyword.split(/\s+/).filter((word) => queryGramsOf(word).length > 0);
}

/** The encoded grams every candidate must have (at most `max`, spread over the keywords). */
export function keywordGrams(keywords: readonly string[], max = 10): string[] {
  const grams = [...new Set(keywords.flatMap((k) => queryGramsOf(k)))];
  if (grams.length <= max) return grams;
  const picked: string[] = [];
  for (let i = 0; i < max; i += 1) {
    const gram = grams[Math.round((i * (grams.length - 1)) / (max - 1))];
    if (gram !== undefined && !picked.includes(gram)) picked.push(gram);
  }
  return picked;
}

/** True when the exhibit's texts (and owner name) match every keyword (n-gram false positives out). */
export function matchesQueueKeywords(
  exhibit: Pick<ExhibitDoc, 'title' | 'description'>,
  items: readonly Pick<ItemDoc, 'name' | 'description' | 'book'>[],
  ownerName: string | null,
  keywords: readonly string[],
): boolean {
  const texts = [exhibit.title, exhibit.description, ownerName ?? ''];
  for (const item of items) {
    texts.push(item.name, item.description);
    if (item.book) texts.push(item.book.author, item.book.publisher);
  }
  return matchesKeywords(texts, [...keywords]);
}

/** Newest submission first, then id. */
export function compareSubmitted(
  a: { id: string; doc: Pick<ExhibitDoc, 'submittedAt'> },
  b: { id: string; doc: Pick<ExhibitDoc, 'submittedAt'> },
): number {
  const ta = a.doc.submittedAt?.toMillis() ?? 0;
  const tb = b.doc.submittedAt?.toMillis() ?? 0;
  return tb - ta || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** What an officer's views add to an exhibit: its owner's name and whether it is their own. */
export interface OwnerMarks {
  ownerName: string | null;
  ownApplication: boolean;
}

export function toBackofficeSummary(
  id: string,
  doc: ExhibitDoc,
  marks: OwnerMarks,
): BackofficeExhibitSummary {
  const { memo: _memo, ...summary } = toOwnerExhibitSummary(id, doc);
  return { ...summary, ...marks };
}

export function toBackofficeExhibit(
  id: string,
  doc: ExhibitDoc,
  items: readonly { id: string; doc: ItemDoc }[],
  marks: OwnerMarks,
): BackofficeExhibit {
  const { memo: _memo, ...exhibit } = toOwnerExhibit(id, doc, items);
  return { ...exhibit, ...marks };
}

export const EXPORT_HEADER = [
  'exhibitId',
  'title',
  'ownerId',
  'ownerName',
  'approvalStatus',
  'published',
  'cancelled',
  'submittedAt',
  'secretariatId',
  'areaId',
  'buildingId',
  'room',
  'itemManager',
  'managerEmail',
  'itemId',
  'itemName',
  'categoryId',
  'kind',
  'stock',
  'condition',
  'assetCategory',
  'assetNumber',
  'budgetSource',
  'projectCode',
  'acquisitionDate',
  'acquisitionPrice',
] as const;

/** One row per item (an exhibit without items still gets one row). Times are ISO 8601 (UTC). */
export function exportRows(
  id: string,
  doc: ExhibitDoc,
  items: readonly { id: string; doc: ItemDoc }[],
  ownerName: string | null,
): (string | number | boolean | null)[][] {
  const head = [
    id,
    doc.title,
    doc.ownerId,
    ownerName,
    doc.approvalStatus,
    doc.published,
    doc.cancelledAt !== null,
    doc.submittedAt?.toDate().toISOString() ?? null,
    doc.secretariatId,
    doc.place.areaId,
    doc.place.buildingId,
    doc.place.room,
    doc.itemManager,
    doc.managerEmail,
  ];
  const sorted = [...items].sort((a, b) => a.doc.order - b.doc.order);
  if (sorted.length === 0) return [[...head, ...Array<null>(12).fill(null)]];
  return sorted.map(({ id: itemId, doc: item }) => [
    ...head,
    itemId,
    item.name,
    item.categoryId,
    item.kind,
    item.stock,
    item.condition,
    item.assetInfo.assetCategory,
    item.assetInfo.assetNumber,
    item.assetInfo.budgetSource,
    item.assetInfo.projectCode,
    item.assetInfo.acquisitionDate,
    item.assetInfo.acquisitionPrice,
  ]);
}
