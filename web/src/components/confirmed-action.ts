import { useState } from 'react';

/** An action that asks first, as `useConfirmedAction` returns it. */
export interface ConfirmedAction<T> {
  /** What the open dialog asks about; null while no dialog is open. */
  asked: { value: T } | null;
  /** The last attempt failed (until the next one). */
  failed: boolean;
  /** Opens the dialog about `value` and clears an earlier failure. */
  ask: (value: T) => void;
  clearFailure: () => void;
  cancel: () => void;
  /** Takes the action: the dialog's confirm button. */
  confirm: () => Promise<void>;
}

/**
 * An action taken once the user confirms it in a dialog (log out, switch the acting group). A
 * failure is logged, closes the dialog and is kept for an alert; after a success the dialog closes
 * and `then` runs (e.g. navigates). An action that resolves `false` did not happen and has told
 * why itself (inside the global error wrapper, `lib/global-errors.ts`): the dialog closes, no more. `T` is what the dialog asks about (the group to switch to),
 * `void` when there is nothing to choose.
 */
export function useConfirmedAction<T = void>(
  act: (value: T) => Promise<void | boolean>,
  then?: () => unknown,
): ConfirmedAction<T> {
  const [asked, setAsked] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  return {
    asked,
    failed,
    ask: (value) => {
      setFailed(false);
      setAsked({ value });
    },
    clearFailure: () => setFailed(false),
    cancel: () => setAsked(null),
    confirm: async () => {
      if (asked === null) return;
      let done: void | boolean;
      try {
        done = await act(asked.value);
      } catch (error) {
        console.error(error);
        setAsked(null);
        setFailed(true);
        return;
      }
      setAsked(null);
      if (done !== false) await then?.();
    },
  };
}
