import { Router } from 'express';
import { authOf, requireAuth, viewerOf } from '../../http/auth';
import { noBody, validate } from '../../http/validate';
import { commentInputSchema } from '../../model/exhibit';
import { exhibitParams, assertViewable, type ExhibitsReadStore } from '../search';
import { pageQuery } from '../../http/paging';
import {
  type CommentListResponse,
  type CommentRecord,
  type CommentResponse,
  commentParams,
} from './schema';
import { toComment } from './service';
import type { CommentsStore } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

export interface CommentsRouterOptions extends WritingRouterOptions {
  store: CommentsStore;
  exhibits: ExhibitsReadStore;
}

/**
 * `GET /exhibits/{id}/comments`'s answer for `identity`: a page of the comments, oldest first, each
 * under its author's current name; 404 unless `identity` may see the exhibit. The pages function
 * reads it too, as an anonymous reader.
 */
export async function commentPage(
  { store, exhibits }: Pick<CommentsRouterOptions, 'store' | 'exhibits'>,
  exhibitId: string,
  identity: string | null,
  limit: number,
  offset: number,
): Promise<CommentListResponse> {
  const exhibit = await exhibits.getExhibit(exhibitId);
  assertViewable(exhibit, identity);
  const { comments, total } = await store.listComments(exhibitId, limit, offset);
  const authors = await exhibits.getAccounts(comments.map((c) => c.accountId));
  return {
    comments: comments.map((c) =>
      toComment(c, authors.get(c.accountId), identity, exhibit.ownerId),
    ),
    total,
  };
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

  /** A comment as its author sees it, under the author's current account name. */
  async function asAuthor(record: CommentRecord, identity: string, exhibitId: string) {
    const [authors, exhibit] = await Promise.all([
      exhibits.getAccounts([identity]),
      exhibits.getExhibit(exhibitId),
    ]);
    return toComment(record, authors.get(identity), identity, exhibit?.ownerId ?? '');
  }

  router.get(
    '/exhibits/:id/comments',
    validate({ params: exhibitParams, query: pageQuery }),
    async (req, res) => {
      const { limit, offset } = req.query;
      res.json(await commentPage({ store, exhibits }, req.params.id, viewerOf(req), limit, offset));
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
      res.status(201).json({
        comment: await asAuthor(record, identity, req.params.id),
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
      res.json({ comment: await asAuthor(record, identity, id) } satisfies CommentResponse);
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
