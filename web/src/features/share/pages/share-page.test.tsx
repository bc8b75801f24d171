import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { device, shareListing } from '../../../lib/share-mode/testing';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

setUpPageTests();

/**
 * 25 listings, answered a page at a time. Each has two devices: the first free and needing
 * approval, the second at ¥1,500 an hour and booked at once; every other listing is a group's.
 */
const pagedListings: StubAnswer = ({ query }) => {
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('offset'));
  const all = Array.from({ length: 25 }, (_, i) =>
    shareListing({
      id: `sx-${i + 1}`,
      title: `Listing ${i + 1}`,
      owner:
        i % 2 === 0
          ? { id: `lab-${i + 1}`, name: `Lab ${i + 1}`, kind: 'group' }
          : { id: `u-${i + 1}`, name: null, kind: 'user' },
      devices: [
        device({ id: `dev-${i + 1}-a`, name: `Scope ${i + 1}`, feePerHour: 0 }),
        device({
          id: `dev-${i + 1}-b`,
          name: `Printer ${i + 1}`,
          feePerHour: 1500,
          requiresApproval: false,
        }),
      ],
    }),
  );
  return jsonResponse({ exhibits: all.slice(offset, offset + limit), total: all.length });
};

const withApi = (listings: StubAnswer | StubAnswer[] = pagedListings) =>
  stubApi({ 'GET /share-exhibits': listings });

const card = async (name: string) => {
  const article = (await screen.findByRole('link', { name })).closest('article');
  if (!article) throw new Error(`no card ${name}`);
  return within(article);
};

const deviceRow = (scope: ReturnType<typeof within>, name: string) => {
  const row = scope.getByText(name).closest('li');
  if (!row) throw new Error(`no device ${name}`);
  return row;
};

describe('SharePage', () => {
  it('lists the first 20 published listings: title to its page, owner, devices with fee and approval', async () => {
    const { calls } = withApi();

    await renderApp('/share', 'en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Share' })).toBeInTheDocument();
    const first = await card('Listing 1');
    expect(screen.getByRole('link', { name: 'Listing 1' })).toHaveAttribute(
      'href',
      '/exhibits/sx-1',
    );
    expect(first.getByText('Lent by Lab 1')).toBeInTheDocument();
    expect(first.getByText(en.exhibit.owner.group)).toBeInTheDocument();
    const devices = first.getByRole('list', { name: en.share.listing.devices });
    const scope = deviceRow(within(devices), 'Scope 1');
    expect(scope).toHaveTextContent('Free');
    expect(scope).toHaveTextContent(en.share.device.needsApproval);
    const printer = deviceRow(within(devices), 'Printer 1');
    expect(printer).toHaveTextContent('¥1,500 per hour');
    expect(printer).not.toHaveTextContent(en.share.device.needsApproval);
    // A withdrawn owner.
    expect(
      (await card('Listing 2')).getByText(`Lent by ${en.exhibit.owner.withdrawn}`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(calls('GET /share-exhibits')[0]?.query.toString()).toBe('limit=20&offset=0');
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    expect(document.body).toHaveClass('share');
  });

  it('pages with links kept in the address', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await renderApp('/share');
    await screen.findByRole('link', { name: 'Listing 1' });

    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });
    await user.click(within(pager).getByRole('link', { name: '2 ページ目' }));

    expect(await screen.findByRole('link', { name: 'Listing 21' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=2');
    expect(calls('GET /share-exhibits').at(-1)?.query.get('offset')).toBe('20');
    expect(screen.getByText('25 件中 21〜25 件を表示')).toBeInTheDocument();
    const printer = deviceRow(await card('Listing 23'), 'Printer 23');
    expect(printer).toHaveTextContent('1時間 1,500円');
  });

  it('a listing without bookable devices says so', async () => {
    withApi({ body: { exhibits: [shareListing({ devices: [] })], total: 1 } });

    await renderApp('/share', 'en');

    const listing = await card('Microscopes of the imaging lab');
    expect(listing.getByText(en.share.listing.noDevices)).toBeInTheDocument();
  });

  it('when there are none, says so; when loading fails, offers a retry', async () => {
    const { calls } = withApi([
      apiError(500, 'server_error'),
      { body: { exhibits: [], total: 0 } },
    ]);
    const user = userEvent.setup();
    await renderApp('/share', 'en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.share.error);
    await user.click(within(alert).getByRole('button', { name: en.share.retry }));

    expect(await screen.findByText(en.share.empty)).toBeInTheDocument();
    expect(calls('GET /share-exhibits')).toHaveLength(2);
  });
});
