import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { en } from './en';
import { ja } from './ja';
import { contentLoaders, loadStaticContent, useStaticContent } from './use-static-content';

beforeAll(async () => {
  await initI18n('ja');
});

afterEach(async () => {
  await changeLanguage('ja');
});

async function renderContentHook() {
  const i18n = await initI18n('ja');
  await i18n.changeLanguage('ja');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useStaticContent(), { wrapper });
}

describe('loadStaticContent', () => {
  it('loads each language', async () => {
    await expect(loadStaticContent('ja')).resolves.toBe(ja);
    await expect(loadStaticContent('en')).resolves.toBe(en);
  });

  it('when a language cannot be loaded, then falls back to Japanese', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { ...contentLoaders, en: () => Promise.reject(new Error('chunk failed')) };

    await expect(loadStaticContent('en', failing)).resolves.toBe(ja);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('useStaticContent', () => {
  it('returns Japanese at once, and English after it loads when the language changes', async () => {
    const { result } = await renderContentHook();
    expect(result.current).toBe(ja);

    await act(async () => {
      await changeLanguage('en');
    });
    await waitFor(() => expect(result.current).toBe(en));

    await act(async () => {
      await changeLanguage('ja');
    });
    expect(result.current).toBe(ja);
  });
});
