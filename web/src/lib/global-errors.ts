import type { ParseKeys, TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_SUSPENDED,
  LAST_ADMIN,
  UNAVAILABLE_EMAIL,
  type ErrorCode,
} from '@campus/model/error-codes';
import { UNAUTHORIZED } from '@campus/model/wire';
import { ApiError, errorMessageKey, NOT_GROUP_MEMBER } from './api-client';
import { reloadProfile, selectGroup } from './profile';
import { showToast } from './toasts';

/**
 * The wrapper that handles errors globally (spec section 7: "Group selection, sign-up, profile
 * update and withdraw run inside a wrapper that handles errors globally"), and the one place that
 * says what each error of the catalogue (spec section 8) does when the page does not handle it
 * itself: a form shows its own field errors, everything else comes here and is told as an error
 * toast, so no page words these messages again.
 *
 * The API client has already done what every call needs: a 401 saved the address and went to
 * /login, a 403 `NotGroupMember` for the session's group ran the recovery (`api-client.ts`).
 */

/** What a handler may use. */
export interface GlobalErrorContext {
  t: TFunction;
}

/** What happens for one error code. */
export type GlobalErrorHandler = (error: ApiError, context: GlobalErrorContext) => void;

/** A handler that tells `key` as an error toast. */
export const tell =
  (key: ParseKeys): GlobalErrorHandler =>
  (_error, { t }) => {
    showToast({ error: true, text: t(key) });
  };

/**
 * The catalogue, code -> handler: one row per code that needs more than the general message of
 * its status (`errorMessageKey`: validation and other 4xx 'operation failed, check input and
 * retry', 5xx 'an unknown error occurred', network, rate limit, busy). A new code with handling of
 * its own (maintenance, terms not accepted, ...) is one more row.
 */
export const globalErrorHandlers: Partial<Record<ErrorCode, GlobalErrorHandler>> = {
  // The API client has saved the address and gone to /login: nothing to tell there.
  [UNAUTHORIZED]: () => undefined,
  // Not (or no longer) a member: the group stays as it was (or, for the session's group, the API
  // client's recovery made the user act as themself); the profile is fetched again so that the
  // lists of groups drop the one the user is not in.
  [NOT_GROUP_MEMBER]: (error, context) => {
    tell('errors.notGroupMember')(error, context);
    void reloadProfile();
  },
  [UNAVAILABLE_EMAIL]: tell('login.errors.unavailableEmail'),
  [LAST_ADMIN]: tell('errors.lastAdmin'),
  // Suspended by the moderators: no writes until the suspension ends. The profile is fetched again
  // so that the manage layout's banner says until when, and why.
  [ACCOUNT_SUSPENDED]: (error, context) => {
    tell('moderation.errors.accountSuspended')(error, context);
    void reloadProfile();
  },
};

/** Handles `error` as the catalogue says (a toast of the general message when no row names it). */
export function handleGlobally(error: unknown, context: GlobalErrorContext): void {
  console.error(error);
  const handler =
    error instanceof ApiError && Object.hasOwn(globalErrorHandlers, error.code)
      ? globalErrorHandlers[error.code as ErrorCode]
      : undefined;
  if (handler && error instanceof ApiError) handler(error, context);
  else showToast({ error: true, text: context.t(errorMessageKey(error)) });
}

/**
 * How an operation run by the wrapper ended: its value, or its error and whether the wrapper told
 * it (`told`: false for an error the page said it handles, which the page must now show).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown; told: boolean };

export interface GlobalErrorOptions {
  /** True for an error the page shows itself (a form's field errors): not handled globally. */
  handles?: (error: unknown) => boolean;
}

/**
 * Runs `operation`; an error the page does not handle (`handles`) is handled globally. Never
 * rejects: the outcome says whether it succeeded, and carries the error for the page.
 */
export async function withGlobalErrors<T>(
  operation: () => Promise<T>,
  context: GlobalErrorContext,
  { handles }: GlobalErrorOptions = {},
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await operation() };
  } catch (error) {
    const told = !handles?.(error);
    if (told) handleGlobally(error, context);
    return { ok: false, error, told };
  }
}

/** Runs an operation inside the wrapper (`withGlobalErrors`), with messages in the UI language. */
export type RunWithGlobalErrors = <T>(
  operation: () => Promise<T>,
  options?: GlobalErrorOptions,
) => Promise<Outcome<T>>;

/** The wrapper for a component: `const run = useGlobalErrors(); await run(() => withdraw())`. */
export function useGlobalErrors(): RunWithGlobalErrors {
  const { t } = useTranslation();
  return useCallback((operation, options) => withGlobalErrors(operation, { t }, options), [t]);
}

/**
 * Group selection inside the wrapper (spec section 4: on failure the previous group stays): resolves
 * true once `select` (by default the server and token change of `profile.ts`) succeeded, false
 * after a failure, which the wrapper has told.
 */
export function useSelectGroup(
  select: (group: string | null) => Promise<void> = selectGroup,
): (group: string | null) => Promise<boolean> {
  const run = useGlobalErrors();
  return useCallback(async (group) => (await run(() => select(group))).ok, [run, select]);
}
