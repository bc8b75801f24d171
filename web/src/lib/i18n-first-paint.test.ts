import { afterEach, describe, expect, it, vi } from 'vitest';
import ja from '../locales/ja.json';

afterEach(() => {
  vi.resetModules();
});

// A fresh module (and i18next instance) per test: initI18n initialises once per page.
const freshI18n = async () => {
  vi.resetModules();
  return import('./i18n');
};

describe("the first paint's messages", () => {
  it("with firstPaintOnly, the shell's and home page's sections come at once, the rest with allMessages", async () => {
    const { allMessages, i18n, initI18n } = await freshI18n();
    await initI18n('ja', { firstPaintOnly: true });

    expect(i18n.t('search.heading')).toBe(ja.search.heading);
    expect(i18n.t('notFound.title')).toBe(ja.notFound.title);
    expect(i18n.getResource('ja', 'translation', 'contents')).toBeUndefined();

    await allMessages();
    expect(i18n.getResource('ja', 'translation', 'contents')).toEqual(ja.contents);
    expect(i18n.t('search.heading')).toBe(ja.search.heading);
  });

  it('without it, initI18n resolves with every message', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n('ja');

    expect(i18n.getResource('ja', 'translation', 'contents')).toEqual(ja.contents);
  });

  it('started in English, Japanese (the fallback) is whole too for a later switch', async () => {
    const { i18n, initI18n } = await freshI18n();
    await initI18n('en');
    await i18n.changeLanguage('ja');

    expect(i18n.t('devicePhotos.heading')).toBe(ja.devicePhotos.heading);
  });
});
