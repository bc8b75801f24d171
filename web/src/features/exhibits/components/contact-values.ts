import type { ErrorCode } from '@campus/model/error-codes';
import type { TFunction } from 'i18next';
import { CONTACT_LIMITS as CONTACT_FORM_LIMITS, EMAIL_PATTERN } from '@campus/model/limits';
import { array, number, object, string } from 'yup';
import { hasErrorCode } from '../../../lib/api-client';
import { fieldErrors } from '../../../components/form/server-errors';
import type { ExhibitItem } from '../../../lib/exhibit-types';
import type { ContactInput } from '../api/create-contact';
import { storableText } from '../../../lib/text-rules';

/** Limits of the server's contact form (the model's `CONTACT_LIMITS`). */
export { CONTACT_FORM_LIMITS };

export interface ContactItemValues {
  itemId: string;
  name: string;
  stock: number;
  /** A number input's value: '' while empty. */
  quantity: number | '';
}

export interface ContactValues {
  message: string;
  items: ContactItemValues[];
  installationPlace: string;
  locationManager: string;
  locationManagerEmail: string;
}

export const CONTACT_FIELDS = [
  'message',
  'items',
  'installationPlace',
  'locationManager',
  'locationManagerEmail',
] as const;

/** One row per item; a lone item in stock starts at 1, everything else at 0. */
export function initialContactValues(items: readonly ExhibitItem[]): ContactValues {
  const single = items.length === 1 && (items[0]?.stock ?? 0) > 0;
  return {
    message: '',
    items: items.map((item) => ({
      itemId: item.id,
      name: item.name,
      stock: item.stock,
      quantity: single ? 1 : 0,
    })),
    installationPlace: '',
    locationManager: '',
    locationManagerEmail: '',
  };
}

const quantityOf = (item: ContactItemValues) => (item.quantity === '' ? 0 : item.quantity);

/** The yup rules mirroring the server's `contactInputSchema`, with each item's stock as its maximum. */
export function contactSchema(t: TFunction) {
  const v = (key: string, count?: number) =>
    t(`exhibit.contact.validation.${key}` as 'exhibit.contact.validation.messageRequired', {
      count,
    });
  return object({
    message: storableText(
      string()
        .trim()
        .required(v('messageRequired'))
        .max(CONTACT_FORM_LIMITS.messageMax, v('messageMax', CONTACT_FORM_LIMITS.messageMax)),
      t,
      true,
    ),
    items: array()
      .of(
        object({
          quantity: number()
            .transform((value: number, original: unknown) => (original === '' ? 0 : value))
            .typeError(v('quantityInteger'))
            .integer(v('quantityInteger'))
            .min(0, v('quantityMin'))
            .test({
              name: 'stock',
              test(value) {
                const { stock } = this.parent as ContactItemValues;
                return value === undefined || value <= stock
                  ? true
                  : this.createError({ message: v('quantityMax', stock) });
              },
            }),
        }),
      )
      .test('some', v('itemsRequired'), (items) =>
        (items ?? []).some((item) => typeof item.quantity === 'number' && item.quantity > 0),
      ),
    installationPlace: storableText(
      string()
        .trim()
        .required(v('placeRequired'))
        .max(CONTACT_FORM_LIMITS.placeMax, v('placeMax', CONTACT_FORM_LIMITS.placeMax)),
      t,
    ),
    locationManager: storableText(
      string()
        .trim()
        .required(v('managerRequired'))
        .max(CONTACT_FORM_LIMITS.nameMax, v('managerMax', CONTACT_FORM_LIMITS.nameMax)),
      t,
    ),
    locationManagerEmail: string()
      .trim()
      .required(v('emailRequired'))
      .matches(EMAIL_PATTERN, v('emailInvalid'))
      .max(CONTACT_FORM_LIMITS.emailMax, v('emailMax', CONTACT_FORM_LIMITS.emailMax)),
  });
}

/** The request body: trimmed texts and only the items asked for. */
export function toContactInput(values: ContactValues): ContactInput {
  return {
    message: values.message.trim(),
    items: values.items
      .filter((item) => quantityOf(item) > 0)
      .map((item) => ({ itemId: item.itemId, quantity: quantityOf(item) })),
    installationPlace: values.installationPlace.trim(),
    locationManager: values.locationManager.trim(),
    locationManagerEmail: values.locationManagerEmail.trim(),
    agreedToNotice: true,
  };
}

export interface ContactFormErrors {
  message?: string;
  items?: string | ({ quantity?: string } | undefined)[];
  installationPlace?: string;
  locationManager?: string;
  locationManagerEmail?: string;
}

/**
 * The server's `validation_error` on the form's fields. The body lists only the items asked for, so
 * `items.{i}.*` is moved to the row of the i-th item asked for. Null when nothing names a field.
 */
export function contactFieldErrors(
  error: unknown,
  values: ContactValues,
): ContactFormErrors | null {
  const sent = values.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => quantityOf(item) > 0);
  const result: ContactFormErrors = {};
  let found = false;
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    const [top, index] = path.split('.');
    if (top === 'items') {
      const row = index === undefined ? undefined : sent[Number(index)];
      if (row === undefined) {
        if (typeof result.items !== 'object') result.items = message;
      } else {
        const rows = Array.isArray(result.items) ? result.items : [];
        rows[row.index] ??= { quantity: message };
        result.items = rows;
      }
      found = true;
    } else if (
      top === 'message' ||
      top === 'installationPlace' ||
      top === 'locationManager' ||
      top === 'locationManagerEmail'
    ) {
      result[top] ??= message;
      found = true;
    }
  }
  return found ? result : null;
}

/** The API's error codes that the dialog explains (`exhibit.contact.errors.*`). */
export const CONTACT_ERROR_CODES = [
  'already_contacted',
  'insufficient_stock',
  'exhibit_expired',
  'own_exhibit',
  'profile_required',
  // Application mode (docs/allocation.md).
  'already_applied',
  'applications_closed',
  'application_mode',
] as const satisfies readonly ErrorCode[];
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

export function contactErrorCode(error: unknown): ContactErrorCode | null {
  return hasErrorCode(error, ...CONTACT_ERROR_CODES) ? (error.code as ContactErrorCode) : null;
}
