import type { RequestHandler } from 'express';
import { z } from 'zod';
import { type FieldError, validationError } from './errors';

/** The parts of a request that `validate` checks, each with its zod schema. */
export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Location = keyof RequestSchemas;
const LOCATIONS: readonly Location[] = ['params', 'query', 'body'];

type Parsed<S, K extends Location, Fallback> = S extends { [P in K]: infer T extends z.ZodType }
  ? z.output<T>
  : Fallback;

/** The request part types a handler sees after `validate(schemas)`. */
export type ValidParams<S> = Parsed<S, 'params', Record<string, string>>;
export type ValidQuery<S> = Parsed<S, 'query', Record<string, unknown>>;
export type ValidBody<S> = Parsed<S, 'body', unknown>;

/** Turns zod issues into `{ location: 'body.items.0.name', message }` entries. */
export function toFieldErrors(location: Location, error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = [location, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ location: `${base}.${key}`, message: issue.message }));
    }
    return [{ location: base, message: issue.message }];
  });
}

/**
 * Validates `params`, `query` and `body` with zod and replaces them with the parsed values, so the
 * next handlers of the route see typed, parsed data:
 *
 *     router.get('/areas/:id/buildings', validate({ params }), (req, res) => req.params.id)
 *
 * Any failure is a 400 `validation_error` listing every problem with its location.
 */
export function validate<S extends RequestSchemas>(
  schemas: S,
): RequestHandler<ValidParams<S>, unknown, ValidBody<S>, ValidQuery<S>> {
  return (req, _res, next) => {
    const errors: FieldError[] = [];
    const parsed = new Map<Location, unknown>();
    for (const location of LOCATIONS) {
      const schema = schemas[location];
      if (schema === undefined) continue;
      const result = schema.safeParse(req[location]);
      if (result.success) parsed.set(location, result.data);
      else errors.push(...toFieldErrors(location, result.error));
    }
    if (errors.length > 0) {
      next(validationError(errors));
      return;
    }
    for (const [location, value] of parsed) {
      // Express 5 exposes `req.query` through a getter on the prototype: an own property shadows
      // it. It stays writable because the router assigns `req.params` again on later layers.
      Object.defineProperty(req, location, {
        value,
        writable: true,
        configurable: true,
        enumerable: true,
      });
    }
    next();
  };
}

/**
 * A query parameter that may be repeated (`?areas=a&areas=b`): one value or many, always an array.
 * Add `.optional()` or `.default([])` when it may be absent.
 */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(item));
}

/** A non-negative integer given as a query string, e.g. `?limit=20`. */
export const queryInt = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,8})$/, 'Expected a non-negative integer')
  .transform(Number);

/** `?inStock=true` / `?inStock=false`. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The body of a write that takes none (`POST /home/me/group`, `POST .../leave`, ...): absent or
 * `{}`. Any field is a 400 `validation_error` at its location, so that e.g. `{ "isAdmin": true }`
 * is refused rather than silently ignored.
 */
export const noBody = z.strictObject({}).optional();
