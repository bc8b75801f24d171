import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { jsonResponse, renderApp, signIn } from '../../../testing/test-utils';
import { ownedShareExhibit } from '../testing/fixtures';
import { PAGE_SIZE } from './share-exhibit-list-page';
import { setUpPageTests } from '../../../testing/page-test';

const l = en.shareExhibits.list;

beforeEach(() => signIn());
setUpPageTests();

const page = (exhibits: unknown[], total = exhibits.length): StubAnswer => ({
  body: { exhibits, total },
});

describe('/manage/exhibit/share', () => {
  it('lists the listings: title to the detail, devices, published or not, updated, edit', async () => {
    const { calls } = stubApi({
      'GET /home/share-exhibits': page([
        ownedShareExhibit(),
        ownedShareExhibit({
          id: 'sx-2',
          title: 'Plate reader',
          deviceIds: ['dev-2'],
          devices: [{ id: 'dev-2', name: 'Plate reader', active: true }],
          published: false,
          publishedAt: null,
        }),
      ]),
    });
    await renderApp('/manage/exhibit/share', 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: en.routes.shareExhibits }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: l.caption });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    if (!first || !second) throw new Error('rows missing');
    expect(
      within(first).getByRole('link', { name: 'Microscopes of the imaging lab' }),
    ).toHaveAttribute('href', '/manage/exhibit/share/sx-1');
    expect(first).toHaveTextContent('Confocal microscope');
    expect(first).toHaveTextContent(`Old centrifuge ${en.shareExhibits.suspended}`);
    expect(first).toHaveTextContent(en.shareExhibits.published);
    // Asia/Tokyo.
    expect(first).toHaveTextContent('2030/05/01 09:00:00');
    expect(
      within(first).getByRole('link', { name: 'Edit Microscopes of the imaging lab' }),
    ).toHaveAttribute('href', '/manage/exhibit/share/sx-1/edit');
    expect(second).toHaveTextContent(en.shareExhibits.unpublished);
    expect(calls('GET /home/share-exhibits')[0]?.query.toString()).toBe(
      `limit=${PAGE_SIZE}&offset=0`,
    );
    expect(screen.getByText('Listings: 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: l.create })).toHaveAttribute(
      'href',
      '/manage/exhibit/share/create',
    );
    expect(document.body).toHaveClass('share');
  });

  it('pages like the reuse list, the page kept in the address', async () => {
    const paged: StubAnswer = ({ query }) => {
      const offset = Number(query.get('offset'));
      const all = Array.from({ length: 45 }, (_, i) =>
        ownedShareExhibit({ id: `sx-${i + 1}`, title: `Listing ${i + 1}` }),
      );
      return jsonResponse({ exhibits: all.slice(offset, offset + PAGE_SIZE), total: 45 });
    };
    const { calls } = stubApi({ 'GET /home/share-exhibits': paged });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/exhibit/share?page=2');

    expect(await screen.findByRole('link', { name: 'Listing 21' })).toBeInTheDocument();
    expect(calls('GET /home/share-exhibits')[0]?.query.get('offset')).toBe(String(PAGE_SIZE));
    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });
    await user.click(within(pager).getByRole('link', { name: '3 ページ目' }));

    expect(await screen.findByRole('link', { name: 'Listing 41' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(calls('GET /home/share-exhibits').at(-1)?.query.get('offset')).toBe('40');
  });

  it("has one row of Reuse / Share tabs (the layout's), Share current, Reuse leading to the reuse list", async () => {
    stubApi({
      'GET /home/share-exhibits': page([]),
      'GET /home/exhibits': page([]),
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/exhibit/share');

    const rows = await screen.findAllByRole('navigation', { name: ja.layout.modeTabs.label });
    expect(rows).toHaveLength(1);
    // No second row of the same tabs on the page itself.
    expect(screen.getAllByRole('link', { name: ja.layout.modeTabs.reuse })).toHaveLength(1);
    const tabs = rows[0]!;
    expect(within(tabs).getByRole('link', { name: ja.layout.modeTabs.share })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: ja.layout.modeTabs.reuse }));

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.routes.reuseExhibits }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage/exhibit/reuse');
  });

  it('without listings, says so', async () => {
    stubApi({ 'GET /home/share-exhibits': page([]) });
    await renderApp('/manage/exhibit/share');

    expect(await screen.findByText(ja.shareExhibits.list.empty)).toBeInTheDocument();
  });

  it('when loading fails, says so and retries', async () => {
    const { calls } = stubApi({
      'GET /home/share-exhibits': [apiError(500, 'server_error'), page([ownedShareExhibit()])],
    });
    const user = userEvent.setup();
    await renderApp('/manage/exhibit/share', 'en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(l.loadFailed);
    expect(alert).toHaveTextContent(en.errors.serverError);
    await user.click(within(alert).getByRole('button', { name: en.shareExhibits.retry }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls('GET /home/share-exhibits')).toHaveLength(2);
  });
});
