import { Router } from 'express';
import { authOf, requireAuth, requireRole } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { pageQuery } from '../../http/paging';
import type { WritingRouterOptions } from '../../http/router-options';
import { moderationActionInputSchema, reportInputSchema } from '../../model/moderation';
import {
  type ModerationActionResponse,
  type ModerationAuditResponse,
  type ModerationReportsResponse,
  type ModerationRevertResponse,
  type ReportCreatedResponse,
  auditParams,
  reportParams,
  reportsQuery,
} from './schema';
import type { Moderator, ModerationStore } from './store';
import type { ModerationUseCases } from './use-cases';

/**
 * `POST /home/reports` (any signed-in user with a profile, as the current identity) and the
 * moderators' `/home/moderation/**` (role moderator): the queue, actions, the audit and reverts
 * (docs/moderation.md).
 */
export function moderationRouter(
  { store, useCases }: { store: ModerationStore; useCases: ModerationUseCases },
  { requireProfile, now = () => new Date() }: WritingRouterOptions,
): Router {
  const router = Router();
  /** The moderator acting (after `requireRole`), named as the audit names them. */
  const moderatorOf = async (req: { auth?: { uid: string } | undefined }): Promise<Moderator> => {
    const uid = req.auth?.uid;
    if (uid === undefined) throw new Error('requireRole must run first');
    return { uid, name: await store.moderatorName(uid) };
  };

  router.post(
    '/home/reports',
    requireAuth,
    validate({ body: reportInputSchema }),
    requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const at = now();
      const { id } = await useCases.report({ uid, accountId }, req.body, at);
      res
        .status(201)
        .json({ report: { id, createdAt: at.toISOString() } } satisfies ReportCreatedResponse);
    },
  );

  router.use('/home/moderation', requireRole('moderator'));

  router.get('/home/moderation/reports', validate({ query: reportsQuery }), async (req, res) => {
    const { status, limit, offset } = req.query;
    const list = await store.list(status, limit, offset);
    res.set('Cache-Control', 'no-store').json(list satisfies ModerationReportsResponse);
  });

  router.post(
    '/home/moderation/reports/:id/actions',
    validate({ params: reportParams, body: moderationActionInputSchema }),
    async (req, res) => {
      const result = await useCases.act(req.params.id, await moderatorOf(req), req.body, now());
      res.json(result satisfies ModerationActionResponse);
    },
  );

  router.get('/home/moderation/audit', validate({ query: pageQuery }), async (req, res) => {
    const list = await store.audit(req.query.limit, req.query.offset);
    res.set('Cache-Control', 'no-store').json(list satisfies ModerationAuditResponse);
  });

  router.post(
    '/home/moderation/audit/:id/revert',
    validate({ params: auditParams, body: noBody }),
    async (req, res) => {
      const entry = await useCases.revert(req.params.id, await moderatorOf(req), now());
      res.json({ entry } satisfies ModerationRevertResponse);
    },
  );

  return router;
}
