import { Router, type Request, type Response } from 'express';
import { logger } from 'firebase-functions/logger';
import type { ContentDocument } from '../../model/content-types';
import { idSchema } from '../../model/primitives';
import { pageHead, type HeadContext, type PagePreview } from './page-head';
import { pageHtml } from './page-html';
import { DOCUMENT_PATHS } from './public-paths';
import { documentPreview } from './previews';
import { readerLanguage } from './reader-language';
import type { PublicReads, Renderer } from './renderer';
import { SITEMAP_CACHE, sitemapXml, type PublicListing } from './sitemap';

/**
 * Where the public pages' previews and data come from: a preview is undefined when an anonymous
 * reader may not see it.
 */
export interface PageSources extends PublicReads {
  /** A reuse exhibit or a share listing (both live at `/exhibits/{id}`). */
  exhibit(id: string): Promise<PagePreview | undefined>;
  wanted(id: string): Promise<PagePreview | undefined>;
  /** Everything anyone may read now (`sitemap.xml`). */
  listing(): Promise<PublicListing>;
}

export interface PagesRouterOptions {
  /** The app's built `index.html`. */
  template(): Promise<string>;
  /** The deployed origin and whether search engines may index the pages (read per request). */
  site(): Omit<HeadContext, 'language'>;
  /** The web app's server renderer, loaded by the first page it renders. */
  renderer(): Promise<Renderer>;
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
 * The public pages that answer with their own head (docs/server-rendering.md, part 1): an exhibit
 * or share listing and a wanted post, with their title, description and photo as link-preview tags,
 * in the reader's language (`__session`), 404 with no preview when an anonymous reader may not see
 * them. The body is the app's shell, which renders the page in the browser. A failure answers the
 * plain shell (200, logged): never a blank or an error page.
 */
export function pagesRouter(sources: PageSources, options: PagesRouterOptions): Router {
  const router = Router();

  /** After a failure: the plain shell, 200 and never kept, and the error logged. */
  const answerShell = (req: Request, res: Response, template: string, error: unknown) => {
    logger.error('A public page fell back to the shell', { path: req.path, error });
    res.status(200).set('Cache-Control', FALLBACK_CACHE).type('html').send(template);
  };

  const page =
    (find: (id: string) => Promise<PagePreview | undefined>) =>
    async (req: Request<{ id: string }>, res: Response) => {
      const template = await options.template();
      const language = readerLanguage(req.headers.cookie);
      const context: HeadContext = { ...options.site(), language };
      try {
        const id = idSchema.safeParse(req.params.id);
        const preview = id.success ? await find(id.data) : undefined;
        res
          .status(preview === undefined ? 404 : 200)
          .set('Cache-Control', preview === undefined ? MISSING_PAGE_CACHE : PAGE_CACHE)
          .type('html')
          .send(pageHtml(template, { head: pageHead(preview ?? null, context), language }));
      } catch (error) {
        answerShell(req, res, template, error);
      }
    };

  router.get('/exhibits/:id', page(sources.exhibit));
  router.get('/wanted/:id', page(sources.wanted));

  // A document, rendered whole by the app's own components: readable before (and without) the
  // JavaScript, which then takes it over with the same data.
  router.get([...DOCUMENT_PATHS], async (req, res) => {
    const template = await options.template();
    const language = readerLanguage(req.headers.cookie);
    try {
      const renderer = await options.renderer();
      let shown: ContentDocument | undefined;
      const rendered = await renderer.render(req.originalUrl, language, {
        async content(slug, lang) {
          shown = await sources.content(slug, lang);
          return shown;
        },
      });
      if (rendered === null || shown === undefined) {
        throw new Error(`The renderer did not render the document at ${req.path}`);
      }
      const head = pageHead(documentPreview(shown, req.path), { ...options.site(), language });
      res
        .status(rendered.status)
        .set('Cache-Control', DOCUMENT_PAGE_CACHE)
        .type('html')
        .send(
          pageHtml(template, {
            head,
            language,
            body: { markup: rendered.html, stateScript: renderer.ssrStateScript(rendered.state) },
          }),
        );
    } catch (error) {
      answerShell(req, res, template, error);
    }
  });
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
