import { Router } from 'express';
import { z } from 'zod';
import { actorOf, authOf, requireAuth } from '../../http/auth';
import type { WritingRouterOptions } from '../../http/router-options';
import { sendCsv } from '../../http/send-csv';
import { noBody, queryInt, validate } from '../../http/validate';
import { usageReportInputSchema } from '../../model/device';
import { fiscalYearOf } from '../../model/fiscal-year';
import type { LenderUsageReportsResponse, UsageReportResponse } from '../../model/share-types';
import { type AccountNames, reservationBodies, reservationParams } from './schema';
import { toUsageReportBody } from './usage-report-docs';
import { usageReportsCsv } from './usage-report-csv';
import type { UsageReportStore } from './usage-report-store';

export interface UsageReportRouterOptions extends WritingRouterOptions {
  accountNames: (ids: readonly string[]) => Promise<AccountNames>;
}

const fiscalYearQuery = z.object({
  fiscalYear: queryInt.pipe(z.number().int().min(2000).max(2100)).optional(),
});

/**
 * Usage reports (docs/share-mode.md, issue 33 part 3): `GET|PUT /home/reservations/{id}/report`
 * (the reservation's user files it once the session ended; its lender reads it),
 * `POST …/report/confirm` (the lender, for a report far from the check-in record), and the acting
 * identity's sessions as lender for a fiscal year, `GET /home/usage-reports[.csv]?fiscalYear=`.
 */
export function usageReportRouter(
  store: UsageReportStore,
  options: UsageReportRouterOptions,
): Router {
  const { requireProfile, accountNames, now = () => new Date() } = options;
  const router = Router();
  router.use(['/home/reservations/:id/report', '/home/usage-reports'], requireAuth);

  async function answer(id: string, actor: ReturnType<typeof actorOf>) {
    const date = now();
    const found = await store.get(id, actor, date);
    const [reservation] = await reservationBodies(accountNames, [found.reservation], found.side);
    return {
      reservation: reservation!,
      report:
        found.report === null ? null : toUsageReportBody(id, found.report, reservation!.userName),
      prefill: { start: found.prefill.start.toISOString(), end: found.prefill.end.toISOString() },
      acknowledgement: found.acknowledgement,
    } satisfies UsageReportResponse;
  }

  router.get(
    '/home/reservations/:id/report',
    validate({ params: reservationParams }),
    async (req, res) => {
      res.set('Cache-Control', 'no-store').json(await answer(req.params.id, actorOf(req)));
    },
  );

  router.put(
    '/home/reservations/:id/report',
    validate({ params: reservationParams, body: usageReportInputSchema }),
    requireProfile,
    async (req, res) => {
      await store.file(req.params.id, actorOf(req), req.body, now());
      res.json(await answer(req.params.id, actorOf(req)));
    },
  );

  router.post(
    '/home/reservations/:id/report/confirm',
    validate({ params: reservationParams, body: noBody }),
    requireProfile,
    async (req, res) => {
      await store.confirm(req.params.id, actorOf(req), now());
      res.json(await answer(req.params.id, actorOf(req)));
    },
  );

  /** The acting identity's sessions as lender in the fiscal year asked for (this one by default). */
  async function sessionsOf(req: Parameters<typeof authOf>[0], year: number | undefined) {
    const fiscalYear = year ?? fiscalYearOf(now());
    const found = await store.lenderSessions(authOf(req).accountId, fiscalYear);
    return { fiscalYear, found };
  }

  router.get('/home/usage-reports', validate({ query: fiscalYearQuery }), async (req, res) => {
    const { fiscalYear, found } = await sessionsOf(req, req.query.fiscalYear);
    const reservations = await reservationBodies(
      accountNames,
      found.map((f) => f.reservation),
      'lender',
    );
    res.set('Cache-Control', 'no-store').json({
      fiscalYear,
      sessions: found.map(({ reservation, report }, i) => ({
        reservation: reservations[i]!,
        report:
          report === null
            ? null
            : toUsageReportBody(reservation.id, report, reservations[i]?.userName ?? null),
      })),
    } satisfies LenderUsageReportsResponse);
  });

  router.get('/home/usage-reports.csv', validate({ query: fiscalYearQuery }), async (req, res) => {
    const { fiscalYear, found } = await sessionsOf(req, req.query.fiscalYear);
    const names = await accountNames(found.map((f) => f.reservation.doc.userId));
    const acknowledgements = await store.acknowledgements(
      found.map((f) => f.reservation.doc.deviceId),
    );
    sendCsv(
      res,
      `usage-reports-FY${fiscalYear}.csv`,
      usageReportsCsv(found, names, acknowledgements, now()),
    );
  });

  return router;
}
