import { z } from 'zod';
import { CALENDAR_DATE_YEARS, DATE_TIME_YEARS, inYears, isCalendarDate } from './dates';
import { ID_CHARS, ID_MAX, isId, RESERVED_ID } from './ids';
import { hasNoControlCharacters, isWellFormedText, toLineFeeds } from './text';
import { isHttpUrl } from './urls';

/**
 * The primitives every input of the API is built from (DESIGN.md "Everything a user types may be
 * hostile"): one id schema, one text schema and bounded dates. Pure zod, no Firebase, so the web app
 * can share them. Whatever passes here can be used as a Firestore document id or field name, and
 * stored or queried, without Firestore refusing it (a refusal would be a 500, and inside a
 * transaction a retry loop).
 */

// Ids.

export { ID_MAX, isId };

/**
 * The one id schema: document ids in paths and bodies (exhibits, items, users, groups, devices,
 * ...). The charset rules out `/`, `.` and `..`; reserved ids (`__name__`) are refused too.
 */
export const idSchema = z
  .string()
  .min(1, { message: 'Expected an id', abort: true })
  .max(ID_MAX, { message: `An id has at most ${ID_MAX} characters`, abort: true })
  .regex(ID_CHARS, { message: 'Expected an id (A-Z, a-z, 0-9, _ and -)', abort: true })
  .refine((value) => !RESERVED_ID.test(value), 'This id is reserved');

/** Ids of lookup documents (areas, buildings, secretariats, categories): kebab-case ASCII. */
export const LOOKUP_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LOOKUP_ID_MAX = 100;

/**
 * A lookup id (`main-campus`, `office-desk`): an id in kebab-case, as the seed defines them. Also
 * used as a Firestore field name (`tags.<categoryId>`), which kebab-case keeps safe.
 */
export const lookupIdSchema = z
  .string()
  .max(LOOKUP_ID_MAX, { message: `An id has at most ${LOOKUP_ID_MAX} characters`, abort: true })
  .regex(LOOKUP_ID, 'Expected a kebab-case id (a-z, 0-9 and -)');

// Text.

export const TEXT_MESSAGES = {
  malformed: 'Contains characters that are not valid text',
  control: 'Contains control characters',
  controlSingleLine: 'Use one line without tabs or control characters',
} as const;

export interface TextOptions {
  /** Most characters (UTF-16 code units, as the web forms count them) after trimming. */
  max: number;
  /** Fewest characters after trimming; 1 makes the text required. Default 0. */
  min?: number;
  /** Line feeds and tabs allowed (`\r\n` and `\r` become `\n`). Default false. */
  multiline?: boolean;
}

/**
 * The one text schema for everything stored or searched: well-formed Unicode (no lone surrogate),
 * no control characters (line feed and tab only in multi-line text), trimmed, bounded.
 */
export function textSchema({ max, min = 0, multiline = false }: TextOptions) {
  const base = z
    .string()
    .refine(isWellFormedText, { message: TEXT_MESSAGES.malformed, abort: true });
  const lines = multiline ? base.overwrite(toLineFeeds) : base;
  const bounded = lines
    .trim()
    .refine((value) => hasNoControlCharacters(value, multiline), {
      message: multiline ? TEXT_MESSAGES.control : TEXT_MESSAGES.controlSingleLine,
      abort: true,
    })
    .max(max);
  return min > 0 ? bounded.min(min) : bounded;
}

/** One line of text, possibly empty. */
export const text = (max: number) => textSchema({ max });
/** One line of text, at least one character. */
export const requiredText = (max: number) => textSchema({ max, min: 1 });
/** Multi-line text (descriptions, memos, messages), possibly empty. */
export const multilineText = (max: number) => textSchema({ max, multiline: true });
/** Multi-line text, at least one character. */
export const requiredMultilineText = (max: number) => textSchema({ max, min: 1, multiline: true });

// Addresses.

export const URL_MESSAGE = 'Enter a correct URL starting with http:// or https://';

/** The one URL schema (spec section 5): an http or https address (`isHttpUrl`), at most `max` long. */
export const httpUrl = (max: number) => requiredText(max).refine(isHttpUrl, URL_MESSAGE);

// Dates.

/**
 * ISO 8601 date-time with an offset (the web sends Asia/Tokyo times as `...+09:00`), written in
 * one of `DATE_TIME_YEARS`.
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, abort: true })
  .refine((value) => inYears(value, DATE_TIME_YEARS), {
    message: `Enter a date between ${DATE_TIME_YEARS.min} and ${DATE_TIME_YEARS.max}`,
    // Aborting keeps the object's own refinements (pick-up ranges, ...) from running on it.
    abort: true,
  });

/** `YYYY-MM-DD` naming a real calendar date in `CALENDAR_DATE_YEARS`. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a valid date', abort: true })
  .refine((value) => inYears(value, CALENDAR_DATE_YEARS), {
    message: `Enter a date between ${CALENDAR_DATE_YEARS.min} and ${CALENDAR_DATE_YEARS.max}`,
    abort: true,
  })
  .refine(isCalendarDate, 'Enter a valid date');
/** `YYYY-MM` (a month of bills and earnings) in `DATE_TIME_YEARS`. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Expected a month as YYYY-MM', abort: true })
  .refine(
    (value) => inYears(value, DATE_TIME_YEARS),
    `Enter a month between ${DATE_TIME_YEARS.min} and ${DATE_TIME_YEARS.max}`,
  );
