import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { changeLanguage } from '../../../lib/i18n';
import { device } from '../../../lib/share-mode/testing';
import { apiError, resetApiStub, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS } from '../../../testing/exhibit-fixtures';
import { jsonResponse, renderApp, resetShell } from '../../../testing/test-utils';

afterEach(async () => {
  resetApiStub();
  resetShell();
  await changeLanguage('ja');
});

/** 25 devices, answered a page at a time; every third is free, every other needs approval. */
const pagedDevices: StubAnswer = ({ query }) => {
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('offset'));
  const all = Array.from({ length: 25 }, (_, i) =>
    device({
      id: `dev-${i + 1}`,
      name: `Device ${i + 1}`,
      feePerHour: i % 3 === 0 ? 0 : 1500,
      requiresApproval: i % 2 === 0,
    }),
  );
  return jsonResponse({ devices: all.slice(offset, offset + limit), total: all.length });
};

const withApi = (devices: StubAnswer | StubAnswer[] = pagedDevices) =>
  stubApi({
    'GET /devices': devices,
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': apiError(404, 'not_found'),
  });

const card = async (name: string) => {
  const article = (await screen.findByRole('link', { name })).closest('article');
  if (!article) throw new Error(`no card ${name}`);
  return within(article);
};

describe('SharePage', () => {
  it('lists the first 20 active devices with place, fee and the approval badge', async () => {
    const { calls } = withApi();

    await renderApp('/share', 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Share' })).toBeInTheDocument();
    const first = await card('Device 1');
    expect(first.getByText('Free')).toBeInTheDocument();
    expect(first.getByText(en.share.device.needsApproval)).toBeInTheDocument();
    expect(await first.findByText('North campus eng-1 301')).toBeInTheDocument();
    const second = await card('Device 2');
    expect(second.getByText('¥1,500 per hour')).toBeInTheDocument();
    expect(second.queryByText(en.share.device.needsApproval)).toBeNull();
    expect(screen.getByRole('link', { name: 'Device 2' })).toHaveAttribute('href', '/share/dev-2');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(calls('GET /devices')[0]?.query.toString()).toBe('limit=20&offset=0');
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    expect(document.body).toHaveClass('share');
  });

  it('pages with links kept in the address', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await renderApp('/share');
    await screen.findByRole('link', { name: 'Device 1' });

    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });
    await user.click(within(pager).getByRole('link', { name: '2 ページ目' }));

    expect(await screen.findByRole('link', { name: 'Device 21' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=2');
    expect(calls('GET /devices').at(-1)?.query.get('offset')).toBe('20');
    expect(screen.getByText('25 件中 21〜25 件を表示')).toBeInTheDocument();
    expect((await card('Device 23')).getByText('1時間 1,500円')).toBeInTheDocument();
  });

  it('when there are none, says so; when loading fails, offers a retry', async () => {
    const { calls } = withApi([apiError(500, 'server_error'), { body: { devices: [], total: 0 } }]);
    const user = userEvent.setup();
    await renderApp('/share', 'en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.share.error);
    await user.click(within(alert).getByRole('button', { name: en.share.retry }));

    expect(await screen.findByText(en.share.empty)).toBeInTheDocument();
    expect(calls('GET /devices')).toHaveLength(2);
  });
});
