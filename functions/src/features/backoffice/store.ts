import {
  type DocumentSnapshot,
  type Firestore,
  type Query,
  Timestamp,
} from 'firebase-admin/firestore';
import type { ApprovalStatus, DecisionInput } from '../../model/exhibit';
import {
  type ReviewStage,
  STAGE_ROLE,
  decide,
  type ExhibitDoc,
  type ItemDoc,
  exhibitDocSchema,
  itemDocSchema,
  approvalStateOf,
  exhibitPaths,
  listApprovalEntries,
  readExhibit,
  readExhibitTx,
  readSmallCategories,
  recordTransition,
  withDerived,
  writeSearchEntryTx,
} from '../exhibits';
import { accountIdsOf, actsForTx } from '../../shared/identities';
import type {
  BackofficeDetailResponse,
  BackofficeExhibitSummary,
  DecisionResponse,
} from './schema';
import {
  EXPORT_HEADER,
  compareSubmitted,
  exportRows,
  isInStage,
  isOwnApplication,
  keywordGrams,
  matchesQueueKeywords,
  notInQueue,
  ownApplication,
  toBackofficeExhibit,
  toBackofficeSummary,
} from './service';
import { toCsv } from '../../shared/csv';
import { runTransaction } from '../../shared/transactions';
import { parseDoc, readPage } from '../../shared/firestore-docs';

/** An officer as the audit trail names them. */
export interface Officer {
  uid: string;
  name: string;
}

/** At most this many keyword candidates are verified (the gram filters keep it far lower). */
const KEYWORD_CANDIDATES_MAX = 1000;
const EXPORT_PAGE = 300;

/** All Firestore access of the back office. Decisions are transactions. */
export interface BackofficeStore {
  /** The officer's profile name (uid when there is no profile). */
  officerName(uid: string): Promise<string>;
  /** `officerUid` marks the officer's own applications (`ownApplication`). */
  list(
    stage: ReviewStage,
    statuses: readonly ApprovalStatus[],
    keywords: readonly string[],
    limit: number,
    offset: number,
    officerUid: string,
  ): Promise<{ exhibits: BackofficeExhibitSummary[]; total: number }>;
  /** 404 when unknown or not in the stage's statuses. */
  detail(
    stage: ReviewStage,
    exhibitId: string,
    officerUid: string,
  ): Promise<BackofficeDetailResponse>;
  /**
   * 403 `own_application` when the owner is the officer or a group the officer belongs to (the
   * membership is read in the decision's transaction).
   */
  decide(
    stage: ReviewStage,
    exhibitId: string,
    officer: Officer,
    input: DecisionInput,
    now: Date,
  ): Promise<DecisionResponse>;
  exportCsv(
    stage: ReviewStage,
    statuses: readonly ApprovalStatus[],
    keywords: readonly string[],
  ): Promise<string>;
}

interface Row {
  id: string;
  doc: ExhibitDoc;
}

