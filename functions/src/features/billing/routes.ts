import { Router } from 'express';
import { forbidden, notFound, validationError } from '../../http/errors';
import { authOf, requireAuth } from '../../http/auth';
import { sendCsv } from '../../http/send-csv';
import { validate } from '../../http/validate';
import { z } from 'zod';
import { billOf, earningsOf, fundStatementOf, type AccountNames } from '../reservations';
import { fundsActorOf, type FundsStore } from '../funds';
import { fiscalYearMonths } from '../../model/fiscal-year';
import type { FundChargesResponse } from '../../model/fund-types';
import { idSchema } from '../../model/primitives';
import { billsCsv, earningsCsv, fundChargesCsv, lenderViewOf, monthsBetween } from './service';
import {
  billParams,
  lineBody,
  partiesOf,
  monthRangeQuery,
  paymentInputSchema,
  toBillBody,
  toEarningsBody,
} from './schema';
import { type BillingStore, parseBillId } from './store';
import type { RouterOptions } from '../../http/router-options';
import { NOT_BILL_LENDER, NOT_BILL_PARTY } from '../../model/error-codes';

export interface BillingRouterOptions extends RouterOptions {
  /** The current names of user and lender accounts (null: withdrawn), shown on the lines. */
  accountNames: (ids: readonly string[]) => Promise<AccountNames>;
  /** The funds whose statements `…/funds/{fundId}/charges` shows. */
  funds: FundsStore;
}

const fundParams = z.object({ id: idSchema, fundId: idSchema });

/**
 * True for the external-funds officer, who settles budgets and project codes, reads every bill and
 * records payments for any lender; the junk-inquiry officer (disposal of assets) has no part in
 * money and counts as a plain user here.
 */
const isFundsOfficer = (roles: readonly string[]) => roles.includes('external_funds');

export const notBillParty = () =>
  forbidden(
    NOT_BILL_PARTY,
    'Only the billed identity, its lenders and external-funds officers see this bill',
  );

/**
 * Bills, payments and earnings of share mode (docs/share-mode.md), for the acting identity:
 * `GET /home/bills?from&to` (+ `.csv`), `GET /home/bills/{id}` (the billed identity or an
 * external-funds officer: the whole bill; a lender with lines on it: only those lines, its share and
 * its payments), `POST /home/bills/{id}/payments` (a lender for its lines, an external-funds officer
 * for a named lender), `GET /home/earnings?from&to` (+ `.csv`). Ranges are months, at most 12.
 */
export function billingRouter(store: BillingStore, options: BillingRouterOptions): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use(
    ['/home/bills', '/home/bills.csv', '/home/earnings', '/home/earnings.csv'],
    requireAuth,
  );

  async function billsOf(identity: string, from: string, to: string) {
    const months = monthsBetween(from, to);
    const [rs, ps] = await Promise.all([
      store.reservations('userId', identity, months),
      store.payments('userId', identity, months),
    ]);
    return months.map((m) => billOf(identity, m, rs, ps));
  }

  async function earningsFor(identity: string, from: string, to: string) {
    const months = monthsBetween(from, to);
    const [rs, ps] = await Promise.all([
      store.reservations('lenderId', identity, months),
      store.payments('lenderId', identity, months),
    ]);
    return months.map((m) => earningsOf(identity, m, rs, ps));
  }

  router.get('/home/bills', validate({ query: monthRangeQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const bills = await billsOf(identity, req.query.from, req.query.to);
    const names = await options.accountNames(partiesOf(bills));
    res.json({ bills: bills.map((b) => toBillBody(b, names)) });
  });

  router.get('/home/bills.csv', validate({ query: monthRangeQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { from, to } = req.query;
    sendCsv(res, `bills-${from}-${to}.csv`, billsCsv(await billsOf(identity, from, to)));
  });

  router.get('/home/bills/:id', validate({ params: billParams }), async (req, res) => {
    const { accountId: identity, roles } = authOf(req);
    const officer = isFundsOfficer(roles);
    const { userId, month } = parseBillId(req.params.id);
    const [rs, ps] = await Promise.all([
      store.reservations('userId', userId, [month]),
      store.payments('userId', userId, [month]),
    ]);
    const whole = billOf(userId, month, rs, ps);
    let bill = whole;
    if (userId !== identity && !officer) {
      if (!whole.lines.some((l) => l.lenderId === identity)) throw notBillParty();
      bill = lenderViewOf(whole, identity, ps);
    }
    const names = await options.accountNames(partiesOf([bill]));
    res.json({ bill: toBillBody(bill, names) });
  });

  router.post(
    '/home/bills/:id/payments',
    validate({ params: billParams, body: paymentInputSchema }),
    async (req, res) => {
      const { uid, accountId: identity, roles } = authOf(req);
      const officer = isFundsOfficer(roles);
      const lenderId = req.body.lenderId ?? identity;
      if (!officer && lenderId !== identity)
        throw forbidden(NOT_BILL_LENDER, 'A lender records payments for its own lines only');
      if (officer && req.body.lenderId === undefined)
        throw validationError([{ location: 'body.lenderId', message: 'Name the lender paid' }]);
      const { userId } = parseBillId(req.params.id);
      if (userId === lenderId) throw notFound('Bill not found');
      const { id, doc } = await store.recordPayment(
        req.params.id,
        {
          lenderId,
          amount: req.body.amount,
          projectCode: req.body.projectCode,
          note: req.body.note,
          recordedBy: uid,
        },
        now(),
      );
      res.status(201).json({
        payment: { id, ...doc, at: doc.at.toDate().toISOString() },
      });
    },
  );

  /** A fund's statement for its fiscal year, for its group's admins and officers. */
  async function statementOf(req: Parameters<typeof authOf>[0], groupId: string, fundId: string) {
    const fund = await options.funds.readForAccounts(groupId, fundId, fundsActorOf(req));
    const months = fiscalYearMonths(fund.fiscalYear);
    const statement = fundStatementOf(months, await store.fundReservations(fundId, months));
    return { fund, ...statement };
  }

  router.get(
    '/home/groups/:id/funds/:fundId/charges',
    requireAuth,
    validate({ params: fundParams }),
    async (req, res) => {
      const { fund, months, lines, total } = await statementOf(
        req,
        req.params.id,
        req.params.fundId,
      );
      const names = await options.accountNames(partiesOf([{ lines }]));
      res.set('Cache-Control', 'no-store').json({
        fund,
        months,
        lines: lines.map((l) => lineBody(l, names)),
        total,
      } satisfies FundChargesResponse);
    },
  );

  router.get(
    '/home/groups/:id/funds/:fundId/charges.csv',
    requireAuth,
    validate({ params: fundParams }),
    async (req, res) => {
      const { fund, lines } = await statementOf(req, req.params.id, req.params.fundId);
      const names = await options.accountNames(partiesOf([{ lines }]));
      sendCsv(
        res,
        `fund-${fund.projectCode}-FY${fund.fiscalYear}.csv`,
        fundChargesCsv(lines, names),
      );
    },
  );

  router.get('/home/earnings', validate({ query: monthRangeQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const earnings = await earningsFor(identity, req.query.from, req.query.to);
    const names = await options.accountNames(partiesOf(earnings));
    res.json({ earnings: earnings.map((e) => toEarningsBody(e, names)) });
  });

  router.get('/home/earnings.csv', validate({ query: monthRangeQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { from, to } = req.query;
    sendCsv(res, `earnings-${from}-${to}.csv`, earningsCsv(await earningsFor(identity, from, to)));
  });

  return router;
}
