import type { TFunction } from 'i18next';
import { isCalendarDate, isRealDate } from '@campus/model/dates';
import { isValidIsbn } from '@campus/model/isbn';
import { IMPACT_LIMITS } from '@campus/model/impact-types';
import { EMAIL_PATTERN, PROJECT_CODE } from '@campus/model/limits';
import * as yup from 'yup';
import { ASSET_CATEGORIES, BUDGET_SOURCES, EXHIBIT_LIMITS } from '../../../lib/exhibit-admin-types';
import { ITEM_CONDITIONS } from '../../../lib/exhibit-types';
import {
  CALENDAR_DATE_YEARS,
  DATE_TIME_YEARS,
  inYears,
  boundedText,
  yearsBounded,
} from '../../../lib/text-rules';
import { localInputToIso } from '../../../lib/time-input';
import { DECIMAL, INTEGER, isUnchangedDeadline, type ExhibitValues } from './exhibit-values';

/**
 * The exhibit form's yup rules, mirroring the server's `exhibitInputSchema` in
 * `functions/src/model/exhibit.ts` field by field (the parity test runs both on the same inputs).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An integer typed as text, in [min, max]; '' passes unless `required`. */
function integerText(t: TFunction, min: number, max: number, required = false) {
  return yup
    .string()
    .default('')
    .test('integer', '', function check(value) {
      const trimmed = (value ?? '').trim();
      if (trimmed === '') {
        return required ? this.createError({ message: t('exhibitForm.errors.required') }) : true;
      }
      if (!INTEGER.test(trimmed))
        return this.createError({ message: t('exhibitForm.errors.integer') });
      const number = Number(trimmed);
      if (number < min || number > max) {
        return this.createError({ message: t('exhibitForm.errors.range', { min, max }) });
      }
      return true;
    });
}

/**
 * One unit's weight in kg (the server's `weightKg`: positive, at most `IMPACT_LIMITS.weightKgMax`),
 * typed as a decimal; '' passes (the estimate then uses the category's standard weight).
 */
function weightText(t: TFunction) {
  const message = t('exhibitForm.errors.weight', { max: IMPACT_LIMITS.weightKgMax });
  return yup
    .string()
    .default('')
    .test('weight', message, (value) => {
      const trimmed = (value ?? '').trim();
      if (trimmed === '') return true;
      if (!DECIMAL.test(trimmed)) return false;
      const number = Number(trimmed);
      return number > 0 && number <= IMPACT_LIMITS.weightKgMax;
    });
}

const optionalText = (t: TFunction, max: number, multiline = false) =>
  boundedText(t, max, t('exhibitForm.errors.max', { count: max }), multiline);

const requiredText = (t: TFunction, max: number, multiline = false) =>
  optionalText(t, max, multiline).required(t('exhibitForm.errors.required'));

/** A lookup id (area, building, secretariat, category): chosen from a list. */
const lookupId = (t: TFunction) =>
  yup.string().default('').trim().required(t('exhibitForm.errors.select')).max(100);

const oneOf = <T extends string>(t: TFunction, values: readonly T[]) =>
  yup
    .string()
    .default('')
    .required(t('exhibitForm.errors.select'))
    .oneOf([...values], t('exhibitForm.errors.select'));

/** A `datetime-local` value that names a real Asia/Tokyo time in `DATE_TIME_YEARS`. */
const localDateTime = (t: TFunction) =>
  yearsBounded(
    yup
      .string()
      .default('')
      .required(t('exhibitForm.errors.required'))
      .test(
        'datetime',
        t('exhibitForm.errors.dateTime'),
        (value) => localInputToIso(value) !== null,
      ),
    t,
    DATE_TIME_YEARS,
  );

