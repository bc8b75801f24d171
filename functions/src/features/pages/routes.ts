import { Router, type Request, type Response } from 'express';
import { logger } from 'firebase-functions/logger';
import type { ContentDocument, ContentSlug } from '../../model/content-types';
import type { Language } from '../../model/identity-types';
import { idSchema } from '../../model/primitives';
import { pageHead, type HeadContext, type PagePreview } from './page-head';
import { pageHtml, type PageBody } from './page-html';
import { pageStyles, type ClientManifest } from './page-styles';
import { DOCUMENT_PATHS, documentSlug } from './public-paths';
import { documentPreview, LIST_PATHS, listPreview } from './previews';
import { readerLanguage } from './reader-language';
import type { PublicReads, Renderer } from './renderer';
import { SITEMAP_CACHE, sitemapXml, type PublicListing } from './sitemap';

/**
 * Where the public pages' previews and data come from: a preview is undefined when an anonymous
 * reader may not see it.
 */
export interface PageSources {
  /** A reuse exhibit or a share listing (both live at `/exhibits/{id}`). */
  exhibit(id: string): Promise<PagePreview | undefined>;
  wanted(id: string): Promise<PagePreview | undefined>;
  /** A device of share mode (`/share/{id}`). */
  device(id: string): Promise<PagePreview | undefined>;
  content(slug: ContentSlug, language: Language): Promise<ContentDocument>;
  /** Everything anyone may read now (`sitemap.xml`). */
  listing(): Promise<PublicListing>;
  /** What the pages read while they are rendered, as the API answers an anonymous caller. */
  reads: PublicReads;
}

export interface PagesRouterOptions {
  /** The app's built `index.html`. */
  template(): Promise<string>;
  /** The deployed origin and whether search engines may index the pages (read per request). */
  site(): Omit<HeadContext, 'language'>;
  /** The web app's server renderer, loaded by the first page it renders. */
  renderer(): Promise<Renderer>;
  /** The client build's manifest (the pages' stylesheets). */
  manifest(): Promise<ClientManifest>;
}

/**
 * Anonymous public HTML, the same for every reader of a language: the CDN keeps it five minutes and
 * serves it stale for ten more while it asks again. A deploy purges the CDN, so the hashed script
 * names in it never outlive their files.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** A page that is not there: cached a minute, so a listing published after it shows soon. */
export const MISSING_PAGE_CACHE = 'public, max-age=0, s-maxage=60';
/** The shell answered after a failure: never kept, so the next request renders again. */
export const FALLBACK_CACHE = 'no-store';
/**
 * A document: kept a minute like the API's answer for it (`CONTENT_CACHE_CONTROL`), so new terms
 * reach readers as soon through the page as through the app.
 */
export const DOCUMENT_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * The public pages (docs/server-rendering.md): the lists, an exhibit or share listing, a wanted
 * post and the documents, each rendered by the app's own components with its data, under its own
 * head and link-preview tags, in the reader's language (`__session`). What an anonymous reader may
 * not see answers 404 with the shell and no preview. A failure answers the shell (200, never kept,
 * logged), with the page's head when it was known: never a blank or an error page.
 */
export function pagesRouter(sources: PageSources, options: PagesRouterOptions): Router {
  const router = Router();

  /**
   * The page at the request's address under the head of `find`'s preview, rendered with its data
   * and cached for `cache`; undefined: a page that is not there.
   */
  const page =
    (find: (req: Request, language: Language) => Promise<PagePreview | undefined>, cache: string) =>
    async (req: Request, res: Response) => {
      const template = await options.template();
      const language = readerLanguage(req.headers.cookie);
      const context: HeadContext = { ...options.site(), language };
      let head: string | undefined;
      try {
        const preview = await find(req, language);
        head = pageHead(preview ?? null, context);
        if (preview === undefined) {
          res
            .status(404)
            .set('Cache-Control', MISSING_PAGE_CACHE)
            .type('html')
            .send(pageHtml(template, { head, language }));
          return;
        }
        const renderer = await options.renderer();
        const rendered = await renderer.render(req.originalUrl, language, sources.reads);
        if (rendered === null) throw new Error(`The renderer did not render ${req.path}`);
        const body: PageBody = {
          markup: rendered.html,
          stateScript: renderer.ssrStateScript(rendered.state),
          styles: pageStyles(await options.manifest(), rendered.modules),
          mode: rendered.mode,
        };
        res
          .status(rendered.status)
          .set('Cache-Control', cache)
          .type('html')
          .send(pageHtml(template, { head, language, body }));
      } catch (error) {
        // The stack: an Error is logged as `{}` inside an object.
        const cause = error instanceof Error ? (error.stack ?? error.message) : String(error);
        logger.error('A public page fell back to the shell', { path: req.path, error: cause });
        const shell = head === undefined ? template : pageHtml(template, { head, language });
        res.status(200).set('Cache-Control', FALLBACK_CACHE).type('html').send(shell);
      }
    };

  /** A listing found by its id (`:id`); a malformed id is not there either. */
  const byId =
    (find: (id: string) => Promise<PagePreview | undefined>) =>
    async (req: Request): Promise<PagePreview | undefined> => {
      const id = idSchema.safeParse(req.params.id);
      return id.success ? find(id.data) : undefined;
    };

  router.get('/exhibits/:id', page(byId(sources.exhibit), PAGE_CACHE));
  router.get('/wanted/:id', page(byId(sources.wanted), PAGE_CACHE));
  router.get('/share/:id', page(byId(sources.device), PAGE_CACHE));
  router.get(
    [...LIST_PATHS],
    page((req, language) => Promise.resolve(listPreview(req.path, language)), PAGE_CACHE),
  );
  // A document is kept as long as the API's answer for it.
  router.get(
    [...DOCUMENT_PATHS],
    page(
      async (req, language) =>
        documentPreview(await sources.content(documentSlug(req.path), language), req.path),
      DOCUMENT_PAGE_CACHE,
    ),
  );
  // For search engines, when the campus lets them index its pages (`INDEX_PUBLIC_PAGES`).
  router.get('/sitemap.xml', async (_req, res) => {
    const site = options.site();
    if (!site.indexable) {
      res.status(404).set('Cache-Control', MISSING_PAGE_CACHE).type('text').send('Not found');
      return;
    }
    const xml = sitemapXml(site.origin, await sources.listing());
    res.status(200).set('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);
  });
  return router;
}
