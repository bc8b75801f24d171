// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom computes `display: ""` for a <span>, not "inline", so accessible
// names gain a space between inline parts ("利用者 新着あり"), which browsers do not add.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { changeLanguage } from '../../lib/i18n';
import { renderInRouter } from '../../testing/test-utils';
import { Footer } from './footer';
import { INQUIRY_FORM_URL } from './links';
import { yearInTokyo } from './tokyo-year';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('ja');
});

describe('Footer', () => {
  it('links home, wanted, about (new tab), FAQ, the inquiry form (new tab), terms and privacy', async () => {
    await renderInRouter(<Footer />);

    const nav = screen.getByRole('navigation', { name: ja.footer.navLabel });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('target'),
    ]);
    expect(links).toEqual([
      ['/', null],
      ['/wanted', null],
      ['/about', '_blank'],
      ['/faq', null],
      [INQUIRY_FORM_URL, '_blank'],
      ['/terms', null],
      ['/privacy', null],
    ]);
    const about = screen.getByRole('link', { name: `${ja.footer.about}${ja.footer.newTab}` });
    expect(about).toHaveAttribute('rel', 'noopener');
    const inquiry = screen.getByRole('link', { name: `${ja.footer.inquiry}${ja.footer.newTab}` });
    expect(inquiry.getAttribute('rel')).toContain('noopener');
    expect(INQUIRY_FORM_URL).toMatch(/^https:\/\//);
  });

  it('ends with the copyright line of the current year in Tokyo, in English too', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-31T15:30:00Z') });
    await renderInRouter(<Footer />, { language: 'en' });

    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031 Campus Marketplace');
    expect(screen.getByRole('link', { name: en.footer.faq })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: en.footer.wanted })).toHaveAttribute('href', '/wanted');
  });
});

describe('yearInTokyo', () => {
  it('is the year in Asia/Tokyo, whatever the browser zone (tests run in Los Angeles)', () => {
    expect(yearInTokyo(new Date('2024-12-31T14:59:59Z'))).toBe(2024);
    expect(yearInTokyo(new Date('2024-12-31T15:00:00Z'))).toBe(2025);
  });
});
