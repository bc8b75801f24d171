import type { z } from 'zod';
import { AppError, validationError } from '../../http/errors';
import { toFieldErrors } from '../../http/validate';
import type { ApiAnswer, PublicReads } from './renderer';

/**
 * One of the API's public reads as the pages function answers it in process: the route's path
 * below `/api/v1` (`:name` matches one segment), the same schemas as its route, and the same
 * function its route answers with, called as an anonymous reader.
 */
export interface PublicRead<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  path: string;
  params?: P;
  query?: Q;
  read(request: { params: z.output<P>; query: z.output<Q> }): Promise<unknown>;
}

/** A read of the table, its types checked against its own schemas. */
export const publicRead = <P extends z.ZodType, Q extends z.ZodType>(
  read: PublicRead<P, Q>,
): PublicRead => read as unknown as PublicRead;

/** The segments `pattern` names, when `path` is one of its addresses. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/** The query as the API's `simple` parser gives it: a repeated key is an array. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    object[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return object;
}

/**
 * The reads the server-rendered pages ask for (`GET /api/v1{path}?{query}`), answered by `table`
 * as the API answers them: the body with 200, an `AppError` (404 for what an anonymous reader may
 * not see) with its status and body, invalid parameters with 400. A path the table does not hold
 * answers null: the page shows it loading, and the browser fetches it. Any other failure rejects,
 * and the page falls back to the shell.
 */
export function publicReads(table: readonly PublicRead[]): PublicReads {
  return {
    async get(path, query) {
      for (const entry of table) {
        const params = matchPath(entry.path, path);
        if (params === null) continue;
        const parsedParams = (entry.params ?? unchecked).safeParse(params);
        const parsedQuery = (entry.query ?? unchecked).safeParse(queryObject(query));
        if (!parsedParams.success || !parsedQuery.success) {
          const errors = [
            ...(parsedParams.success ? [] : toFieldErrors('params', parsedParams.error)),
            ...(parsedQuery.success ? [] : toFieldErrors('query', parsedQuery.error)),
          ];
          const refusal = validationError(errors);
          return { status: refusal.status, body: refusal.toBody() };
        }
        try {
          const body = await entry.read({ params: parsedParams.data, query: parsedQuery.data });
          return { status: 200, body } satisfies ApiAnswer;
        } catch (error) {
          if (error instanceof AppError) return { status: error.status, body: error.toBody() };
          throw error;
        }
      }
      return null;
    },
  };
}

/** What a read without a schema gets: the values as they came. */
const unchecked = {
  safeParse: (value: unknown) => ({ success: true as const, data: value }),
} as unknown as z.ZodType;
