/**
 * The public face of the pages feature: the server-rendered public pages (docs/server-rendering.md).
 */
export { pageHead, PRODUCT_IMAGE_PATH, type HeadContext, type PagePreview } from './page-head';
export { documentPreview, exhibitPreview, shareListingPreview, wantedPreview } from './previews';
export { DOCUMENT_PATHS, pagesRouter, type PageSources, type PagesRouterOptions } from './routes';
export type { PublicReads, RenderedPage, Renderer } from './renderer';
export { FIXED_PAGES, sitemapXml, type PublicListing } from './sitemap';
