import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { conflict, notFound, validationError } from '../../http/errors';
import { CONFLICT } from '../../model/error-codes';
import { notGroupAdmin } from '../groups';
import { fiscalYearOf } from '../../model/fiscal-year';
import type { FundInput, FundPatch } from '../../model/fund';
import type { ChargeableFundBody, FundBody } from '../../model/fund-types';
import { FUND_LIMITS } from '../../model/limits';
import { notGroupMember } from '../../http/errors';
import { parseDoc } from '../../shared/firestore-docs';
import { groupIdsOf, membershipOf, personNamesOf } from '../../shared/identities';
import { COLLECTIONS } from '../../shared/identity-docs';
import { runTransaction } from '../../shared/transactions';
import { notBudgetHolder, notFundMember } from './budget';
import { FUNDS, type FundDoc, fundDocSchema, stamp, toFundBody } from './fund-docs';

/**
 * All Firestore access of funds (issue 19, part 4): `funds/{id}`, each a group's funding source for
 * one fiscal year. Group admins register and change them (the approval threshold is the budget
 * holder's); members see them and charge them; external-funds officers see every group's.
 */

export const fundNotFound = () => notFound('Fund not found');
/** A group admin's membership, else 403 `NotGroupMember` / `not_group_admin`. */
function assertAdmin(member: { isAdmin: boolean } | null): void {
  if (member === null) throw notGroupMember();
  if (!member.isAdmin) throw notGroupAdmin();
}
const holderNotAdmin = () =>
  validationError([
    { location: 'body.holderUid', message: 'The budget holder must be an admin of the group' },
  ]);

/** Who asks: the person, and whether they are an external-funds officer. */
export interface FundsActor {
  uid: string;
  officer: boolean;
}

/** A fund and its id. */
export interface StoredFund {
  id: string;
  doc: FundDoc;
}

export interface FundsStore {
  /** The group's funds (of one fiscal year, or all), for its members and officers. */
  list(groupId: string, actor: FundsActor, fiscalYear: number | undefined): Promise<FundBody[]>;
  /** Registers a fund (a group admin; the holder an admin too). */
  create(groupId: string, actor: FundsActor, input: FundInput, now: Date): Promise<FundBody>;
  /**
   * Changes a fund (a group admin; `approvalThreshold` only by its holder; a new holder only by the
   * current holder or an external-funds officer, who needs not be a member of the group).
   */
  update(
    groupId: string,
    fundId: string,
    actor: FundsActor,
    patch: FundPatch,
    now: Date,
  ): Promise<FundBody>;
  /** The fund of the group, for its admins and officers (403, 404): its statement's reader. */
  readForAccounts(groupId: string, fundId: string, actor: FundsActor): Promise<FundBody>;
  /** The active funds of the caller's groups for this fiscal year and the next. */
  chargeable(uid: string, now: Date): Promise<ChargeableFundBody[]>;
}

