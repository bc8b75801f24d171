import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@campus/model/identity-types';
import ja from '../locales/ja.json';

/** Japanese is the default and the fallback; English is loaded on demand. */
export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'ja';

/** The chosen language lives in this cookie (never in the URL). */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Messages = typeof ja;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readLanguageCookie(cookie: string = document.cookie): Language | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const found = decodeURIComponent(rest.join('='));
      return isLanguage(found) ? found : null;
    }
  }
  return null;
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

// Japanese ships in the main bundle (it is the fallback); other languages are separate chunks.
// Typing `en` as `Messages` makes a key missing from en.json a type error as well as a test failure.
const loaders: Record<Language, () => Promise<Messages>> = {
  ja: () => Promise.resolve(ja),
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

/**
 * Initialises i18next once, in the language from the cookie or else the browser (`initialLanguage`),
 * and resolves when that language's messages are loaded, so the first render is already translated.
 */
export function initI18n(language: Language = initialLanguage()) {
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
      resources: { ja: { translation: ja } },
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
  return initialising;
}

/** Switches the language (loading its messages first) and remembers it in the cookie. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
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