function bookSchema(t: TFunction) {
  return yup
    .object({
      author: optionalText(t, EXHIBIT_LIMITS.bookTextMax),
      publisher: optionalText(t, EXHIBIT_LIMITS.bookTextMax),
      publicationYear: integerText(t, 1000, 9999),
      publicationMonth: integerText(t, 1, 12),
      publicationDay: integerText(t, 1, 31),
      isbn: yup
        .string()
        .default('')
        .trim()
        .test('isbn', t('exhibitForm.errors.isbn'), (v) => v === '' || isValidIsbn(v)),
    })
    .test('publication-date', '', function check(book) {
      const y = book.publicationYear.trim();
      const m = book.publicationMonth.trim();
      const d = book.publicationDay.trim();
      const errors: yup.ValidationError[] = [];
      if (m !== '' && y === '') {
        errors.push(
          this.createError({
            path: `${this.path}.publicationYear`,
            message: t('exhibitForm.errors.yearToo'),
          }),
        );
      }
      if (d !== '' && m === '') {
        errors.push(
          this.createError({
            path: `${this.path}.publicationMonth`,
            message: t('exhibitForm.errors.monthToo'),
          }),
        );
      }
      const [yn, mn, dn] = [y, m, d].map((v) => (INTEGER.test(v) ? Number(v) : NaN));
      if (
        y !== '' &&
        m !== '' &&
        d !== '' &&
        [yn, mn, dn].every((n) => Number.isFinite(n)) &&
        (yn ?? 0) >= 1000 &&
        (yn ?? 0) <= 9999 &&
        (mn ?? 0) >= 1 &&
        (mn ?? 0) <= 12 &&
        (dn ?? 0) >= 1 &&
        (dn ?? 0) <= 31 &&
        !isRealDate(yn ?? NaN, mn ?? NaN, dn ?? NaN)
      ) {
        errors.push(
          this.createError({
            path: `${this.path}.publicationDay`,
            message: t('exhibitForm.errors.date'),
          }),
        );
      }
      return errors.length === 0 ? true : new yup.ValidationError(errors);
    });
}

function assetInfoSchema(t: TFunction) {
  return yup
    .object({
      assetCategory: oneOf(t, ASSET_CATEGORIES),
      assetNumber: optionalText(t, EXHIBIT_LIMITS.assetNumberMax),
      budgetSource: oneOf(t, BUDGET_SOURCES),
      projectCode: yup.string().default('').trim(),
      acquisitionDate: yearsBounded(
        yup
          .string()
          .default('')
          .test('date', t('exhibitForm.errors.date'), (v) => v === '' || isCalendarDate(v)),
        t,
        CALENDAR_DATE_YEARS,
      ),
      acquisitionPrice: integerText(t, 0, EXHIBIT_LIMITS.acquisitionPriceMax),
    })
    .test('asset-rules', '', function check(info) {
      const errors: yup.ValidationError[] = [];
      const category = info.assetCategory;
      const known = (ASSET_CATEGORIES as readonly string[]).includes(category);
      if (known && category !== 'consumable' && info.assetNumber.trim() === '') {
        errors.push(
          this.createError({
            path: `${this.path}.assetNumber`,
            message: t('exhibitForm.errors.assetNumber'),
          }),
        );
      }
      const code = info.projectCode.trim();
      if (info.budgetSource === 'others' && !PROJECT_CODE.test(code)) {
        errors.push(
          this.createError({
            path: `${this.path}.projectCode`,
            message: t('exhibitForm.errors.projectCodeRequired'),
          }),
        );
      } else if (code !== '' && !PROJECT_CODE.test(code)) {
        errors.push(
          this.createError({
            path: `${this.path}.projectCode`,
            message: t('exhibitForm.errors.projectCode'),
          }),
        );
      }
      return errors.length === 0 ? true : new yup.ValidationError(errors);
    });
}

function itemSchema(t: TFunction) {
  return yup.object({
    name: requiredText(t, EXHIBIT_LIMITS.itemNameMax),
    description: optionalText(t, EXHIBIT_LIMITS.itemDescriptionMax, true),
    categoryId: lookupId(t),
    stock: integerText(t, 1, EXHIBIT_LIMITS.stockMax, true),
    condition: oneOf(t, ITEM_CONDITIONS),
    kind: yup.string().default(''),
    // Only a book's fields are sent (and checked).
    book: yup.object().when('kind', {
      is: 'book',
      then: () => bookSchema(t),
      otherwise: (schema) => schema.strip(),
    }),
    assetInfo: assetInfoSchema(t),
    weightKg: weightText(t),
  });
}

