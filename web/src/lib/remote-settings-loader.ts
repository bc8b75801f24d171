import { initializeApp } from 'firebase/app';
import {
  ensureInitialized,
  fetchAndActivate,
  getAll,
  getRemoteConfig,
  isSupported,
  type RemoteConfig,
} from 'firebase/remote-config';
import {
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  REMOTE_DEFAULTS,
  parseRemoteSettings,
  toRemoteValues,
} from '@campus/model/remote-settings';
import type { RemoteSettings, RemoteSettingsResponse } from '@campus/model/remote-settings-types';
import { api } from './api-client';
import { env } from './env';
import type { AppConfig } from './parse-env';
import { remoteSettings } from './remote-settings';

/**
 * Firebase Remote Config, loaded after the first paint (a chunk of its own, see `main.tsx`), feeding
 * the store of `remote-settings.ts`:
 * - deployed: the bundled defaults as `defaultConfig`, the last activated values at once, then
 *   `fetchAndActivate` (spec section 9: 60 s timeout, at most one fetch per 12 hours). A failed
 *   fetch is ignored: the defaults or the last activated values stay. When they say maintenance,
 *   the API's own values confirm it (`GET /settings`): the fetched copy may be hours old, and a
 *   banner must not outlive the maintenance;
 * - on the emulators (there is no Remote Config emulator): the values the API enforces
 *   (`GET /settings`, from the local override file) become the `defaultConfig`, and are read back
 *   through Remote Config like fetched ones, so both modes take the same path.
 */

/** What the API enforces now; the defaults when it cannot say. */
async function settingsOfApi(): Promise<RemoteSettings | null> {
  try {
    return await api.get<RemoteSettingsResponse>('/settings', {
      background: true,
      handleAuthErrors: false,
    });
  } catch (error) {
    console.warn('The remote settings of the API could not be read', error);
    return null;
  }
}

/** Remote Config's values (activated, else default), as typed settings. */
function read(config: RemoteConfig): RemoteSettings {
  const values = Object.fromEntries(
    Object.entries(getAll(config)).map(([key, value]) => [key, value.asString()]),
  );
  return parseRemoteSettings(values);
}

/** Deployed, maintenance is confirmed by the API before it is shown. */
async function confirmed(settings: RemoteSettings): Promise<RemoteSettings> {
  if (!settings.maintenance.on) return settings;
  const server = await settingsOfApi();
  return server === null ? settings : { ...settings, maintenance: server.maintenance };
}

export async function loadRemoteSettings(config: AppConfig = env): Promise<void> {
  if (!(await isSupported())) return;
  // The same app as `firebase.ts` (initializeApp returns it when the options are the same).
  const remoteConfig = getRemoteConfig(initializeApp(config.firebase));
  remoteConfig.settings = {
    fetchTimeoutMillis: REMOTE_CONFIG_FETCH_TIMEOUT_MS,
    minimumFetchIntervalMillis: REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  };
  if (config.useEmulators) {
    const local = await settingsOfApi();
    remoteConfig.defaultConfig = { ...(local === null ? REMOTE_DEFAULTS : toRemoteValues(local)) };
    remoteSettings.set(read(remoteConfig));
    return;
  }
  remoteConfig.defaultConfig = { ...REMOTE_DEFAULTS };
  await ensureInitialized(remoteConfig);
  remoteSettings.set(await confirmed(read(remoteConfig)));
  try {
    if (await fetchAndActivate(remoteConfig))
      remoteSettings.set(await confirmed(read(remoteConfig)));
  } catch (error) {
    console.warn('Remote Config could not be fetched: the last values stay', error);
  }
}
