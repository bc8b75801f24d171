import { Router } from 'express';
import { requireRole } from '../../http/auth';
import { validate } from '../../http/validate';
import { decisionInputSchema } from '../../model/exhibit';
import { type ReviewStage, STAGE_ROLE, exhibitParams } from '../exhibits';
import {
  type BackofficeDetailResponse,
  type BackofficeListResponse,
  type DecisionResponse,
  exportQuery,
  queueQuery,
} from './schema';
import { keywordsOf, statusesOf } from './service';
import type { BackofficeStore } from './store';
import type { RouterOptions } from '../../http/router-options';

export type BackofficeRouterOptions = RouterOptions;

const STAGES: readonly ReviewStage[] = ['junk', 'funds'];

function officerUid(req: { auth?: { uid: string } | undefined }): string {
  const uid = req.auth?.uid;
  if (uid === undefined) throw new Error('requireRole must run first');
  return uid;
}

/**
 * `/home/backoffice/junk/**` (role junk_inquiry) and `/home/backoffice/funds/**` (role
 * external_funds): queues, detail, decisions and the CSV export.
 */
export function backofficeRouter(
  store: BackofficeStore,
  options: BackofficeRouterOptions = {},
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();

  for (const stage of STAGES) {
    const base = `/home/backoffice/${stage}`;
    router.use(base, requireRole(STAGE_ROLE[stage]));

    router.get(base, validate({ query: queueQuery(stage) }), async (req, res) => {
      const { status, keyword, limit, offset } = req.query;
      const list = await store.list(
        stage,
        statusesOf(stage, status),
        keywordsOf(keyword),
        limit,
        offset,
        officerUid(req),
      );
      res.json(list satisfies BackofficeListResponse);
    });

    // Before `/:id`, so that the literal segment wins.
    router.get(`${base}/export.csv`, validate({ query: exportQuery(stage) }), async (req, res) => {
      const { status, keyword } = req.query;
      const csv = await store.exportCsv(stage, statusesOf(stage, status), keywordsOf(keyword));
      const date = now().toISOString().slice(0, 10);
      res
        .status(200)
        .set('Content-Type', 'text/csv; charset=utf-8')
        .set('Content-Disposition', `attachment; filename="${stage}-${status}-${date}.csv"`)
        .set('Cache-Control', 'no-store')
        .send(csv);
    });

    router.get(`${base}/:id`, validate({ params: exhibitParams }), async (req, res) => {
      const detail = await store.detail(stage, req.params.id, officerUid(req));
      res.json(detail satisfies BackofficeDetailResponse);
    });

    router.post(
      `${base}/:id/decision`,
      validate({ params: exhibitParams, body: decisionInputSchema }),
      async (req, res) => {
        const uid = officerUid(req);
        const officer = { uid, name: await store.officerName(uid) };
        const result = await store.decide(stage, req.params.id, officer, req.body, now());
        res.json(result satisfies DecisionResponse);
      },
    );
  }

  return router;
}