/** The exhibit form's rules; messages in the current language. */
export function exhibitSchema(t: TFunction) {
  return yup
    .object({
      title: requiredText(t, EXHIBIT_LIMITS.titleMax),
      description: optionalText(t, EXHIBIT_LIMITS.descriptionMax, true),
      itemManager: requiredText(t, EXHIBIT_LIMITS.nameMax),
      managerEmail: yup
        .string()
        .default('')
        .trim()
        .required(t('exhibitForm.errors.required'))
        .max(
          EXHIBIT_LIMITS.emailMax,
          t('exhibitForm.errors.max', { count: EXHIBIT_LIMITS.emailMax }),
        )
        .matches(EMAIL_PATTERN, t('exhibitForm.errors.email')),
      place: yup.object({
        areaId: lookupId(t),
        buildingId: lookupId(t),
        room: optionalText(t, EXHIBIT_LIMITS.roomMax),
      }),
      pickupFrom: localDateTime(t),
      pickupUntil: localDateTime(t),
      secretariatId: lookupId(t),
      memo: optionalText(t, EXHIBIT_LIMITS.memoMax, true),
      expiresAt: localDateTime(t),
      loan: yup.string().default('give').oneOf(['give', 'lend'], t('exhibitForm.errors.select')),
      loanDays: yup.string().when('loan', {
        is: 'lend',
        then: () => integerText(t, EXHIBIT_LIMITS.loanDaysMin, EXHIBIT_LIMITS.loanDaysMax, true),
        otherwise: (schema) => schema.strip(),
      }),
      lottery: yup.boolean().default(false),
      // A new or moved deadline must be ahead (the server's service checks it against its clock).
      applicationDeadline: yup.string().when('lottery', {
        is: true,
        then: () =>
          localDateTime(t).test(
            'future',
            t('allocation.form.errors.deadlinePast'),
            function ahead(value) {
              const iso = localInputToIso(value);
              if (iso === null) return true;
              const parent = this.parent as Pick<ExhibitValues, 'savedApplicationDeadline'>;
              const unchanged = isUnchangedDeadline({
                applicationDeadline: value,
                savedApplicationDeadline: parent.savedApplicationDeadline,
              });
              return unchanged || Date.parse(iso) > Date.now();
            },
          ),
        otherwise: (schema) => schema.strip(),
      }),
      items: yup
        .array()
        .of(itemSchema(t))
        .min(1, t('exhibitForm.errors.itemsMin'))
        .max(
          EXHIBIT_LIMITS.itemsMax,
          t('exhibitForm.errors.itemsMax', { count: EXHIBIT_LIMITS.itemsMax }),
        ),
      agreedToNotice: yup.boolean().oneOf([true], t('exhibitForm.errors.agree')),
    })
    .test('deadline-before-expiry', '', function check(values) {
      if (!values.lottery) return true;
      const deadline = localInputToIso(values.applicationDeadline ?? '');
      const expires = localInputToIso(values.expiresAt);
      if (deadline === null || expires === null) return true;
      if (!inYears(deadline, DATE_TIME_YEARS) || !inYears(expires, DATE_TIME_YEARS)) return true;
      return Date.parse(deadline) > Date.parse(expires)
        ? this.createError({
            path: 'applicationDeadline',
            message: t('allocation.form.errors.deadlineAfterExpiry'),
          })
        : true;
    })
    .test('pickup-period', '', function check(values) {
      const from = localInputToIso(values.pickupFrom);
      const until = localInputToIso(values.pickupUntil);
      // Like the server: a time that is itself refused (not a time, out of years) is not compared.
      const usable = (v: string) => inYears(v, DATE_TIME_YEARS);
      if (from === null || until === null || !usable(from) || !usable(until)) return true;
      const span = Date.parse(until) - Date.parse(from);
      if (span < 0) {
        return this.createError({
          path: 'pickupUntil',
          message: t('exhibitForm.errors.pickupOrder'),
        });
      }
      if (span > EXHIBIT_LIMITS.rangeMaxDays * DAY_MS) {
        return this.createError({
          path: 'pickupUntil',
          message: t('exhibitForm.errors.pickupRange'),
        });
      }
      return true;
    });
}

/**
 * The form's problems as `path -> message` (`items.0.assetInfo.projectCode`), or {} when valid: what
 * formik shows, for tests and for the parity check with the server's schema.
 */
export function validateExhibitValues(t: TFunction, values: ExhibitValues): Record<string, string> {
  try {
    exhibitSchema(t).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const result: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = (inner.path ?? '').replace(/\[(\d+)\]/g, '.$1');
      if (!(path in result)) result[path] = inner.message;
    }
    return result;
  }
}
