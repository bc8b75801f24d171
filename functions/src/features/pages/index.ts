/**
 * The public face of the pages feature: the server-rendered public pages (docs/server-rendering.md).
 */
export { devicePreview, exhibitPreview, shareListingPreview, wantedPreview } from './previews';
export { publicRead, publicReads } from './public-api';
export type { ClientManifest } from './page-styles';
export type { Renderer } from './renderer';
export { pagesRouter, type PageSources, type PagesRouterOptions } from './routes';
