import { DATE_TIME_YEARS, inYears, isCalendarDate } from './dates';
import { tokyoInstant } from './tokyo-time';
import { textProblem } from './text';
import type { LocalizedText, RemoteSettings } from './remote-settings-types';

/**
 * What operators change at run time without a deploy (issue 16, part 3; `docs/remote-config.md`):
 * a site-wide announcement, maintenance mode, and the share-mode and sign-up switches. They live in
 * Firebase Remote Config (one client template) as string parameters; this module is their one
 * definition, shared by the API (which enforces them) and the web app (which shows them):
 * the keys, the bundled defaults (the app works without any fetch), and one parser from the
 * string values to typed settings. A value that cannot be read falls back to its default; the
 * parser never throws, since a typo in the console must not take the service down.
 */

/** Spec section 9: the web's Remote Config fetch gives up after 60 s. */
export const REMOTE_CONFIG_FETCH_TIMEOUT_MS = 60_000;
/**
 * Spec section 9 says "432000000 ms (12 hours)": 432,000,000 ms is 5 days, 12 hours is 43,200,000.
 * We take the 12 hours (the words; 5 days would keep an announcement stale for most of a week).
 */
export const REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS = 43_200_000;

/** The Remote Config parameters, named as they are in the console. */
export const REMOTE_SETTING_KEYS = [
  'announcement_ja',
  'announcement_en',
  'announcement_until',
  'maintenance_mode',
  'maintenance_message_ja',
  'maintenance_message_en',
  'share_mode_enabled',
  'signups_enabled',
] as const;
export type RemoteSettingKey = (typeof REMOTE_SETTING_KEYS)[number];

/** The parameters' values as Remote Config hands them out: strings. */
export type RemoteValues = Readonly<Record<RemoteSettingKey, string>>;

/** The bundled defaults: no announcement, no maintenance, share mode and sign-ups open. */
export const REMOTE_DEFAULTS: RemoteValues = {
  announcement_ja: '',
  announcement_en: '',
  announcement_until: '',
  maintenance_mode: 'false',
  maintenance_message_ja: '',
  maintenance_message_en: '',
  share_mode_enabled: 'true',
  signups_enabled: 'true',
};

/** The longest announcement or maintenance message (per language) that is shown. */
export const REMOTE_TEXT_MAX = 500;

// What Remote Config's own `asBoolean` reads as true; we add the matching false words, and
// anything else is not a boolean (the default applies).
const TRUE_WORDS = ['1', 'true', 't', 'yes', 'y', 'on'];
const FALSE_WORDS = ['0', 'false', 'f', 'no', 'n', 'off'];

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  const word = value?.trim().toLowerCase() ?? '';
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return fallback;
}

/** A one-paragraph text: trimmed; '' when missing, too long, or holding control characters. */
function parseText(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text.length > REMOTE_TEXT_MAX || textProblem(text, true) !== null) return '';
  return text;
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/**
 * `announcement_until` as an instant (ISO, UTC), or null (no end) when empty or unreadable:
 * `YYYY-MM-DDTHH:mm[:ss[.sss]]` with an offset (`Z`, `+09:00`) or without one, meaning Tokyo time, or a
 * bare date `YYYY-MM-DD`, meaning through the end of that day in Tokyo.
 */
export function parseUntil(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!inYears(text, DATE_TIME_YEARS)) return null;
  if (isCalendarDate(text)) {
    return tokyoInstant(text, 24 * 60).toISOString();
  }
  const match = DATE_TIME.exec(text);
  if (match === null || !isCalendarDate(match[1] ?? '')) return null;
  const [, date, hours, minutes, seconds = '00', fraction = '', offset = '+09:00'] = match;
  return new Date(`${date}T${hours}:${minutes}:${seconds}${fraction}${offset}`).toISOString();
}

/** Typed settings from Remote Config's string values; a missing or unreadable value: its default. */
export function parseRemoteSettings(values: Partial<Record<string, string>>): RemoteSettings {
  const value = (key: RemoteSettingKey) => values[key] ?? REMOTE_DEFAULTS[key];
  const flag = (key: RemoteSettingKey) =>
    parseBoolean(value(key), parseBoolean(REMOTE_DEFAULTS[key], false));
  return {
    announcement: {
      text: { ja: parseText(value('announcement_ja')), en: parseText(value('announcement_en')) },
      until: parseUntil(value('announcement_until')),
    },
    maintenance: {
      on: flag('maintenance_mode'),
      message: {
        ja: parseText(value('maintenance_message_ja')),
        en: parseText(value('maintenance_message_en')),
      },
    },
    shareModeEnabled: flag('share_mode_enabled'),
    signupsEnabled: flag('signups_enabled'),
  };
}

/** The string values of `settings` (the inverse of `parseRemoteSettings`). */
export function toRemoteValues(settings: RemoteSettings): RemoteValues {
  return {
    announcement_ja: settings.announcement.text.ja,
    announcement_en: settings.announcement.text.en,
    announcement_until: settings.announcement.until ?? '',
    maintenance_mode: String(settings.maintenance.on),
    maintenance_message_ja: settings.maintenance.message.ja,
    maintenance_message_en: settings.maintenance.message.en,
    share_mode_enabled: String(settings.shareModeEnabled),
    signups_enabled: String(settings.signupsEnabled),
  };
}

/** `text` in `language`, else in the other language (better than nothing); '' when neither. */
export function inLanguage(text: LocalizedText, language: keyof LocalizedText): string {
  return text[language] || text[language === 'ja' ? 'en' : 'ja'];
}

/** The announcement's text in `language` ('' when there is none, or it has ended by `now`). */
export function announcementText(
  { text, until }: RemoteSettings['announcement'],
  language: keyof LocalizedText,
  now: Date,
): string {
  if (until !== null && now.getTime() >= Date.parse(until)) return '';
  return inLanguage(text, language);
}
