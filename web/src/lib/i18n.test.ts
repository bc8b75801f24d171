import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import {
  browserLanguage,
  changeLanguage,
  i18n,
  initI18n,
  initialLanguage,
  LANGUAGE_COOKIE,
  localize,
  readLanguageCookie,
} from './i18n';

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }` */
function flatten(messages: object, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [nested, leaf] of flatten(value, path)) flat.set(nested, leaf);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '')
    : [];
}

describe('locale files', () => {
  const flatJa = flatten(ja);
  const flatEn = flatten(en);

  it('have the same keys (a key in one locale only fails)', () => {
    const onlyJa = [...flatJa.keys()].filter((key) => !flatEn.has(key));
    const onlyEn = [...flatEn.keys()].filter((key) => !flatJa.has(key));
    expect({ onlyJa, onlyEn }).toEqual({ onlyJa: [], onlyEn: [] });
  });

  it('hold only non-empty strings', () => {
    for (const [locale, flat] of [
      ['ja', flatJa],
      ['en', flatEn],
    ] as const) {
      const bad = [...flat].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad, `${locale}.json`).toEqual([]);
    }
  });

  it('use the same interpolation placeholders for each key', () => {
    const mismatched = [...flatJa.keys()].filter(
      (key) =>
        placeholders(flatJa.get(key)).sort().join() !== placeholders(flatEn.get(key)).sort().join(),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('readLanguageCookie', () => {
  it('reads a supported language among other cookies, in __session (what the server reads)', () => {
    expect(LANGUAGE_COOKIE).toBe('__session');
    expect(readLanguageCookie('a=1; __session=en; b=2')).toBe('en');
    expect(readLanguageCookie('__session=ja')).toBe('ja');
  });

  it('still reads a choice made before it moved to __session, until the next choice', () => {
    expect(readLanguageCookie('a=1; lang=en')).toBe('en');
    expect(readLanguageCookie('lang=en; __session=ja')).toBe('ja');
  });

  it('ignores unknown values and similar names', () => {
    expect(readLanguageCookie('__session=fr')).toBeNull();
    expect(readLanguageCookie('lang=fr')).toBeNull();
    expect(readLanguageCookie('xlang=en; language=en; __sessions=en')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });
});

describe('the language of a first visit', () => {
  it('is the first of the browser languages the app has, by primary subtag', () => {
    expect(browserLanguage(['en-US', 'ja'])).toBe('en');
    expect(browserLanguage(['EN_gb'])).toBe('en');
    expect(browserLanguage(['ja-JP', 'en'])).toBe('ja');
    expect(browserLanguage(['fr-FR', 'en-US'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it('is Japanese when the browser speaks none of the app languages', () => {
    expect(initialLanguage('', ['fr-FR'])).toBe('ja');
    expect(initialLanguage('', [])).toBe('ja');
    expect(initialLanguage('', ['en-US'])).toBe('en');
  });

  it('yields to the cookie, the language switch choice, afterwards', () => {
    expect(initialLanguage('lang=ja', ['en-US'])).toBe('ja');
    expect(initialLanguage('lang=en', ['ja-JP'])).toBe('en');
    // An unknown cookie value is no choice.
    expect(initialLanguage('lang=fr', ['en-US'])).toBe('en');
  });

  it('reads navigator.languages by default', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'ja']);
    try {
      expect(initialLanguage('')).toBe('en');
    } finally {
      languages.mockRestore();
    }
  });
});

describe('localize', () => {
  it('picks the language and falls back to Japanese when that text is empty', () => {
    expect(localize({ ja: '本', en: 'Books' }, 'en')).toBe('Books');
    expect(localize({ ja: '本', en: 'Books' }, 'ja')).toBe('本');
    expect(localize({ ja: '本', en: '' }, 'en')).toBe('本');
  });
});

describe('i18n', () => {
  beforeAll(async () => {
    await initI18n('ja');
    // In a worker's shared module graph (vitest.config.ts) an earlier file may have left English.
    await changeLanguage('ja');
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  afterEach(async () => {
    await changeLanguage('ja');
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('starts in Japanese with <html lang="ja">', () => {
    expect(i18n.language).toBe('ja');
    expect(i18n.t('notFound.title')).toBe(ja.notFound.title);
    expect(document.documentElement.lang).toBe('ja');
  });

  it('when switched to English, then texts, <html lang> and the cookie follow', async () => {
    await changeLanguage('en');

    expect(i18n.t('notFound.title')).toBe(en.notFound.title);
    expect(document.documentElement.lang).toBe('en');
    expect(readLanguageCookie(document.cookie)).toBe('en');
    expect(document.cookie).toContain('__session=en');
  });

  it('never puts the language in the URL', async () => {
    const before = window.location.href;
    await changeLanguage('en');
    expect(window.location.href).toBe(before);
  });
});
