import { DEFAULT_REMOTE_SETTINGS, type RemoteSettings } from '@campus/model/remote-settings-types';
import type { ErrorCode } from '@campus/model/error-codes';
import { MAINTENANCE } from '@campus/model/wire';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { showToast } from './toasts';

/**
 * The remote settings the app shows and follows (announcement, maintenance mode, the share-mode
 * and sign-up switches; `docs/remote-config.md`). It starts with the bundled defaults, so the app
 * works before and without any fetch; `remote-settings-loader.ts` (Remote Config, loaded after the
 * first paint) replaces them. The API enforces the same settings, and its refusals are news too:
 * with a 12-hour fetch interval the browser's copy may be old, so a write refused for maintenance
 * (or a closed switch) updates the store at once (`learnFromRefusal`).
 */

let current: RemoteSettings = DEFAULT_REMOTE_SETTINGS;
const listeners = new Set<() => void>();

function set(next: RemoteSettings): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export const remoteSettings = {
  get: (): RemoteSettings => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set,
  /** For tests: back to the bundled defaults. */
  reset(): void {
    set(DEFAULT_REMOTE_SETTINGS);
  },
};

/**
 * An API refusal that tells a setting: maintenance (also shown as a toast, since any write of any
 * page may meet it), closed sign-ups or share mode off (their pages then say so instead of a form).
 */
export function learnFromRefusal(code: string): void {
  if (code === MAINTENANCE) {
    if (!current.maintenance.on)
      set({ ...current, maintenance: { ...current.maintenance, on: true } });
    showToast({ error: true, text: i18n.t('errors.maintenance') });
  } else if (code === ('signups_closed' satisfies ErrorCode)) {
    set({ ...current, signupsEnabled: false });
  } else if (code === ('share_mode_disabled' satisfies ErrorCode)) {
    set({ ...current, shareModeEnabled: false });
  }
}

/** The current remote settings, re-rendering the caller when they change. */
export function useRemoteSettings(): RemoteSettings {
  return useSyncExternalStore(remoteSettings.subscribe, remoteSettings.get, remoteSettings.get);
}
