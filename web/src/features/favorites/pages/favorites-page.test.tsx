import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, summary } from '../../../testing/exhibit-fixtures';
import { renderApp, signIn } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const f = ja.favorites;

setUpPageTests({ quietWarnings: true });

const favorite = (n: number) => ({ ...summary(n), favoritedAt: '2024-04-05T00:00:00.000Z' });

/** `total` favorites, a page at a time; `removed` ids are left out. */
function pagedFavorites(total: number, removed: Set<string>): StubAnswer {
  return ({ query }) => {
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset'));
    const all = Array.from({ length: total }, (_, i) => favorite(i + 1)).filter(
      (e) => !removed.has(e.id),
    );
    return new Response(
      JSON.stringify({ exhibits: all.slice(offset, offset + limit), total: all.length }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  };
}

describe('FavoritesPage', () => {
  it('when logged out, then it explains and links to login', async () => {
    const { calls } = stubApi({});

    await renderApp('/favorite');

    expect(await screen.findByRole('heading', { level: 1, name: f.title })).toBeInTheDocument();
    expect(screen.getByText(f.loginExplanation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: f.login })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Ffavorite',
    );
    expect(calls('GET /home/favorites')).toHaveLength(0);
  });

  it('lists the favorites as cards, 20 a page with page links', async () => {
    signIn();
    const { calls } = stubApi({
      'GET /home/favorites': pagedFavorites(25, new Set()),
      'GET /areas': { body: AREAS },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/favorite');

    expect(await screen.findByRole('link', { name: '出品物1' })).toHaveAttribute(
      'href',
      '/exhibits/ex-1',
    );
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(calls('GET /home/favorites')[0]?.query.toString()).toBe('limit=20&offset=0');
    expect(screen.getByText('25 件')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });
    await user.click(within(pager).getByRole('link', { name: '2 ページ目' }));

    expect(await screen.findByRole('link', { name: '出品物21' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls('GET /home/favorites').at(-1)?.query.get('offset')).toBe('20');
  });

  it('removes a favorite and shows the list again', async () => {
    signIn();
    const removed = new Set<string>();
    const { calls } = stubApi({
      'GET /home/favorites': pagedFavorites(2, removed),
      'GET /areas': { body: AREAS },
      'DELETE /home/favorites/ex-1': () => {
        removed.add('ex-1');
        return new Response(JSON.stringify({ favorited: false, favoriteCount: 1 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const user = userEvent.setup();
    await renderApp('/favorite');
    await screen.findByRole('link', { name: '出品物1' });

    await user.click(screen.getByRole('button', { name: 'お気に入りから削除：「出品物1」' }));

    expect(await screen.findByRole('link', { name: '出品物2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '出品物1' })).toBeNull();
    expect(calls('DELETE /home/favorites/ex-1')).toHaveLength(1);
  });

  it('when removing fails, then an error shows and the favorite stays', async () => {
    signIn();
    stubApi({
      'GET /home/favorites': pagedFavorites(1, new Set()),
      'GET /areas': { body: AREAS },
      'DELETE /home/favorites/ex-1': { status: 500, body: { code: 'server_error', message: 'x' } },
    });
    const user = userEvent.setup();
    await renderApp('/favorite');
    await screen.findByRole('link', { name: '出品物1' });

    await user.click(screen.getByRole('button', { name: 'お気に入りから削除：「出品物1」' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(f.removeFailed);
    expect(screen.getByRole('link', { name: '出品物1' })).toBeInTheDocument();
  });

  it('when there are none, then the empty state links to the search', async () => {
    signIn();
    stubApi({
      'GET /home/favorites': { body: { exhibits: [], total: 0 } },
      'GET /areas': { body: AREAS },
    });

    await renderApp('/favorite');

    expect(await screen.findByText(f.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: f.search })).toHaveAttribute('href', '/');
  });

  it('shows in English', async () => {
    signIn();
    stubApi({
      'GET /home/favorites': pagedFavorites(1, new Set()),
      'GET /areas': { body: AREAS },
    });

    await renderApp('/favorite', 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: en.favorites.title }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Remove from favorites: 出品物1' }),
    ).toHaveTextContent(en.favorites.remove);
    expect(screen.getByText('1 exhibit')).toBeInTheDocument();
  });
});
