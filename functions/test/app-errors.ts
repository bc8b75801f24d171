import { AppError } from '../src/http/errors';

/**
 * Unit tests of the domain rules: what a call throws, as the API would answer it. Other errors
 * are rethrown (a bug, not an answer).
 */

/** The AppError `fn` throws, or undefined when it returns. */
export function appErrorOf(fn: () => unknown): AppError | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  return undefined;
}

/** `{ status, code }` of the AppError `fn` throws, or undefined when it returns. */
export function errorOf(fn: () => unknown): { status: number; code: string } | undefined {
  const error = appErrorOf(fn);
  return error && { status: error.status, code: error.code };
}

/** `"<status> <code>"` of the AppError `fn` throws, or undefined when it returns. */
export function codeOf(fn: () => unknown): string | undefined {
  const error = appErrorOf(fn);
  return error && `${error.status} ${error.code}`;
}
