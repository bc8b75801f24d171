import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { WANTED_LIMITS, type WantedInput, type WantedPost } from '@campus/model/wanted-types';
import { boundedText, DATE_TIME_YEARS, storableText, yearsBounded } from '../../../lib/text-rules';
import { isoToLocalInput, localInputToIso } from '../../../lib/time-input';

/**
 * The values of the wanted form (create and edit) and their yup rules, mirroring the server's
 * `wantedInputSchema` (`functions/src/model/wanted.ts`, the parity test runs both) and the rules its
 * service adds (docs/wanted.md): a category or a keyword, and `until` ahead of now by at most
 * `untilMaxDays` days. `until` is a `datetime-local` value read in Asia/Tokyo.
 */

export { WANTED_LIMITS };

/** The form's values: the post's fields, `until` a `datetime-local` value read in Asia/Tokyo. */
export type WantedValues = WantedInput;

/** The form's fields as the server names them (`applyServerErrors`). */
export const WANTED_FIELD_NAMES = [
  'title',
  'description',
  'categoryId',
  'keywords',
  'areaId',
  'until',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The words of the keywords box, split on any blanks (the full-width space too), as the server does. */
export function keywordsOf(keywords: string): string[] {
  return keywords.split(/[\s\u3000]+/u).filter((word) => word !== '');
}

/** A new post: nothing chosen, standing for 30 days from `now` (to the minute). */
export function emptyWantedValues(now: Date = new Date()): WantedValues {
  return {
    title: '',
    description: '',
    categoryId: '',
    keywords: '',
    areaId: '',
    until: isoToLocalInput(new Date(now.getTime() + 30 * DAY_MS)),
  };
}

/** The edit form's values of a post. */
export function wantedValuesOf(post: WantedPost): WantedValues {
  return {
    title: post.title,
    description: post.description,
    categoryId: post.categoryId,
    keywords: post.keywords,
    areaId: post.areaId,
    until: isoToLocalInput(post.until),
  };
}

/** The request body: trimmed texts, the keywords one space apart, `until` with Tokyo's offset. */
export function toWantedInput(values: WantedValues): WantedInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId,
    keywords: keywordsOf(values.keywords).join(' '),
    areaId: values.areaId,
    until: localInputToIso(values.until) ?? values.until,
  };
}

/** The form's rules, messages in the current language; `now` is read at each validation. */
export function wantedSchema(t: TFunction, now: () => number = Date.now) {
  const max = (count: number) => t('wanted.form.errors.max', { count });
  return yup
    .object({
      title: boundedText(t, WANTED_LIMITS.titleMax, max(WANTED_LIMITS.titleMax)).required(
        t('wanted.form.errors.required'),
      ),
      description: boundedText(
        t,
        WANTED_LIMITS.descriptionMax,
        max(WANTED_LIMITS.descriptionMax),
        true,
      ),
      categoryId: yup.string().default(''),
      // Checked as sent: the words one space apart, whatever blanks were typed between them.
      keywords: storableText(
        yup
          .string()
          .default('')
          .transform((value: string) => keywordsOf(value).join(' '))
          .max(WANTED_LIMITS.keywordsMax, max(WANTED_LIMITS.keywordsMax)),
        t,
      ),
      areaId: yup.string().default(''),
      until: yearsBounded(
        yup
          .string()
          .default('')
          .required(t('wanted.form.errors.required'))
          .test('datetime', t('wanted.form.errors.dateTime'), (v) => localInputToIso(v) !== null)
          .test('future', t('wanted.form.errors.untilPast'), (v) => {
            const iso = localInputToIso(v);
            return iso === null || Date.parse(iso) > now();
          })
          .test(
            'ahead',
            t('wanted.form.errors.untilFar', { days: WANTED_LIMITS.untilMaxDays }),
            (v) => {
              const iso = localInputToIso(v);
              return iso === null || Date.parse(iso) <= now() + WANTED_LIMITS.untilMaxDays * DAY_MS;
            },
          ),
        t,
        DATE_TIME_YEARS,
      ),
    })
    .test('what', '', function check(values) {
      if (values.categoryId !== '' || keywordsOf(values.keywords).length > 0) return true;
      return this.createError({
        path: 'keywords',
        message: t('wanted.form.errors.categoryOrKeywords'),
      });
    });
}
