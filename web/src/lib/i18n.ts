import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@campus/model/identity-types';
import { cookieLanguage, isLanguage } from '@campus/model/language-cookie';
import { loadChunk } from './chunk-reload';
import type ja from '../locales/ja.json';
import * as firstPaint from '../locales/first-paint';

/** Japanese is the default and the fallback; English is loaded on demand. */
export { isLanguage, LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'ja';

/**
 * The chosen language lives in the model's `LANGUAGE_COOKIE`, `__session` (never in the URL): the one
 * cookie Firebase Hosting passes to the server-rendered pages and keys its cache by
 * (docs/server-rendering.md). A choice made before it moved there, in `OLD_LANGUAGE_COOKIE`, still
 * counts until the next choice.
 */
export { LANGUAGE_COOKIE };
export const OLD_LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Messages = typeof ja;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export function readLanguageCookie(cookie: string = document.cookie): Language | null {
  return cookieLanguage(cookie, LANGUAGE_COOKIE) ?? cookieLanguage(cookie, OLD_LANGUAGE_COOKIE);
}

/**
 * The first of the browser's preferred languages (`navigator.languages`, e.g. `['en-US', 'ja']`) that
 * the app has, by primary subtag; null when none is ours.
 */
export function browserLanguage(
  preferred: readonly string[] = navigatorLanguages(),
): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The language to start in: the cookie (the language switch's choice) wins; a first visit gets the
 * browser's language when the app has it, else Japanese. The browser's language is not written to
 * the cookie, so only an explicit choice is remembered.
 */
export function initialLanguage(
  cookie: string = document.cookie,
  preferred: readonly string[] = navigatorLanguages(),
): Language {
  return readLanguageCookie(cookie) ?? browserLanguage(preferred) ?? DEFAULT_LANGUAGE;
}

export function writeLanguageCookie(language: Language): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The Japanese messages the first paint of a public page needs (`locales/first-paint.ts`) ship in the
 * main bundle, Japanese being the default and the fallback. The whole file (with these again) is a
 * separate chunk, 20 kB gzip, that every other page waits for (`allMessages`), loaded after the first
 * paint; so is each other language. A copy: i18next merges the rest into it, and a module's
 * namespace object cannot change.
 */
const FIRST_PAINT: Partial<Messages> = { ...firstPaint };

// `?all`: another module than the named imports above, so the bundler keeps it whole in its own chunk.
// Typing `en` as `Messages` makes a key missing from en.json a type error as well as a test failure.
const loaders: Record<Language, () => Promise<Messages>> = {
  ja: () =>
    loadChunk(() => import('../locales/ja.json?all')).then((module) => module.default as Messages),
  en: () => import('../locales/en.json').then((module): Messages => module.default),
};

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language '${language}'`), false);
      return;
    }
    loaders[language]().then(
      (messages) => callback(null, messages),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

let initialising: Promise<typeof i18n> | undefined;

let restOfJapanese: Promise<void> | undefined;

/** Adds the rest of the Japanese messages to the first paint's (once; again after a failure). */
function completeJapanese(): Promise<void> {
  restOfJapanese ??= loaders.ja().then((messages) => {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', messages, true, true);
  });
  // A failed load (offline) is tried again by the next caller.
  restOfJapanese.catch(() => {
    restOfJapanese = undefined;
  });
  return restOfJapanese;
}

/**
 * Resolves when every message of the current language is loaded: at once for a language loaded whole
 * (the backend loads all of a language but Japanese), else after adding the rest of Japanese.
 */
export function allMessages(): Promise<void> {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return current === DEFAULT_LANGUAGE ? completeJapanese() : Promise.resolve();
}

/**
 * Initialises i18next once, in the language from the cookie or else the browser (`initialLanguage`),
 * and resolves when that language's messages are loaded, so the first render is already translated:
 * all of them, or with `firstPaintOnly` (the app's start, `main.tsx`) those of the first paint, the
 * rest coming with `allMessages`.
 */
export function initI18n(
  language: Language = initialLanguage(),
  { firstPaintOnly = false }: { firstPaintOnly?: boolean } = {},
) {
  initialising ??= i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      resources: { ja: { translation: FIRST_PAINT } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      showSupportNotice: false,
    })
    .then(() => {
      syncDocumentLanguage(i18n.language);
      i18n.on('languageChanged', syncDocumentLanguage);
      return i18n;
    });
  // Japanese whole even when another language starts: it is the fallback, and a later switch to it
  // through i18next itself (not `changeLanguage`) would otherwise find only the first paint's.
  return firstPaintOnly
    ? initialising
    : initialising.then((ready) => completeJapanese().then(() => ready));
}

/** Switches the language (loading all its messages first) and remembers it in the cookie. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  await allMessages();
  writeLanguageCookie(language);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}

/** Text the API returns in both languages, e.g. category names. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** Picks the text in `language`, falling back to Japanese when that one is empty. */
export function localize(text: LocalizedText, language: Language): string {
  return text[language] || text[DEFAULT_LANGUAGE];
}

export { i18n };
