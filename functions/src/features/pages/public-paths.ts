import { CONTENT_SLUGS, type ContentSlug } from '../../model/content-types';
import { LIST_PATHS } from './previews';

/** The documents' addresses, each server-rendered (docs/server-rendering.md, part 2). */
export const DOCUMENT_PATHS: readonly string[] = CONTENT_SLUGS.map((slug) => `/${slug}`);

/** The document at `path` (one of `DOCUMENT_PATHS`). */
export function documentSlug(path: string): ContentSlug {
  const slug = CONTENT_SLUGS.find((candidate) => `/${candidate}` === path);
  if (slug === undefined) throw new Error(`${path} is no document`);
  return slug;
}

/** The public pages that are not a listing: the lists and the documents (`sitemap.xml`). */
export const FIXED_PAGES: readonly string[] = [...LIST_PATHS, ...DOCUMENT_PATHS];
