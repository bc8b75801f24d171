import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';

export interface ApiMutationOptions<Variables, Result> {
  /** The call, from the feature's `api/`. */
  call: (variables: Variables) => Promise<Result>;
  /**
   * The cached reads the change makes stale (keys or their prefixes). Once the call has settled,
   * the ones on screen are fetched again while their last result stays shown (`fetching` in
   * `QueryResult`), and the others are fetched on their next visit. Also after a failure: a 404 or
   * a 409 says the data changed meanwhile.
   */
  invalidates: (variables: Variables, result: Result | undefined) => readonly QueryKey[];
  /**
   * The cached reads an accepted change rewrites in place from what is known (the server's answer,
   * the row removed), so the page follows at once without a fetch; each one `cacheUpdate`.
   */
  updates?: (variables: Variables, result: Result) => readonly CacheUpdate[];
}

/** One cached read rewritten in place (`updates`); made by `cacheUpdate`. */
export interface CacheUpdate {
  key: QueryKey;
  update: (cached: unknown) => unknown;
}

/** Rewrites the read cached under `key` (of type `T`, `undefined` when nothing is cached). */
export function cacheUpdate<T>(key: QueryKey, update: (cached: T | undefined) => T): CacheUpdate {
  return { key, update: update as (cached: unknown) => unknown };
}

/** What the caller does when the change was accepted or refused. */
export interface Reaction<Result> {
  onSuccess?: (result: Result) => void;
  /** Says the refusal: on the form, in a toast, beside the button (each page words its own). */
  onError: (error: unknown) => void;
}

export type ApiMutation<Variables, Result> = UseMutationResult<Result, unknown, Variables> & {
  /**
   * Runs the change and the caller's reaction: a refusal goes to `onError`, so it rejects only if
   * a reaction throws. Its promise settles once both are done, so a confirmation dialog or a formik
   * form stays busy until then.
   */
  run: (variables: Variables, reaction: Reaction<Result>) => Promise<void>;
};

/**
 * The hook behind every `use<Change>` in features: TanStack Query's mutation, which makes the keys
 * it names stale once it has settled. Pages call `run(variables, { onSuccess, onError })` and keep
 * only what is theirs (the message they show, the dialog they close); `isPending` says it is running.
 * Every accepted change also makes the whole cache stale (`forgetCachedData`), so a page not named
 * here still fetches afresh on its next visit.
 */
export function useApiMutation<Variables = void, Result = void>({
  call,
  invalidates,
  updates,
}: ApiMutationOptions<Variables, Result>): ApiMutation<Variables, Result> {
  const queryClient = useQueryClient();
  const mutation = useMutation<Result, unknown, Variables>({
    mutationFn: call,
    onSuccess: (result, variables) => {
      for (const { key, update } of updates?.(variables, result) ?? []) {
        queryClient.setQueryData(key, update);
      }
    },
    onSettled: (result, _error, variables) => {
      for (const queryKey of invalidates(variables, result)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    (variables: Variables, { onSuccess, onError }: Reaction<Result>) =>
      mutateAsync(variables).then((result) => onSuccess?.(result), onError),
    [mutateAsync],
  );
  return { ...mutation, run };
}
