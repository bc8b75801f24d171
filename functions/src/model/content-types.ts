import type { Language } from './identity-types';

/**
 * The static documents (FAQ, terms, privacy policy, about) on the wire: served by
 * `GET /api/v1/contents/{slug}?lang=ja|en`, edited by officers of the `content_editor` role. Plain
 * constants and types (no zod, no Firebase): the web app imports this module.
 */

/** The documents there are; any other slug is 404. */
export const CONTENT_SLUGS = ['faq', 'terms', 'privacy', 'about'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/** The terms of use: the one document users agree to (both languages are one legal text). */
export const TERMS_SLUG = 'terms' satisfies ContentSlug;

/**
 * The version of the built-in texts of each language, and the terms version every profile without
 * one (signed up before versions existed) is taken to have agreed to.
 */
export const FIRST_VERSION = 1;

export const CONTENT_LIMITS = {
  title: 200,
  /** Characters of markdown (the longest built-in text, the Japanese terms, is about 10,000). */
  body: 100_000,
  /** Versions the history endpoint answers, newest first. */
  history: 50,
} as const;

export function isContentSlug(value: string): value is ContentSlug {
  return (CONTENT_SLUGS as readonly string[]).includes(value);
}

/** A title and a markdown body: one language of one document. */
export interface ContentText {
  title: string;
  body: string;
}

/** The built-in texts of one language, one per document. */
export type DefaultDocuments = Readonly<Record<ContentSlug, ContentText>>;

/** The current version of one language of a document. */
export interface ContentDocument extends ContentText {
  slug: ContentSlug;
  lang: Language;
  /** Counts the published versions of this language (the built-in text is 1). */
  version: number;
  /** ISO date-time of the publication. */
  updatedAt: string;
  /**
   * The terms only: the version users agree to, raised by every publication of either language
   * that is not an editorial fix. Null for the other documents.
   */
  termsVersion: number | null;
}

/** `GET /api/v1/contents/{slug}?lang=` */
export interface ContentResponse {
  content: ContentDocument;
}

/** Who published a version; `uid: null` for the built-in text, stored by the seed or a first publication. */
export interface ContentAuthor {
  uid: string | null;
  name: string | null;
}

/** One published version, as kept in the history. */
export interface ContentVersion extends ContentText {
  id: string;
  lang: Language;
  version: number;
  /** The version of this language the editor started from (null for the built-in text). */
  baseVersion: number | null;
  /** Published as an editorial fix: the terms version (and so every user's agreement) stays. */
  editorial: boolean;
  termsVersion: number | null;
  publishedAt: string;
  publishedBy: ContentAuthor;
}

/** `GET /api/v1/home/system/contents/{slug}?lang=` (editors): the current text and the history. */
export interface ContentHistoryResponse {
  content: ContentDocument;
  /** Both languages, newest first, at most `CONTENT_LIMITS.history`. */
  versions: ContentVersion[];
}

/** `POST /api/v1/home/system/contents/{slug}` (editors): publishes a new version of one language. */
export interface PublishContentInput extends ContentText {
  lang: Language;
  /** The `version` the editor started from: 409 `content_changed` when another was published since. */
  baseVersion: number;
  /** Terms only: a fix that needs no new agreement (typos, a translation catching up). */
  editorial: boolean;
}

/** `POST /api/v1/home/me/terms`: the user agrees to the terms version they were shown. */
export interface TermsAgreementInput {
  termsVersion: number;
}
