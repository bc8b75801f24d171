import { z } from 'zod';
import { publishContentSchema, versionNumberSchema as versionNumber } from '../../model/content';
import { LANGUAGES } from '../../model/identity-types';
import { idSchema } from '../../model/primitives';
import { timestampSchema } from '../../shared/firestore-docs';

/** The documents' requests and Firestore documents (the wire types are in `model/content-types.ts`). */

export { publishContentSchema };

const langSchema = z.enum(LANGUAGES);

/** `:slug`: shaped like any id (else 400); an id that names no document is 404. */
export const contentParams = z.object({ slug: idSchema });

/** `?lang=ja|en`, required: a document is always asked for in one language. */
export const contentQuery = z.object({ lang: langSchema });

/**
 * `contents/{slug}`: which version of each language is current, and (the terms) the terms version.
 * Small on purpose: the terms gate reads it on every write (`terms-gate.ts`).
 */
export const contentDocSchema = z.object({
  languages: z.object({
    ja: z.object({ version: versionNumber }).optional(),
    en: z.object({ version: versionNumber }).optional(),
  }),
  termsVersion: versionNumber.optional(),
});
export type ContentDoc = z.infer<typeof contentDocSchema>;

/** `contents/{slug}/versions/{lang}-{000001}`: one published version, never changed afterwards. */
export const versionDocSchema = z.object({
  lang: langSchema,
  version: versionNumber,
  title: z.string(),
  body: z.string(),
  baseVersion: versionNumber.nullable(),
  editorial: z.boolean(),
  termsVersion: versionNumber.nullable(),
  publishedAt: timestampSchema,
  publishedBy: z.object({ uid: z.string().nullable(), name: z.string().nullable() }),
});
export type VersionDoc = z.infer<typeof versionDocSchema>;

export const CONTENTS_COLLECTION = 'contents';
export const VERSIONS_COLLECTION = 'versions';
