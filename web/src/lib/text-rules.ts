import type { TFunction } from 'i18next';
import type * as yup from 'yup';

/**
 * What the server accepts as text and dates (`functions/src/model/primitives.ts`; the parity test
 * runs both): well-formed Unicode without control characters (line feeds and tabs only in
 * multi-line text), and dates within fixed years. Forms add these rules to their fields, so a
 * pasted tab in a title or a broken character is named on the field, in ja and en, before sending.
 */

/** A lone UTF-16 surrogate (half of an emoji, say), which no text can store. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Control characters (Unicode Cc). */
const CONTROL = /\p{Cc}/u;
/** Control characters but line breaks (the server makes CR and CRLF line feeds) and tab. */
const CONTROL_BUT_LINES_TAB = /(?![\n\r\t])\p{Cc}/u;

/** Years of date-times (pick-ups, expiry, reservations) and of calendar dates (acquisition). */
export const DATE_TIME_YEARS = { min: 2000, max: 2100 } as const;
export const CALENDAR_DATE_YEARS = { min: 1900, max: 2100 } as const;

/** Why the server would refuse `value` as text, or null when it would not. */
export function textProblem(value: string, multiline: boolean): 'malformed' | 'control' | null {
  if (LONE_SURROGATE.test(value)) return 'malformed';
  return (multiline ? CONTROL_BUT_LINES_TAB : CONTROL).test(value) ? 'control' : null;
}

/** True when a `YYYY-...` date, date-time or `datetime-local` value is written in one of `years`. */
export function inYears(value: string, years: { min: number; max: number }): boolean {
  const year = Number(value.slice(0, 4));
  return year >= years.min && year <= years.max;
}

type TextSchema = yup.StringSchema<string | undefined, yup.AnyObject, unknown, yup.Flags>;

/**
 * `schema` with the server's text rules: `validation.textInvalid` for a broken character,
 * `validation.oneLine` (or `validation.textInvalid` in multi-line text) for control characters.
 */
export function storableText<S extends TextSchema>(schema: S, t: TFunction, multiline = false): S {
  return schema.test('storable-text', '', function check(value) {
    const problem = textProblem(value ?? '', multiline);
    if (problem === null) return true;
    const key =
      problem === 'control' && !multiline ? 'validation.oneLine' : 'validation.textInvalid';
    return this.createError({ message: t(key) });
  }) as S;
}

/** `schema` refusing dates outside `years` with `validation.yearRange`; '' passes (required checks it). */
export function yearsBounded<S extends TextSchema>(
  schema: S,
  t: TFunction,
  years: { min: number; max: number },
): S {
  return schema.test(
    'years',
    t('validation.yearRange', { min: years.min, max: years.max }),
    (value) => value === undefined || value === '' || inYears(value, years),
  ) as S;
}
