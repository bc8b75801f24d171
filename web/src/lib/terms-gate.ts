import { useSyncExternalStore } from 'react';

/**
 * Whether the app asks the user to agree to new terms of use (docs/contents.md): the profile says
 * the agreed version is older than the current one, or the API refused a write with
 * `terms_not_accepted` (`api-client.ts`). "Later" dismisses the request until the next refusal.
 */
type GateState = 'idle' | 'refused' | 'dismissed';

let state: GateState = 'idle';
const listeners = new Set<() => void>();

function set(next: GateState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const termsGate = {
  /** A write was refused: ask (again, even after "later"). */
  refused: () => set('refused'),
  dismiss: () => set('dismissed'),
  /** Agreed: nothing to ask until the profile or the API says otherwise. */
  reset: () => set('idle'),
  get: (): GateState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTermsGate(): GateState {
  return useSyncExternalStore(termsGate.subscribe, termsGate.get, termsGate.get);
}
