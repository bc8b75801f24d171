import { Router } from 'express';
import { requireAuth } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { commentInputSchema } from '../../model/exhibit';
import { profileRequired } from '../groups/service';
import { exhibitParams } from '../search/schema';
import { pageQuery } from '../../http/paging';
import { assertViewable, identityOf } from '../search/service';
import type { ExhibitsReadStore } from '../search/store';
import { type CommentListResponse, type CommentResponse, commentParams } from './schema';
import { toComment } from './service';
import type { CommentsStore } from './store';

export interface CommentsRouterOptions {
  store: CommentsStore;
  exhibits: ExhibitsReadStore;
  /** The clock (tests pin it). */
  now?: () => Date;
}

/** The authenticated caller; `requireAuth` runs first on the write routes. */
function callerOf(req: { auth?: { uid: string; group: string | null } }) {
  if (req.auth === undefined) throw new Error('requireAuth must run first');
  return { uid: req.auth.uid, identity: req.auth.group ?? req.auth.uid };
}

/**
 * `GET /exhibits/{id}/comments` (public, on viewable exhibits) and the author's writes under
 * `/home/exhibits/{id}/comments`.
 */
export function commentsRouter({
  store,
  exhibits,
  now = () => new Date(),
}: CommentsRouterOptions): Router {
  const router = Router();

  async function requireProfile(uid: string): Promise<void> {
    if (!(await store.hasActiveProfile(uid))) throw profileRequired();
  }

  router.get(
    '/exhibits/:id/comments',
    validate({ params: exhibitParams, query: pageQuery }),
    async (req, res) => {
      const identity = identityOf(req.auth);
      assertViewable(await exhibits.getExhibit(req.params.id), identity);
      const { comments, total } = await store.listComments(
        req.params.id,
        req.query.limit,
        req.query.offset,
      );
      const authors = await exhibits.getAccounts(comments.map((c) => c.accountId));
      res.json({
        comments: comments.map((c) => toComment(c, authors.get(c.accountId), identity)),
        total,
      } satisfies CommentListResponse);
    },
  );

  router.post(
    '/home/exhibits/:id/comments',
    requireAuth,
    validate({ params: exhibitParams, body: commentInputSchema }),
    async (req, res) => {
      const { uid, identity } = callerOf(req);
      await requireProfile(uid);
      const record = await store.createComment({
        exhibitId: req.params.id,
        identity,
        uid,
        body: req.body.body,
        now: now(),
      });
      const authors = await exhibits.getAccounts([identity]);
      res.status(201).json({
        comment: toComment(record, authors.get(identity), identity),
      } satisfies CommentResponse);
    },
  );

  router.put(
    '/home/exhibits/:id/comments/:commentId',
    requireAuth,
    validate({ params: commentParams, body: commentInputSchema }),
    async (req, res) => {
      const { uid, identity } = callerOf(req);
      await requireProfile(uid);
      const { id, commentId } = req.params;
      const record = await store.updateComment(id, commentId, identity, req.body.body, now());
      const authors = await exhibits.getAccounts([identity]);
      res.json({
        comment: toComment(record, authors.get(identity), identity),
      } satisfies CommentResponse);
    },
  );

  router.delete(
    '/home/exhibits/:id/comments/:commentId',
    requireAuth,
    validate({ params: commentParams, body: noBody }),
    async (req, res) => {
      const { uid, identity } = callerOf(req);
      await requireProfile(uid);
      await store.deleteComment(req.params.id, req.params.commentId, identity);
      res.status(204).end();
    },
  );

  return router;
}
