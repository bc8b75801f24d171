import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPageTests } from '../../testing/page-test';
import { renderInRouter, signIn, testProfile } from '../../testing/test-utils';
import { SuspensionBanner } from './suspension-banner';

// 2030-05-01 09:00 in Tokyo.
setUpPageTests({ now: '2030-05-01T00:00:00.000Z' });

const suspended = (until: string) =>
  signIn({ profile: { ...testProfile(), suspension: { until, reason: '度重なる迷惑行為' } } });

describe('SuspensionBanner', () => {
  it('says until when (Tokyo time) and why, and what still works', async () => {
    suspended('2030-05-08T03:00:00.000Z');
    await renderInRouter(<SuspensionBanner />);

    expect(screen.getByRole('region', { name: 'アカウントの一時停止' })).toHaveTextContent(
      'アカウントは 2030/05/08 12:00:00 まで一時停止されています（理由: 度重なる迷惑行為）。閲覧はできますが、投稿や取引はできません。',
    );
  });

  it('in English', async () => {
    suspended('2030-05-08T03:00:00.000Z');
    await renderInRouter(<SuspensionBanner />, { language: 'en' });

    expect(screen.getByRole('region', { name: 'Account suspended' })).toHaveTextContent(
      'Your account is suspended until 2030/05/08 12:00:00 (reason: 度重なる迷惑行為).',
    );
  });

  it('is not shown once the suspension has ended, nor without one', async () => {
    suspended('2030-04-30T23:59:59.000Z');
    const { unmount } = await renderInRouter(<SuspensionBanner />);
    expect(screen.queryByRole('region')).toBeNull();
    unmount();

    signIn();
    await renderInRouter(<SuspensionBanner />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a profile stored before suspensions existed shows none', async () => {
    const { suspension: _gone, ...older } = testProfile();
    signIn({ profile: older as ReturnType<typeof testProfile> });
    await renderInRouter(<SuspensionBanner />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
