import type { ContentSlug, ContentVersion, DefaultDocuments } from '../../model/content-types';
import { FIRST_VERSION, TERMS_SLUG } from '../../model/content-types';
import type { Language } from '../../model/identity-types';
import { en } from './defaults-en';
import { ja } from './defaults-ja';

/**
 * The built-in texts: version 1 of every document in both languages. Served while Firestore holds no
 * version of a language, stored as its first version by the seed (and by the first publication of
 * that language), so the history starts with them.
 */
export const DEFAULT_DOCUMENTS: Readonly<Record<Language, DefaultDocuments>> = { ja, en };

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
