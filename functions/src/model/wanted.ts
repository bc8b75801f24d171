import { z } from 'zod';
import {
  dateTimeSchema,
  idSchema,
  lookupIdSchema,
  multilineText,
  requiredText,
  text,
} from './primitives';
import { contactInputSchema } from './contact';
import {
  WANTED_LIMITS,
  type WantedAcceptInput,
  type WantedInput,
  type WantedOfferInput,
} from './wanted-types';

export * from './wanted-types';

/** The request schemas of wanted posts (docs/wanted.md). */

/** A lookup id, or '' for "any". */
const anyOrLookupId = z.union([z.literal(''), lookupIdSchema]);

export const wantedInputSchema = z.strictObject({
  title: requiredText(WANTED_LIMITS.titleMax),
  description: multilineText(WANTED_LIMITS.descriptionMax).default(''),
  categoryId: anyOrLookupId.default(''),
  keywords: text(WANTED_LIMITS.keywordsMax).default(''),
  areaId: anyOrLookupId.default(''),
  until: dateTimeSchema,
}) satisfies z.ZodType<WantedInput, unknown>;

export const wantedOfferInputSchema = z.strictObject({
  exhibitId: idSchema,
  message: multilineText(WANTED_LIMITS.offerMessageMax).default(''),
}) satisfies z.ZodType<WantedOfferInput, unknown>;

/** The contact form without its items: the offer says what is asked for (the whole exhibit). */
export const wantedAcceptInputSchema = contactInputSchema.omit({
  items: true,
}) satisfies z.ZodType<WantedAcceptInput, unknown>;

/** The words of a post's keywords (blank-separated, blanks dropped). */
export const keywordsOf = (keywords: string): string[] =>
  keywords.split(/[\s\u3000]+/u).filter((word) => word !== '');
