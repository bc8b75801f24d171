import { CONTENT_SLUGS } from '../../model/content-types';

/** The documents' addresses, each server-rendered (docs/server-rendering.md, part 2). */
export const DOCUMENT_PATHS: readonly string[] = CONTENT_SLUGS.map((slug) => `/${slug}`);

/** The public pages that are not a listing: the lists and the documents (`sitemap.xml`). */
export const FIXED_PAGES: readonly string[] = [
  '/',
  '/share',
  '/wanted',
  '/impact',
  ...DOCUMENT_PATHS,
];