export function createBackofficeStore(db: Firestore): BackofficeStore {
  const paths = exhibitPaths(db);

  /** Reuse exhibits in `statuses`, newest submission first (index: type, approvalStatus, submittedAt desc). */
  function queueQuery(statuses: readonly ApprovalStatus[]): Query {
    const base = paths.exhibits.where('type', '==', 'reuse');
    return statuses.length === 1
      ? base.where('approvalStatus', '==', statuses[0])
      : base.where('approvalStatus', 'in', [...statuses]);
  }

  const toRow = (snap: DocumentSnapshot): Row => ({
    id: snap.id,
    doc: parseDoc(exhibitDocSchema, snap),
  });

  async function ownerNames(ownerIds: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ownerIds)];
    if (unique.length === 0) return new Map();
    const snaps = await db.getAll(...unique.map((id) => db.collection('accounts').doc(id)));
    const names = new Map<string, string>();
    for (const snap of snaps) {
      const name: unknown = snap.get('name');
      if (typeof name === 'string') names.set(snap.id, name);
    }
    return names;
  }

  async function itemsOf(exhibitId: string): Promise<{ id: string; doc: ItemDoc }[]> {
    const snap = await paths.items(exhibitId).get();
    return snap.docs.map((d) => ({ id: d.id, doc: parseDoc(itemDocSchema, d) }));
  }

  /**
   * Keyword search: equality filters only (`type` and `grams.<gram>`), served by merging
   * single-field indexes; status, verification against the texts and order are applied in memory.
   */
  async function keywordRows(
    statuses: readonly ApprovalStatus[],
    keywords: readonly string[],
  ): Promise<Row[]> {
    let query: Query = paths.exhibits.where('type', '==', 'reuse');
    for (const gram of keywordGrams(keywords)) query = query.where(`grams.${gram}`, '==', true);
    const snap = await query.limit(KEYWORD_CANDIDATES_MAX).get();
    const candidates = snap.docs.map(toRow).filter((r) => statuses.includes(r.doc.approvalStatus));
    const names = await ownerNames(candidates.map((r) => r.doc.ownerId));
    const verified = await Promise.all(
      candidates.map(async (row) => {
        const ownerName = names.get(row.doc.ownerId) ?? null;
        const cheap = matchesQueueKeywords(row.doc, [], ownerName, keywords);
        const items = cheap ? [] : (await itemsOf(row.id)).map((i) => i.doc);
        return cheap || matchesQueueKeywords(row.doc, items, ownerName, keywords) ? row : null;
      }),
    );
    return verified.filter((row): row is Row => row !== null).sort(compareSubmitted);
  }

  /** The owner names of `ownerIds` and a mark maker for the officer's own applications. */
  async function ownerMarks(ownerIds: readonly string[], officerUid: string) {
    const [names, accountIds] = await Promise.all([
      ownerNames(ownerIds),
      accountIdsOf(db, officerUid),
    ]);
    return (ownerId: string) => ({
      ownerName: names.get(ownerId) ?? null,
      ownApplication: isOwnApplication(ownerId, accountIds),
    });
  }

  async function summaries(
    rows: readonly Row[],
    officerUid: string,
  ): Promise<BackofficeExhibitSummary[]> {
    const marks = await ownerMarks(
      rows.map((r) => r.doc.ownerId),
      officerUid,
    );
    return rows.map((r) => toBackofficeSummary(r.id, r.doc, marks(r.doc.ownerId)));
  }

  return {
    async officerName(uid) {
      const name: unknown = (await db.collection('profiles').doc(uid).get()).get('name');
      return typeof name === 'string' ? name : uid;
    },

    async list(_stage, statuses, keywords, limit, offset, officerUid) {
      if (keywords.length > 0) {
        const rows = await keywordRows(statuses, keywords);
        return {
          exhibits: await summaries(rows.slice(offset, offset + limit), officerUid),
          total: rows.length,
        };
      }
      const query = queueQuery(statuses);
      const { docs, total } = await readPage(query, 'submittedAt', 'desc', { limit, offset });
      return { exhibits: await summaries(docs.map(toRow), officerUid), total };
    },

    async detail(stage, exhibitId, officerUid) {
      const stored = await readExhibit(db, exhibitId);
      if (!isInStage(stage, stored.doc.approvalStatus)) throw notInQueue();
      const [marks, approvals] = await Promise.all([
        ownerMarks([stored.doc.ownerId], officerUid),
        listApprovalEntries(db, exhibitId),
      ]);
      return {
        exhibit: toBackofficeExhibit(
          exhibitId,
          stored.doc,
          stored.items,
          marks(stored.doc.ownerId),
        ),
        approvals,
      };
    },

    async decide(stage, exhibitId, officer, { result, comment }, date) {
      const now = Timestamp.fromDate(date);
      const smallCategories = await readSmallCategories(db);
      const decided = await runTransaction(db, async (tx) => {
        const { ref, doc, items } = await readExhibitTx(db, tx, exhibitId);
        if (await actsForTx(db, tx, officer.uid, doc.ownerId)) throw ownApplication();
        const transition = decide(approvalStateOf(doc), stage, result);
        const { changes, entry } = recordTransition(
          db,
          tx,
          exhibitId,
          doc,
          transition,
          { uid: officer.uid, name: officer.name, role: STAGE_ROLE[stage], comment },
          now,
        );
        const next = withDerived(
          doc,
          {
            ...changes,
            lastDecision: { result, comment, by: officer.name, at: now, stage },
            updatedAt: now,
          },
          items,
          smallCategories,
        );
        tx.set(ref, next);
        writeSearchEntryTx(db, tx, exhibitId, doc, next, now);
        return { next, items, entry };
      });
      const names = await ownerNames([decided.next.ownerId]);
      return {
        exhibit: toBackofficeExhibit(exhibitId, decided.next, decided.items, {
          ownerName: names.get(decided.next.ownerId) ?? null,
          ownApplication: false,
        }),
        approval: decided.entry,
      };
    },

    async exportCsv(_stage, statuses, keywords) {
      let rows: Row[];
      if (keywords.length > 0) {
        rows = await keywordRows(statuses, keywords);
      } else {
        rows = [];
        const query = queueQuery(statuses).orderBy('submittedAt', 'desc');
        let last: DocumentSnapshot | undefined;
        for (;;) {
          const page = await (last === undefined ? query : query.startAfter(last))
            .limit(EXPORT_PAGE)
            .get();
          rows.push(...page.docs.map(toRow));
          last = page.docs.at(-1);
          if (page.size < EXPORT_PAGE) break;
        }
      }
      const names = await ownerNames(rows.map((r) => r.doc.ownerId));
      const lines = await Promise.all(
        rows.map(async (row) =>
          exportRows(row.id, row.doc, await itemsOf(row.id), names.get(row.doc.ownerId) ?? null),
        ),
      );
      return toCsv(EXPORT_HEADER, lines.flat());
    },
  };
}
