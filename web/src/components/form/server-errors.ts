import type { FormikErrors, FormikHelpers } from 'formik';
import type { ParseKeys } from 'i18next';
import { VALIDATION_ERROR } from '@campus/model/wire';
import { errorMessageKey, type ErrorMessageKey, hasErrorCode } from '../../lib/api-client';

/**
 * The one place where the API's errors meet the forms (spec section 5): a `validation_error`'s
 * problems go on the fields they name (by `location`), anything else becomes the form's general
 * message.
 */

/** A message of the locale files (the general message may be a feature's own). */
export type MessageKey = ParseKeys;

/** What a form keeps in formik's `status`: the message above its buttons, if any. */
export type FormStatus =
  | { error: MessageKey; values?: Readonly<Record<string, string | number>> }
  /** A failure already worded (by a feature's own message function). */
  | { failed: string }
  | { success: string }
  | undefined;

/**
 * Spec section 5: the server's validation errors go on their fields (by location); anything the form
 * cannot show on a field (another 400, a 409, a network error) becomes the general message, worded
 * by `messageKey` (the API client's general wording unless a feature has its own). `fields` are the
 * form's field names.
 */
export function applyServerErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>,
  fields: readonly string[],
  messageKey: (error: unknown) => MessageKey = errorMessageKey,
): void {
  helpers.setErrors(nestedFieldErrors(error) as FormikErrors<Values>);
  const onFields = generalError(error, fields) === null;
  helpers.setStatus(onFields ? undefined : ({ error: messageKey(error) } satisfies FormStatus));
}

const FIELD_LOCATIONS = ['body', 'query', 'params'];

/** `body.items.0.name` -> `items.0.name`; null for a location that names no field (`body`). */
export function fieldPath(location: string): string | null {
  const [where, ...path] = location.split('.');
  if (where === undefined || !FIELD_LOCATIONS.includes(where) || path.length === 0) return null;
  if (path.some((segment) => segment === '')) return null;
  return path.join('.');
}

/**
 * The field problems of a `validation_error`, keyed by dotted path (`title`, `items.0.name`): the
 * form of formik's `setFieldError(path, message)` and of `getIn(errors, path)`. The first message
 * for a field wins. Empty for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!hasErrorCode(error, VALIDATION_ERROR)) return result;
  for (const { location, message } of error.errors) {
    const path = fieldPath(location);
    if (path !== null && !(path in result)) result[path] = message;
  }
  return result;
}

/** Errors shaped like form values: numeric segments become array indexes (formik's `setErrors`). */
export interface NestedErrors {
  [key: string]: NestedError;
}
export type NestedError = string | NestedErrors | NestedError[] | undefined;
type Container = NestedErrors | NestedError[];

function isContainer(value: NestedError): value is Container {
  return typeof value === 'object';
}

function getChild(container: Container, key: string): NestedError {
  return Array.isArray(container) ? container[Number(key)] : container[key];
}

function setChild(container: Container, key: string, value: NestedError): void {
  if (Array.isArray(container)) container[Number(key)] = value;
  else container[key] = value;
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * `fieldErrors` as nested objects and arrays: `body.items.0.name` -> `{ items: [{ name: '...' }] }`,
 * ready for formik's `setErrors` (cast to `FormikErrors<Values>`: the server's paths are the form's).
 */
export function nestedFieldErrors(error: unknown): NestedErrors {
  const root: NestedErrors = {};
  for (const [path, message] of Object.entries(fieldErrors(error)))
    setPath(root, path.split('.'), message);
  return root;
}

/** Sets `message` at `segments`, creating objects and arrays on the way; existing entries win. */
function setPath(root: NestedErrors, segments: readonly string[], message: string): void {
  let node: Container = root;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    const next = segments[index + 1];
    const existing = getChild(node, segment);
    if (next === undefined) {
      if (existing === undefined) setChild(node, segment, message);
      return;
    }
    const child: NestedError = existing ?? (isIndex(next) ? [] : {});
    // A field that already has its own message (or the other shape) keeps it.
    if (!isContainer(child) || Array.isArray(child) !== isIndex(next)) return;
    if (existing === undefined) setChild(node, segment, child);
    node = child;
  }
}

/**
 * The message for what the form cannot show on a field (spec section 5: other 400 errors go to a
 * general message): null when the error is a `validation_error` whose every problem names one of
 * `fields` (any field when `fields` is not given); otherwise the key of the general message
 * ('operation failed, check input and retry' for 4xx, the server or network message otherwise).
 */
export function generalError(error: unknown, fields?: readonly string[]): ErrorMessageKey | null {
  if (hasErrorCode(error, VALIDATION_ERROR) && error.errors.length > 0) {
    const known = (location: string) => {
      const path = fieldPath(location);
      if (path === null) return false;
      if (fields === undefined) return true;
      const top = path.split('.')[0] ?? '';
      return fields.includes(path) || fields.includes(top);
    };
    if (error.errors.every(({ location }) => known(location))) return null;
  }
  return errorMessageKey(error);
}

/**
 * The server's problems with `fields` of a refused request, for formik's `setErrors`; null when it
 * names none of them (the page says the refusal instead).
 */
export function refusalOnFields<Values>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
): FormikErrors<Values> | null {
  const onFields = fieldErrors(error);
  const mine = fields.filter((name) => onFields[name] !== undefined);
  if (mine.length === 0) return null;
  return Object.fromEntries(mine.map((name) => [name, onFields[name]])) as FormikErrors<Values>;
}
