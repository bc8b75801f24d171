import type { Language } from '../../model/identity-types';
import { escapeHtml } from '../../shared/html';
import { PRODUCT_NAME } from '../../shared/product-name';

/** What a public page shows of itself in a link preview (LINE, Slack, a mail client). */
export interface PagePreview {
  /** The page's own title: an exhibit's, a share listing's, a wanted post's. */
  title: string;
  /** What it is about, in its owner's words (cut to `DESCRIPTION_LENGTH_MAX` here). */
  description: string;
  /** Its first photo's path on the site (`/api/v1/images/…`); null: the product image. */
  imagePath: string | null;
  /** The page's path (`/exhibits/abc`). */
  path: string;
}

export interface HeadContext {
  language: Language;
  /** The deployed origin (`https://market.example.ac.jp`): previews need absolute URLs. */
  origin: string;
  /** Whether search engines may index the public pages (the campus's choice; default false). */
  indexable: boolean;
}

/** The image of a preview whose page has no photo (`web/public`, 1200 × 630). */
export const PRODUCT_IMAGE_PATH = '/og-image.png';

/** Previews show about this much of a description; longer ones are cut with an ellipsis. */
export const DESCRIPTION_LENGTH_MAX = 160;

const OG_LOCALE: Record<Language, string> = { ja: 'ja_JP', en: 'en_US' };

/**
 * The `<head>` tags of a public page: its title, description and canonical address, the Open Graph
 * and Twitter card tags chat apps read for a preview, and `robots: noindex` unless the campus lets
 * search engines index its listings. `null` is a page that is not there (unknown, private, a draft,
 * withdrawn): the product's title, no preview, never indexed.
 */
export function pageHead(preview: PagePreview | null, context: HeadContext): string {
  const site = PRODUCT_NAME[context.language];
  const robots = context.indexable && preview !== null ? [] : [meta('name', 'robots', 'noindex')];
  if (preview === null) return [`<title>${escapeHtml(site)}</title>`, ...robots].join('\n');

  const url = absolute(context.origin, preview.path);
  const description = excerpt(preview.description);
  return [
    `<title>${escapeHtml(`${preview.title} | ${site}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', site),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', absolute(context.origin, preview.imagePath ?? PRODUCT_IMAGE_PATH)),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[context.language]),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...robots,
  ].join('\n');
}

/** The description on one line, cut at `DESCRIPTION_LENGTH_MAX` characters (code points). */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= DESCRIPTION_LENGTH_MAX
    ? line
    : `${chars
        .slice(0, DESCRIPTION_LENGTH_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function absolute(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
