import { Router } from 'express';
import type { ProfileCheck } from '../../http/profile';
import { authOf, requireAuth, viewerOf } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { commentInputSchema } from '../../model/exhibit';
import { exhibitParams, assertViewable, type ExhibitsReadStore } from '../search';
import { pageQuery } from '../../http/paging';
import { type CommentListResponse, type CommentResponse, commentParams } from './schema';
import { toComment } from './service';
import type { CommentsStore } from './store';

export interface CommentsRouterOptions {
  store: CommentsStore;
  exhibits: ExhibitsReadStore;
  /** `requireProfile` of `http/profile.ts`: writing needs an active profile. */
  requireProfile: ProfileCheck;
  /** The clock (tests pin it). */
  now?: () => Date;
}

/**
 * `GET /exhibits/{id}/comments` (public, on viewable exhibits) and the author's writes under
 * `/home/exhibits/{id}/comments`.
 */
export function commentsRouter({
  store,
  exhibits,
  requireProfile,
  now = () => new Date(),
}: CommentsRouterOptions): Router {
  const router = Router();

  router.get(
    '/exhibits/:id/comments',
    validate({ params: exhibitParams, query: pageQuery }),
    async (req, res) => {
      const identity = viewerOf(req);
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
    requireProfile,
    async (req, res) => {
      const { uid, accountId: identity } = authOf(req);
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
    requireProfile,
    async (req, res) => {
      const { accountId: identity } = authOf(req);
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
    requireProfile,
    async (req, res) => {
      const { accountId: identity } = authOf(req);
      await store.deleteComment(req.params.id, req.params.commentId, identity);
      res.status(204).end();
    },
  );

  return router;
}
