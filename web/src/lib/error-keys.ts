import type { ErrorCode } from '@campus/model/error-codes';
import { ApiError, errorMessageKey, type ErrorMessageKey } from './api-client';

type Messages = Partial<Record<ErrorCode, string>>;
type StatusMessages = Partial<Record<number, string>>;
type KeyOf<M> = Exclude<M[keyof M], undefined>;

/**
 * The message lookup of one screen for failed calls: the key its `byCode` table gives the error's
 * code (the model's catalogue, so a code the API cannot send does not compile), else the key
 * `byStatus` gives its HTTP status, else the general message (`errorMessageKey`).
 */
export function errorKeys<const M extends Messages, const S extends StatusMessages = object>(
  byCode: M,
  byStatus?: S,
): (error: unknown) => KeyOf<M> | KeyOf<S> | ErrorMessageKey {
  return (error) => {
    if (error instanceof ApiError) {
      if (Object.hasOwn(byCode, error.code)) return byCode[error.code as keyof M] as KeyOf<M>;
      if (byStatus !== undefined && Object.hasOwn(byStatus, error.status)) {
        return byStatus[error.status as keyof S] as KeyOf<S>;
      }
    }
    return errorMessageKey(error);
  };
}
