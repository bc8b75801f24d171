import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderStaticPage, switchToEnglish } from '../testing/render-static-page';
import { PrivacyPage } from './privacy-page';

afterEach(async () => {
  await changeLanguage('ja');
});

describe('PrivacyPage', () => {
  it('renders the policy in Japanese by default', async () => {
    await renderStaticPage(<PrivacyPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '取得する情報' })).toBeInTheDocument();
    expect(screen.getByText(/東京リージョン（asia-northeast1）/)).toBeInTheDocument();
    expect(screen.getByText(/Cookie（名前 lang）.*365日/)).toBeInTheDocument();
    expect(screen.getByText('2026年11月20日')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('プライバシーポリシー | キャンパスマーケット'));
  });

  it('when the language is switched to English, then the policy is in English', async () => {
    await renderStaticPage(<PrivacyPage />);

    await switchToEnglish('Privacy Policy');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Information we collect' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tokyo region \(asia-northeast1\)/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });
});
