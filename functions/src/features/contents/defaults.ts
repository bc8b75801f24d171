import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ContentSlug,
  ContentText,
  ContentVersion,
  DefaultDocuments,
} from '../../model/content-types';
import { CONTENT_SLUGS, FIRST_VERSION, TERMS_SLUG } from '../../model/content-types';
import { LANGUAGES, type Language } from '../../model/identity-types';

/**
 * The folder of the built-in texts, `<slug>.<lang>.md` beside this module: in `src` for the tests
 * and the seed, copied into `lib` by the build (`scripts/copy-assets.mjs`) for the function.
 */
export const DEFAULTS_DIR = path.join(__dirname, 'defaults');

/**
 * One built-in text: its file's first line is `# <title>`, then an empty line, then the body, then
 * the file's final newline (not part of the body).
 */
export function parseDefaultText(file: string, text: string): ContentText {
  const match = /^# ([^\n]+)\n\n/.exec(text);
  if (match === null || !text.endsWith('\n')) {
    throw new Error(`${file}: expected "# <title>", an empty line, the body and a final newline`);
  }
  return { title: match[1] as string, body: text.slice(match[0].length, -1) };
}

function readDefaults(lang: Language): DefaultDocuments {
  const entries = CONTENT_SLUGS.map((slug) => {
    const file = path.join(DEFAULTS_DIR, `${slug}.${lang}.md`);
    return [slug, parseDefaultText(file, readFileSync(file, 'utf8'))] as const;
  });
  return Object.fromEntries(entries) as Record<ContentSlug, ContentText>;
}

/**
 * The built-in texts: version 1 of every document in both languages (Markdown files, read once when
 * the module loads). Served while Firestore holds no version of a language, stored as its first
 * version by the seed (and by the first publication of that language), so the history starts with
 * them.
 */
export const DEFAULT_DOCUMENTS: Readonly<Record<Language, DefaultDocuments>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, readDefaults(lang)]),
) as Record<Language, DefaultDocuments>;

/** When the built-in texts took effect (the terms' 附則: 2026-11-20, Tokyo). */
export const DEFAULTS_PUBLISHED_AT = '2026-11-19T15:00:00.000Z';

/** The id of a version in `contents/{slug}/versions`: the language and the zero-padded number. */
export function versionId(lang: Language, version: number): string {
  return `${lang}-${String(version).padStart(6, '0')}`;
}

/** The built-in text of one language of a document, as its version 1. */
export function builtInVersion(slug: ContentSlug, lang: Language): ContentVersion {
  const { title, body } = DEFAULT_DOCUMENTS[lang][slug];
  return {
    id: versionId(lang, FIRST_VERSION),
    lang,
    version: FIRST_VERSION,
    title,
    body,
    baseVersion: null,
    editorial: false,
    termsVersion: slug === TERMS_SLUG ? FIRST_VERSION : null,
    publishedAt: DEFAULTS_PUBLISHED_AT,
    publishedBy: { uid: null, name: null },
  };
}
