import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ChatSide, ContactStatus } from '../../model/contact-types';
import { parseDoc } from '../../shared/firestore-docs';
import { type TransactionOptions, runTransaction } from '../../shared/transactions';
import {
  type LedgerDoc,
  exhibitPaths,
  exhibitTurn,
  itemDocSchema,
  readExhibitTx,
  readSmallCategories,
  withDerived,
  writeSearchEntryTx,
} from '../exhibits';
import {
  assertPickupInPeriod,
  assertTransition,
  evaluate,
  nextStatus,
  type ContactState,
} from './lifecycle';
import type { ContactDoc } from './schema';
import { exhibitTradeState, handoverPlan, returnDueOf, stateOf, stockTotalOf } from './service';
import {
  type ContactStep,
  type PartyActor,
  type StoredContact,
  readContactForParty,
  readTodoKinds,
  unreadAfter,
  writeContactChangeTx,
} from './store';

/**
 * A trade's step as a use-case (docs/architecture.md): `POST /home/contacts/{id}/<step>` calls it.
 * It reads the contact, its exhibit and to-dos in one transaction, lets the pure rules of
 * `lifecycle.ts` and `service.ts` decide (the step allowed for this side, the pick-up in the period,
 * the handover's stock), and writes the contact, its system message, to-dos and, when stock moves,
 * the items, their ledger and the exhibit's derived fields, all in that transaction.
 */
export type TakeStep = (
  id: string,
  actor: PartyActor,
  step: ContactStep,
  date: Date,
) => Promise<StoredContact & { side: ChatSide }>;

type Exhibit = Awaited<ReturnType<typeof readExhibitTx>>;
type Item = Exhibit['items'][number];

/** What a step's handler works on: read in the transaction, changed in place, written after. */
interface StepContext {
  db: Firestore;
  tx: Transaction;
  id: string;
  actor: PartyActor;
  doc: ContactDoc;
  side: ChatSide;
  state: ContactState;
  exhibit: Exhibit;
  /** The exhibit's items as the step leaves them (stock moved by a handover or a return). */
  items: Item[];
  changes: Partial<ContactDoc>;
  date: Date;
  now: Timestamp;
}

type StepOf<A extends ContactStep['action']> = ContactStep & { action: A };

/** Each step's own changes; answers the status it leads to. */
const STEPS: {
  [A in ContactStep['action']]: (ctx: StepContext, step: StepOf<A>) => ContactStatus;
} = {
  confirm_pickup(ctx, step) {
    assertPickupInPeriod(step.pickupAt, {
      from: ctx.exhibit.doc.pickupFrom.toDate(),
      until: ctx.exhibit.doc.pickupUntil.toDate(),
    });
    ctx.changes.pickupAt = Timestamp.fromDate(step.pickupAt);
    return nextStatus(ctx.state, step.action, ctx.side);
  },
  withdraw: (ctx, step) => nextStatus(ctx.state, step.action, ctx.side),
  decline: (ctx, step) => nextStatus(ctx.state, step.action, ctx.side),
  handover(ctx, step) {
    const plan = handoverPlan(
      ctx.doc.items,
      step.items,
      new Map(ctx.items.map((item) => [item.id, item.doc.stock])),
    );
    setReturnDue(ctx, step.returnDueAt);
    ctx.changes.items = plan.items;
    ctx.changes.evaluationSince = ctx.now;
    for (const [itemId, stock] of plan.stock) moveStock(ctx, itemId, stock, `handover:${ctx.id}`);
    return nextStatus(ctx.state, step.action, ctx.side);
  },
  change_due(ctx, step) {
    setReturnDue(ctx, step.returnDueAt);
    return nextStatus(ctx.state, step.action, ctx.side);
  },
  return_complete(ctx, step) {
    // The lent items come back into stock.
    const back = new Map(
      ctx.doc.items.filter((i) => i.handedOver > 0).map((i) => [i.itemId, i.handedOver]),
    );
    for (const item of ctx.items) {
      const count = back.get(item.id);
      if (count !== undefined) moveStock(ctx, item.id, item.doc.stock + count, `return:${ctx.id}`);
    }
    ctx.changes.evaluationSince = ctx.now;
    return nextStatus(ctx.state, step.action, ctx.side);
  },
  evaluate(ctx, step) {
    const result = evaluate(ctx.state, ctx.side, {
      score: step.score,
      comment: step.comment,
      at: ctx.date,
    });
    ctx.changes.evaluations = {
      ...ctx.doc.evaluations,
      [ctx.side]: { score: step.score, comment: step.comment, at: ctx.now },
    };
    return result.status;
  },
};

