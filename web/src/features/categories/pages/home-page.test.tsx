import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { jsonResponse, renderApp } from '../../../testing/test-utils';
import type { GetCategoriesResponse } from '../api/get-categories';

// Ids and `order` deliberately disagree with the insertion order, to prove sorting.
const tree: GetCategoriesResponse = {
  categories: {
    c2: {
      id: 'c2',
      name: { ja: '本', en: 'Books' },
      order: 2,
      middleCategories: {
        m21: {
          id: 'm21',
          name: { ja: '専門書', en: 'Textbooks' },
          order: 1,
          smallCategories: {
            s211: { id: 's211', name: { ja: '工学', en: 'Engineering' }, order: 1, kind: 'book' },
          },
        },
      },
    },
    c1: {
      id: 'c1',
      name: { ja: '家具', en: 'Furniture' },
      order: 1,
      middleCategories: {
        m12: {
          id: 'm12',
          name: { ja: '収納', en: 'Storage' },
          order: 2,
          smallCategories: {
            s121: {
              id: 's121',
              name: { ja: '本棚', en: 'Bookshelves' },
              order: 1,
              kind: 'furniture',
            },
          },
        },
        m11: {
          id: 'm11',
          name: { ja: '机・椅子', en: 'Desks and chairs' },
          order: 1,
          smallCategories: {
            s112: { id: 's112', name: { ja: '椅子', en: 'Chairs' }, order: 2, kind: 'furniture' },
            s111: { id: 's111', name: { ja: '机', en: 'Desks' }, order: 1, kind: 'furniture' },
          },
        },
      },
    },
  },
};

function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(async () => {
  await changeLanguage('ja');
});

describe('HomePage', () => {
  it('when categories load, then the tree shows in Japanese, sorted by order at each level', async () => {
    const fetchMock = stubFetch().mockResolvedValue(jsonResponse(tree));

    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 2, name: '家具' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '家具',
      '本',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '机・椅子',
      '収納',
      '専門書',
    ]);
    const desks = screen.getByRole('heading', { level: 3, name: '机・椅子' }).closest('li');
    if (!desks) throw new Error('middle category is not a list item');
    expect(
      within(desks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['机', '椅子']);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/categories');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('when the language is switched to English, then names change without refetching', async () => {
    const fetchMock = stubFetch().mockResolvedValue(jsonResponse(tree));
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByRole('heading', { level: 2, name: '家具' });

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Furniture' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByText('Bookshelves')).toBeInTheDocument();
    expect(screen.queryByText('家具')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('while loading, then a status message shows', async () => {
    stubFetch().mockReturnValue(new Promise<Response>(() => undefined));

    await renderApp('/');

    expect(await screen.findByText('カテゴリを読み込んでいます…')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('when the call fails, then an error with a retry shows, and retry loads the tree', async () => {
    const fetchMock = stubFetch()
      .mockResolvedValueOnce(jsonResponse({ code: 'server_error', message: 'boom' }, 500))
      .mockResolvedValueOnce(jsonResponse(tree));
    const user = userEvent.setup();

    await renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('カテゴリを読み込めませんでした。');
    expect(alert).toHaveTextContent('不明なエラーが発生しました。');
    expect(alert).not.toHaveTextContent('boom');

    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));

    expect(await screen.findByRole('heading', { level: 2, name: '家具' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when the network is down, then the network message shows in the current language', async () => {
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));

    await renderApp('/', 'en');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('when there are no categories, then the empty state shows', async () => {
    stubFetch().mockResolvedValue(jsonResponse({ categories: {} }));

    await renderApp('/');

    expect(await screen.findByText('登録されているカテゴリはまだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /./ })).not.toBeInTheDocument();
  });

  it('sets the tab title to the product name', async () => {
    stubFetch().mockResolvedValue(jsonResponse(tree));
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe('キャンパスマーケット'));
  });
});
