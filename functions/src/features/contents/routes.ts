import { Router } from 'express';
import { authOf, requireRole } from '../../http/auth';
import { profileOf } from '../../http/profile';
import type { WritingRouterOptions } from '../../http/router-options';
import { validate } from '../../http/validate';
import type { ContentHistoryResponse, ContentResponse } from '../../model/content-types';
import type { Language } from '../../model/identity-types';
import { contentParams, contentQuery, publishContentSchema } from './schema';
import { currentDocument, etagOf, knownSlug, toContentDocument } from './service';
import type { ContentsStore } from './store';

export type ContentsRouterOptions = WritingRouterOptions;

/**
 * Public documents are the same for everyone and change rarely, but a new version (new terms above
 * all) should reach readers soon: browsers and the CDN keep an answer one minute, then revalidate
 * with its `ETag` (a 304 costs no body).
 */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

const EDITOR = 'content_editor';
const SYSTEM_PATH = '/home/system/contents/:slug';

/** `GET /contents/{slug}?lang=`'s answer: 404 for a slug that is no document (the pages' too). */
export async function contentResponse(
  store: Pick<ContentsStore, 'current'>,
  slug: string,
  lang: Language,
): Promise<ContentResponse> {
  return { content: await currentDocument(store, knownSlug(slug), lang) };
}

/**
 * `GET /contents/{slug}?lang=` (public) and, for officers of the `content_editor` role,
 * `GET|POST /home/system/contents/{slug}` (current text with the history; publication).
 */
export function contentsRouter(store: ContentsStore, options: ContentsRouterOptions): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();

  router.get(
    '/contents/:slug',
    validate({ params: contentParams, query: contentQuery }),
    async (req, res) => {
      const body = await contentResponse(store, req.params.slug, req.query.lang);
      res.set('Cache-Control', CONTENT_CACHE_CONTROL).set('ETag', etagOf(body));
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.json(body);
    },
  );

  router.use('/home/system/contents', requireRole(EDITOR));

  router.get(
    SYSTEM_PATH,
    validate({ params: contentParams, query: contentQuery }),
    async (req, res) => {
      const slug = knownSlug(req.params.slug);
      const [{ doc, stored }, versions] = await Promise.all([
        store.current(slug, req.query.lang),
        store.history(slug),
      ]);
      const body: ContentHistoryResponse = {
        content: toContentDocument(slug, req.query.lang, stored, doc),
        versions,
      };
      res.json(body);
    },
  );

  router.post(
    SYSTEM_PATH,
    validate({ params: contentParams, body: publishContentSchema }),
    options.requireProfile,
    async (req, res) => {
      const slug = knownSlug(req.params.slug);
      const by = { uid: authOf(req).uid, name: profileOf(req).name };
      const { doc, published } = await store.publish(slug, req.body, by, now());
      const body: ContentResponse = {
        content: toContentDocument(slug, published.lang, published, doc),
      };
      res.status(201).json(body);
    },
  );

  return router;
}