/** The loan's return date after a handover or a change of it (null: not a loan). */
function setReturnDue(ctx: StepContext, requested: Date | undefined) {
  const due = returnDueOf(ctx.doc.loan, requested, ctx.date);
  ctx.changes.returnDueAt = due === null ? null : Timestamp.fromDate(due);
}

/** Sets an item's stock and writes the ledger line that explains the move. */
function moveStock(ctx: StepContext, itemId: string, stock: number, reason: string) {
  const before = ctx.items.find((item) => item.id === itemId);
  const itemRef = ctx.exhibit.ref.collection('items').doc(itemId);
  ctx.tx.update(itemRef, { stock, updatedAt: ctx.now });
  const entry: LedgerDoc = {
    delta: stock - (before?.doc.stock ?? stock),
    reason,
    stockAfter: stock,
    byUid: ctx.actor.uid,
    accountId: ctx.actor.identity,
    at: ctx.now,
  };
  ctx.tx.create(itemRef.collection('ledger').doc(), entry);
  ctx.items = ctx.items.map((item) =>
    item.id === itemId ? { ...item, doc: { ...item.doc, stock, updatedAt: ctx.now } } : item,
  );
}

export function createTakeStep(db: Firestore): TakeStep {
  /**
   * A step that moves stock contends with every other one on the exhibit and its items. Checked
   * first outside the transaction as the transaction checks (the step allowed, the stock enough
   * for a handover), so a handover of items already gone is 409 at once; then queued behind the
   * exhibit's other stock moves in this instance, and rechecked when contention with other
   * instances outlasts the transaction's attempts (`TransactionOptions`). Costs the contact and
   * the items read once more.
   */
  async function stockMoveOptions(
    id: string,
    identity: string,
    step: ContactStep,
  ): Promise<TransactionOptions> {
    const check = async () => {
      const { doc, side } = await readContactForParty(db, undefined, id, identity);
      assertTransition(stateOf(doc), step.action, side);
      if (step.action === 'handover') {
        const items = await exhibitPaths(db).items(doc.exhibitId).get();
        const stock = items.docs.map((d) => [d.id, parseDoc(itemDocSchema, d).stock] as const);
        handoverPlan(doc.items, step.items, new Map(stock));
      }
      return doc.exhibitId;
    };
    const exhibitId = await check();
    return {
      ...exhibitTurn(exhibitId),
      recheck: async () => {
        await check();
      },
    };
  }

  return async (id, actor, step, date) => {
    const now = Timestamp.fromDate(date);
    const movesStock = step.action === 'handover' || step.action === 'return_complete';
    const smallCategories = movesStock ? await readSmallCategories(db) : null;
    const options = movesStock ? await stockMoveOptions(id, actor.identity, step) : {};
    return runTransaction(
      db,
      async (tx) => {
        const { doc, side } = await readContactForParty(db, tx, id, actor.identity);
        const exhibit = await readExhibitTx(db, tx, doc.exhibitId);
        const todoKinds = await readTodoKinds(db, tx, id);
        const state = stateOf(doc);
        assertTransition(state, step.action, side);

        const ctx: StepContext = {
          ...{ db, tx, id, actor, doc, side, state, exhibit, date, now },
          items: exhibit.items,
          changes: { updatedAt: now, unread: unreadAfter(side, now) },
        };
        const handler = STEPS[step.action] as (
          ctx: StepContext,
          step: ContactStep,
        ) => ContactStatus;
        const status = handler(ctx, step);
        const { changes } = ctx;
        changes.status = status;
        // A finished trade's chat is closed: the step that ends it leaves nothing unread on either
        // side (the evaluations show on the trade itself).
        if (status === 'finished') changes.unread = { owner: null, customer: null };

        const trade = exhibitTradeState(exhibit.doc, stockTotalOf(ctx.items), doc.status, status);
        if (trade.activeContactCount !== exhibit.doc.activeContactCount || movesStock) {
          const exhibitChanges = { ...trade, updatedAt: now };
          if (smallCategories === null) {
            tx.update(exhibit.ref, exhibitChanges);
          } else {
            // Stock moved: the derived fields (stock, search entry) follow.
            const next = withDerived(exhibit.doc, exhibitChanges, ctx.items, smallCategories);
            tx.update(exhibit.ref, next);
            writeSearchEntryTx(db, tx, exhibit.ref.id, exhibit.doc, next, now);
          }
        }
        const system = { body: step.action, byUid: actor.uid };
        const next = writeContactChangeTx(db, tx, id, doc, changes, todoKinds, system, now);
        return { id, doc: next, side };
      },
      options,
    );
  };
}
