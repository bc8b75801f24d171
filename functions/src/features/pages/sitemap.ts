import { escapeHtml } from '../../shared/html';
import type { ListedPage } from '../search';
import { FIXED_PAGES } from './public-paths';

/** What anyone may read now, as `sitemap.xml` lists it. */
export interface PublicListing {
  /** Reuse exhibits and share listings (both at `/exhibits/{id}`). */
  exhibits: readonly ListedPage[];
  /** Open wanted posts. */
  wanted: readonly ListedPage[];
}

/** A search engine reads it again within the hour; a deploy purges it. */
export const SITEMAP_CACHE = 'public, max-age=0, s-maxage=3600';

/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_URLS_MAX = 50_000;

/**
 * `sitemap.xml` (sitemaps.org) of the public pages at `origin`: the fixed ones, then each listing
 * with the date of its last change, newest first, at most `SITEMAP_URLS_MAX` in all.
 */
export function sitemapXml(origin: string, listing: PublicListing): string {
  const byChange = (a: ListedPage, b: ListedPage) => b.updatedAt.getTime() - a.updatedAt.getTime();
  const urls = [
    ...FIXED_PAGES.map((path) => ({ path, updatedAt: undefined })),
    ...[...listing.exhibits].sort(byChange).map((page) => ({
      path: `/exhibits/${encodeURIComponent(page.id)}`,
      updatedAt: page.updatedAt,
    })),
    ...[...listing.wanted].sort(byChange).map((page) => ({
      path: `/wanted/${encodeURIComponent(page.id)}`,
      updatedAt: page.updatedAt,
    })),
  ].slice(0, SITEMAP_URLS_MAX);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(({ path, updatedAt }) => {
      const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
}
