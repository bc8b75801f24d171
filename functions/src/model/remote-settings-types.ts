/**
 * The remote settings' types and the settings the app starts with (`remote-settings.ts` holds the
 * keys and the parser): apart, so that the web's first load, which needs only these, carries no
 * parser.
 */

export interface LocalizedText {
  ja: string;
  en: string;
}

/** The typed settings; `GET /api/v1/settings` answers with them. */
export interface RemoteSettings {
  /** Empty texts: no announcement. `until` is the instant (ISO, UTC) it stops showing, or null. */
  announcement: { text: LocalizedText; until: string | null };
  /** While on, the API refuses writes; empty messages: the app's own words. */
  maintenance: { on: boolean; message: LocalizedText };
  shareModeEnabled: boolean;
  signupsEnabled: boolean;
}

/** The answer of `GET /api/v1/settings`: the settings the API enforces right now. */
export type RemoteSettingsResponse = RemoteSettings;

/**
 * The settings the app starts with, before (or without) any fetch: `REMOTE_DEFAULTS` parsed
 * (a unit test says so), written out so the web's first load carries no parser.
 */
export const DEFAULT_REMOTE_SETTINGS: RemoteSettings = {
  announcement: { text: { ja: '', en: '' }, until: null },
  maintenance: { on: false, message: { ja: '', en: '' } },
  shareModeEnabled: true,
  signupsEnabled: true,
};