export function createFundsStore(db: Firestore): FundsStore {
  const funds = db.collection(FUNDS);

  async function assertMayRead(groupId: string, actor: FundsActor) {
    if (actor.officer) return;
    if ((await membershipOf(db, groupId, actor.uid)) === null) throw notGroupMember();
  }

  async function bodies(stored: readonly StoredFund[]): Promise<FundBody[]> {
    const names = await personNamesOf(
      db,
      stored.map((f) => f.doc.holderUid),
    );
    return stored.map((f) => toFundBody(f.id, f.doc, names.get(f.doc.holderUid) ?? null));
  }

  async function readFund(groupId: string, fundId: string, tx?: Transaction) {
    const ref = funds.doc(fundId);
    const snap = tx === undefined ? await ref.get() : await tx.get(ref);
    if (!snap.exists) throw fundNotFound();
    const doc = parseDoc(fundDocSchema, snap);
    if (doc.groupId !== groupId) throw fundNotFound();
    return { id: fundId, doc };
  }

  const byYearThenName = (a: StoredFund, b: StoredFund) =>
    b.doc.fiscalYear - a.doc.fiscalYear || a.doc.name.localeCompare(b.doc.name, 'ja');

  return {
    async list(groupId, actor, fiscalYear) {
      await assertMayRead(groupId, actor);
      let query = funds.where('groupId', '==', groupId);
      if (fiscalYear !== undefined) query = query.where('fiscalYear', '==', fiscalYear);
      const snap = await query.get();
      const stored = snap.docs.map((d) => ({ id: d.id, doc: parseDoc(fundDocSchema, d) }));
      return bodies(stored.sort(byYearThenName));
    },

    async create(groupId, actor, input, date) {
      const now = stamp(date);
      const created = await runTransaction(db, async (tx) => {
        assertAdmin(await membershipOf(db, groupId, actor.uid, tx));
        const holder = await membershipOf(db, groupId, input.holderUid, tx);
        if (holder?.isAdmin !== true) throw holderNotAdmin();
        // The threshold saves the holder's approvals: theirs to set (they may register it).
        if (input.approvalThreshold !== null && input.holderUid !== actor.uid)
          throw notBudgetHolder();
        const sameYear = await tx.get(
          funds.where('groupId', '==', groupId).where('fiscalYear', '==', input.fiscalYear),
        );
        if (sameYear.size >= FUND_LIMITS.perGroupYear)
          throw conflict(
            CONFLICT,
            `A group registers at most ${FUND_LIMITS.perGroupYear} funds a year`,
          );
        const doc: FundDoc = {
          groupId,
          ...input,
          active: true,
          chargeVersion: 0,
          createdBy: actor.uid,
          createdAt: now,
          updatedAt: now,
        };
        const ref = funds.doc();
        tx.create(ref, doc);
        return { id: ref.id, doc };
      });
      const [body] = await bodies([created]);
      return body as FundBody;
    },

    async update(groupId, fundId, actor, patch, date) {
      const updated = await runTransaction(db, async (tx) => {
        const fund = await readFund(groupId, fundId, tx);
        const member = await membershipOf(db, groupId, actor.uid, tx);
        const holderUid = patch.holderUid ?? fund.doc.holderUid;
        const handover = holderUid !== fund.doc.holderUid;
        // An external-funds officer may hand a fund over (when its holder left, say) without
        // being an admin of the group; anything else is the group admins'.
        const officerHandover =
          actor.officer && handover && Object.keys(patch).every((key) => key === 'holderUid');
        if (!officerHandover) assertAdmin(member);
        // The threshold is the holder's decision: neither set by another admin, nor taken over by
        // one making themself the holder; the holder hands the fund over, or an officer does.
        if (patch.approvalThreshold !== undefined && actor.uid !== fund.doc.holderUid)
          throw notBudgetHolder();
        if (handover && actor.uid !== fund.doc.holderUid && !actor.officer) throw notBudgetHolder();
        if (patch.holderUid !== undefined) {
          const holder = await membershipOf(db, groupId, holderUid, tx);
          if (holder?.isAdmin !== true) throw holderNotAdmin();
        }
        const changes = { ...patch, updatedAt: stamp(date) };
        tx.update(funds.doc(fundId), changes);
        return { id: fundId, doc: { ...fund.doc, ...changes } };
      });
      const [body] = await bodies([updated]);
      return body as FundBody;
    },

    async readForAccounts(groupId, fundId, actor) {
      if (!actor.officer) {
        assertAdmin(await membershipOf(db, groupId, actor.uid));
      }
      const [body] = await bodies([await readFund(groupId, fundId)]);
      return body as FundBody;
    },

    async chargeable(uid, date) {
      const groupIds = await groupIdsOf(db, uid);
      if (groupIds.length === 0) return [];
      const year = fiscalYearOf(date);
      const snap = await funds.where('groupId', 'in', groupIds).where('active', '==', true).get();
      const stored = snap.docs
        .map((d) => ({ id: d.id, doc: parseDoc(fundDocSchema, d) }))
        .filter((f) => f.doc.fiscalYear === year || f.doc.fiscalYear === year + 1);
      if (stored.length === 0) return [];
      const groups = await db.getAll(
        ...[...new Set(stored.map((f) => f.doc.groupId))].map((id) =>
          db.collection(COLLECTIONS.groups).doc(id),
        ),
      );
      const groupNames = new Map(groups.map((g) => [g.id, String(g.get('name') ?? '')]));
      const sorted = stored.sort(
        (a, b) =>
          a.doc.fiscalYear - b.doc.fiscalYear ||
          (groupNames.get(a.doc.groupId) ?? '').localeCompare(
            groupNames.get(b.doc.groupId) ?? '',
            'ja',
          ) ||
          a.doc.name.localeCompare(b.doc.name, 'ja'),
      );
      return (await bodies(sorted)).map((body) => ({
        ...body,
        groupName: groupNames.get(body.groupId) ?? '',
      }));
    },
  };
}

/**
 * In a booking's transaction: the fund `fundId`, which `uid` may charge as a member of its group
 * (404, 403 `not_fund_member`). Reads only; `touchFundTx` is the write that serialises charges.
 */
export async function chargeableFundTx(
  db: Firestore,
  tx: Transaction,
  fundId: string,
  uid: string,
): Promise<StoredFund> {
  const doc = await fundTx(db, tx, fundId, fundNotFound);
  if ((await membershipOf(db, doc.groupId, uid, tx)) === null) throw notFundMember();
  return { id: fundId, doc };
}

/**
 * In a charge's transaction: the fund `fundId` (404), when the charge is not a member's booking
 * (the lender's consumables on a reservation charged to it). Reads only, like `chargeableFundTx`.
 */
export async function chargedFundTx(
  db: Firestore,
  tx: Transaction,
  fundId: string,
): Promise<StoredFund> {
  return { id: fundId, doc: await fundTx(db, tx, fundId, fundNotFound) };
}

/** In a transaction: the fund, or `missing()` thrown. */
async function fundTx(db: Firestore, tx: Transaction, fundId: string, missing: () => Error) {
  const snap = await tx.get(db.collection(FUNDS).doc(fundId));
  if (!snap.exists) throw missing();
  return parseDoc(fundDocSchema, snap);
}

/** In a charge's transaction, after its reads: bumps the fund's version (charges serialise on it). */
export const touchFundTx = (db: Firestore, tx: Transaction, fundId: string) =>
  tx.update(db.collection(FUNDS).doc(fundId), { chargeVersion: FieldValue.increment(1) });

/**
 * In a budget decision's transaction: the fund, and `uid` is its holder and still an admin of its
 * group (403 `not_budget_holder`).
 */
export async function heldFundTx(
  db: Firestore,
  tx: Transaction,
  fundId: string,
  uid: string,
): Promise<StoredFund> {
  const doc = await fundTx(db, tx, fundId, notBudgetHolder);
  if (doc.holderUid !== uid) throw notBudgetHolder();
  if ((await membershipOf(db, doc.groupId, uid, tx))?.isAdmin !== true) throw notBudgetHolder();
  return { id: fundId, doc };
}
