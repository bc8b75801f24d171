import { parseRemoteSettings } from '@campus/model/remote-settings';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModeTabs } from '../app/layouts/mode-tabs';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { apiError, stubApi } from '../testing/api-stub';
import { setUpPageTests } from '../testing/page-test';
import { renderApp, renderInRouter } from '../testing/test-utils';
import { api, ApiError, errorMessageKey } from './api-client';
import { remoteSettings } from './remote-settings';
import { STORAGE_KEY, session } from './session';

setUpPageTests({ now: '2026-11-20T12:00:00+09:00' });

const ANNOUNCEMENT = {
  announcement_ja: '12月1日は停電のため休止します',
  announcement_en: 'Closed on 1 December for a power cut',
  announcement_until: '2026-12-01T18:00',
};

const use = (values: Record<string, string>) =>
  act(() => remoteSettings.set(parseRemoteSettings(values)));

describe('the announcement banner', () => {
  it('shows the text of the language, follows a language switch, and stays closed once closed', async () => {
    stubApi({});
    await renderApp('/faq');
    use(ANNOUNCEMENT);

    const banner = await screen.findByRole('region', {
      name: ja.remoteSettings.announcement.label,
    });
    expect(banner).toHaveTextContent(ANNOUNCEMENT.announcement_ja);

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const english = await screen.findByRole('region', {
      name: en.remoteSettings.announcement.label,
    });
    expect(english).toHaveTextContent(ANNOUNCEMENT.announcement_en);

    await userEvent.click(
      within(english).getByRole('button', { name: en.remoteSettings.announcement.dismiss }),
    );
    expect(screen.queryByRole('region', { name: en.remoteSettings.announcement.label })).toBeNull();
    // Remembered in the common store, which persists (spec section 9), across sign-out too.
    expect(localStorage.getItem(STORAGE_KEY)).toContain('Closed on 1 December');
    act(() => session.signedOut());
    expect(session.get().dismissedAnnouncement).not.toBeNull();

    // Another announcement is news again.
    use({ ...ANNOUNCEMENT, announcement_en: 'Closed on 2 December' });
    expect(
      await screen.findByRole('region', { name: en.remoteSettings.announcement.label }),
    ).toHaveTextContent('Closed on 2 December');
  });

  it('when its end date has passed, then it is not shown', async () => {
    stubApi({});
    await renderApp('/faq');
    use({ ...ANNOUNCEMENT, announcement_until: '2026-11-20T11:59' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: ja.remoteSettings.announcement.label })).toBeNull();
  });
});

describe('maintenance mode', () => {
  it('shows its banner with the operator message, else the app own words', async () => {
    stubApi({});
    await renderApp('/faq');
    use({ maintenance_mode: 'true' });
    const banner = await screen.findByRole('region', { name: ja.remoteSettings.maintenance.label });
    expect(banner).toHaveTextContent(ja.errors.maintenance);

    use({ maintenance_mode: 'true', maintenance_message_ja: '18時に再開します' });
    await waitFor(() => expect(banner).toHaveTextContent('18時に再開します'));
  });

  it('when a write is refused for maintenance, then it is not retried, a toast tells why and the banner shows', async () => {
    const stub = stubApi({ 'PUT /home/me': apiError(503, 'maintenance', 'Back at 18:00') });
    await renderApp('/faq');
    expect(screen.queryByRole('region', { name: ja.remoteSettings.maintenance.label })).toBeNull();

    const refused = await api.put('/home/me', { body: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(errorMessageKey(refused)).toBe('errors.maintenance');
    // A PUT is idempotent: a 503 busy would be tried again, maintenance is not.
    expect(stub.calls('PUT /home/me')).toHaveLength(1);
    expect(await screen.findByText(ja.errors.maintenance)).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: ja.remoteSettings.maintenance.label }),
    ).toBeInTheDocument();
  });
});

describe('the switches', () => {
  it('when share mode is off, then the share pages say it is unavailable, and the mode tabs offer reuse only', async () => {
    stubApi({ 'GET /share-exhibits': { body: { exhibits: [], total: 0 } } });
    use({ share_mode_enabled: 'false' });
    await renderApp('/share');
    expect(
      await screen.findByRole('heading', { name: ja.remoteSettings.shareUnavailable.title }),
    ).toBeInTheDocument();

    await renderInRouter(<ModeTabs mode="reuse" pathname="/manage/exhibit/reuse" />);
    expect(screen.getByRole('link', { name: ja.layout.modeTabs.reuse })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ja.layout.modeTabs.share })).toBeNull();
  });

  it('when sign-ups are closed, then /signup says so instead of the form; a 403 signups_closed closes it too', async () => {
    stubApi({});
    use({ signups_enabled: 'false' });
    const { router } = await renderApp('/signup/create');
    expect(
      await screen.findByRole('heading', { name: ja.remoteSettings.signupClosed.title }),
    ).toBeInTheDocument();

    use({});
    await act(() => router.navigate('/faq'));
    expect(remoteSettings.get().signupsEnabled).toBe(true);
    stubApi({ 'POST /home/me': apiError(403, 'signups_closed') });
    await api.post('/home/me', { body: {} }).catch(() => undefined);
    expect(remoteSettings.get().signupsEnabled).toBe(false);
  });
});
