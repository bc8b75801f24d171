import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { inYears } from '@campus/model/dates';
import { textProblem } from '@campus/model/text';
import { isHttpUrl } from '@campus/model/urls';

/**
 * What the server accepts as text and dates (`functions/src/model/text.ts` and `dates.ts`, which
 * the server's zod schemas use too): well-formed Unicode without control characters (line feeds and tabs only in
 * multi-line text), and dates within fixed years. Forms add these rules to their fields, so a
 * pasted tab in a title or a broken character is named on the field, in ja and en, before sending.
 */

export { CALENDAR_DATE_YEARS, DATE_TIME_YEARS } from '@campus/model/dates';
export { inYears, isHttpUrl, textProblem };

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

/**
 * A text field as the server stores it: '' when absent, trimmed, at most `max` characters
 * (`maxMessage`) of storable text. Add `.required(...)` for a field that must not be blank.
 */
export const boundedText = (t: TFunction, max: number, maxMessage: string, multiline = false) =>
  storableText(yup.string().default('').trim().max(max, maxMessage), t, multiline);

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

/**
 * A URL field as the server takes it (spec section 5, `httpUrl` in the model): an http or https
 * address, else `validation.url` naming `field` (its label). '' passes: required checks it.
 */
export function httpUrlText<S extends TextSchema>(schema: S, t: TFunction, field: string): S {
  return schema.test(
    'http-url',
    t('validation.url', { field }),
    (value) => value === undefined || value === '' || isHttpUrl(value),
  ) as S;
}
