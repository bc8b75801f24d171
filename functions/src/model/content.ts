import { z } from 'zod';
import { CONTENT_LIMITS, type PublishContentInput } from './content-types';
import { LANGUAGES } from './identity-types';
import { requiredMultilineText, requiredText } from './primitives';

export { CONTENT_LIMITS };

/** A version number (of a language of a document, or of the terms). */
export const versionNumberSchema = z.number().int().positive();

/** `POST /api/v1/home/system/contents/{slug}` (the editor page mirrors it with yup). */
export const publishContentSchema = z.strictObject({
  lang: z.enum(LANGUAGES),
  title: requiredText(CONTENT_LIMITS.title),
  body: requiredMultilineText(CONTENT_LIMITS.body),
  baseVersion: versionNumberSchema,
  editorial: z.boolean().default(false),
}) satisfies z.ZodType<PublishContentInput, unknown>;
