import { createHash } from 'node:crypto';
import { type AppError, conflict, notFound } from '../../http/errors';
import {
  type ContentAuthor,
  type ContentDocument,
  type ContentSlug,
  type ContentVersion,
  FIRST_VERSION,
  type PublishContentInput,
  TERMS_SLUG,
  isContentSlug,
} from '../../model/content-types';
import { CONTENT_CHANGED } from '../../model/error-codes';
import { LANGUAGES, type Language } from '../../model/identity-types';
import { builtInVersion, versionId } from './defaults';
import type { ContentDoc } from './schema';
import type { ContentsStore } from './store';

/** Rules of the documents and their versions; no Firestore in here. */

export const contentChanged = (lang: Language, current: number): AppError =>
  conflict(
    CONTENT_CHANGED,
    `Version ${current} of the ${lang} text was published meanwhile: start again from it`,
  );

/** The slug as a document's, or 404. */
export function knownSlug(slug: string): ContentSlug {
  if (!isContentSlug(slug)) throw notFound('No such document');
  return slug;
}

/** The terms version of `contents/terms` (the first one while nothing was published). */
export function termsVersionOf(doc: ContentDoc | undefined): number {
  return doc?.termsVersion ?? FIRST_VERSION;
}

/** The current version of a document in `lang`, as anyone may read it (the API and the pages). */
export async function currentDocument(
  store: Pick<ContentsStore, 'current'>,
  slug: ContentSlug,
  lang: Language,
): Promise<ContentDocument> {
  const { doc, stored } = await store.current(slug, lang);
  return toContentDocument(slug, lang, stored, doc);
}

/** The current version of `lang`: the stored one, else the built-in text (version 1). */
export function toContentDocument(
  slug: ContentSlug,
  lang: Language,
  stored: ContentVersion | undefined,
  doc: ContentDoc | undefined,
): ContentDocument {
  const current = stored ?? builtInVersion(slug, lang);
  return {
    slug,
    lang,
    title: current.title,
    body: current.body,
    version: current.version,
    updatedAt: current.publishedAt,
    // The document's terms version, which a later publication of the other language may have raised.
    termsVersion: slug === TERMS_SLUG ? termsVersionOf(doc) : null,
  };
}

/** What one publication writes: new version documents (oldest first) and the next `contents/{slug}`. */
export interface Publication {
  versions: ContentVersion[];
  doc: ContentDoc;
  published: ContentVersion;
}

/**
 * A publication of `input` on top of `doc`: 409 `content_changed` unless the editor started from
 * the current version of the language. The first publication of a language also stores the
 * built-in text as its version 1, so the history shows what was replaced. For the terms, a
 * publication that is not an editorial fix raises the terms version (every user agrees again).
 */
export function planPublication(
  slug: ContentSlug,
  doc: ContentDoc | undefined,
  input: PublishContentInput,
  by: ContentAuthor,
  now: Date,
): Publication {
  const stored = doc?.languages[input.lang]?.version;
  const current = stored ?? FIRST_VERSION;
  if (input.baseVersion !== current) throw contentChanged(input.lang, current);
  const version = current + 1;
  const terms = slug === TERMS_SLUG;
  const termsVersion = terms ? termsVersionOf(doc) + (input.editorial ? 0 : 1) : null;
  const published: ContentVersion = {
    id: versionId(input.lang, version),
    lang: input.lang,
    version,
    title: input.title,
    body: input.body,
    baseVersion: input.baseVersion,
    editorial: input.editorial,
    termsVersion,
    publishedAt: now.toISOString(),
    publishedBy: by,
  };
  return {
    versions: stored === undefined ? [builtInVersion(slug, input.lang), published] : [published],
    doc: {
      languages: { ...doc?.languages, [input.lang]: { version } },
      ...(termsVersion === null ? {} : { termsVersion }),
    },
    published,
  };
}

/**
 * What the seed stores: the built-in text as version 1 of each language that has none yet; null
 * when every language has one (seeding twice changes nothing).
 */
export function planSeed(
  slug: ContentSlug,
  doc: ContentDoc | undefined,
): Omit<Publication, 'published'> | null {
  const missing = LANGUAGES.filter((lang) => doc?.languages[lang] === undefined);
  if (missing.length === 0) return null;
  const languages = { ...doc?.languages };
  for (const lang of missing) languages[lang] = { version: FIRST_VERSION };
  return {
    versions: missing.map((lang) => builtInVersion(slug, lang)),
    doc: {
      languages,
      ...(slug === TERMS_SLUG ? { termsVersion: termsVersionOf(doc) } : {}),
    },
  };
}

/** A strong validator of an answer's body: equal bodies, equal tags. */
export function etagOf(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}
