import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { renderRoute, signIn } from '../../../testing/test-utils';
import { LOOKUPS, post, UNTIL_TOKYO } from '../testing/fixtures';
import { WantedListPage } from './wanted-list-page';

const w = ja.wanted;

setUpPageTests();

const POSTS = [
  post('w1'),
  post('w2', {
    title: '教科書',
    categoryId: 'textbook',
    keywords: '',
    areaId: '',
    offerCount: 0,
    account: { id: 'g1', kind: 'group', name: null, withdrawn: true },
  }),
];

function withApi(list: StubAnswer | StubAnswer[] = { body: { wanted: POSTS, total: 2 } }) {
  return stubApi({ 'GET /wanted': list, ...LOOKUPS });
}

const render = (path = '/wanted', language: 'ja' | 'en' = 'ja') =>
  renderRoute(<WantedListPage />, { pattern: '/wanted', path, language });

const cardOf = async (title: string) =>
  within((await screen.findByRole('link', { name: title })).closest('article') as HTMLElement);

describe('WantedListPage', () => {
  it('lists the open posts as cards: title, state, category, keywords, area, date, poster, offers', async () => {
    const { calls } = withApi();
    await render();

    expect(screen.getByRole('heading', { level: 1, name: ja.routes.wanted })).toBeInTheDocument();
    const first = await cardOf('スチールの本棚');
    expect(first.getByRole('link', { name: 'スチールの本棚' })).toHaveAttribute(
      'href',
      '/wanted/w1',
    );
    expect(first.getByText(w.status.open)).toBeInTheDocument();
    expect(await first.findByText('家具')).toBeInTheDocument();
    expect(first.getByText('本棚 / スチール')).toBeInTheDocument();
    expect(await first.findByText('北キャンパス')).toBeInTheDocument();
    expect(first.getByText(UNTIL_TOKYO)).toBeInTheDocument();
    // Visitors see the poster's name without a link to the account card.
    expect(first.getByText('佐藤 一郎')).toBeInTheDocument();
    expect(first.queryByRole('link', { name: '佐藤 一郎' })).toBeNull();
    expect(first.getByText('2 件')).toBeInTheDocument();

    const second = await cardOf('教科書');
    expect(second.getByText('教科書', { selector: 'dd' })).toBeInTheDocument();
    expect(second.getAllByText(w.any)).toHaveLength(2);
    expect(second.getByText(w.withdrawn)).toBeInTheDocument();

    expect(screen.getByText('2 件', { selector: '.list-page__total' })).toBeInTheDocument();
    expect(calls('GET /wanted')[0]?.query.toString()).toBe('limit=20&offset=0');
    // Visitors are not offered to post.
    expect(screen.queryByRole('link', { name: w.list.post })).toBeNull();
  });

  it('signed in: links the posters to their account cards and offers to post', async () => {
    signIn();
    withApi();
    await render();

    const first = await cardOf('スチールの本棚');
    expect(first.getByRole('link', { name: '佐藤 一郎' })).toHaveAttribute(
      'href',
      '/manage/account/u-poster',
    );
    expect(screen.getByRole('link', { name: w.list.post })).toHaveAttribute(
      'href',
      '/manage/wanted/create',
    );
  });

  it('searches by keywords, a category of any level and an area, kept in the address', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await render();
    await cardOf('スチールの本棚');

    await user.type(screen.getByRole('searchbox', { name: w.list.keywords }), '本棚\u3000机');
    const category = screen.getByRole('combobox', { name: w.list.category });
    await screen.findByRole('option', { name: '家具 / 机・椅子' });
    await user.selectOptions(category, '家具 / 机・椅子');
    await user.selectOptions(screen.getByRole('combobox', { name: w.list.area }), '南キャンパス');
    await user.click(screen.getByRole('button', { name: w.list.search }));

    expect(router.state.location.search).toBe(
      '?keywords=%E6%9C%AC%E6%A3%9A&keywords=%E6%9C%BA&category=desks&area=south',
    );
    await screen.findAllByRole('article');
    expect(calls('GET /wanted').at(-1)?.query.toString()).toBe(
      'keywords=%E6%9C%AC%E6%A3%9A&keywords=%E6%9C%BA&category=desks&area=south&limit=20&offset=0',
    );
    // The form starts from the address.
    expect(screen.getByRole('searchbox', { name: w.list.keywords })).toHaveValue('本棚 机');
    expect(screen.getByRole('combobox', { name: w.list.area })).toHaveValue('south');
  });

  it('pages by offset with page links', async () => {
    const { calls } = withApi({ body: { wanted: POSTS, total: 45 } });
    await render('/wanted?page=2');

    await cardOf('スチールの本棚');
    expect(calls('GET /wanted')[0]?.query.toString()).toBe('limit=20&offset=20');
    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });
    expect(within(pager).getByRole('link', { name: ja.exhibitCard.pager.next })).toHaveAttribute(
      'href',
      '/wanted?page=3',
    );
  });

  it('says when nothing matches', async () => {
    withApi({ body: { wanted: [], total: 0 } });
    await render('/wanted?keywords=x');
    expect(await screen.findByText(w.list.empty)).toBeInTheDocument();
  });

  it('past the last page, leads back to the first', async () => {
    withApi({ body: { wanted: [], total: 3 } });
    await render('/wanted?area=north&page=4');
    expect(await screen.findByText(w.list.pastEnd, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: w.list.firstPage })).toHaveAttribute(
      'href',
      '/wanted?area=north',
    );
  });

  it('when the list fails, then says so with a retry', async () => {
    withApi([apiError(500, 'server_error'), { body: { wanted: POSTS, total: 2 } }]);
    const user = userEvent.setup();
    await render();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(w.list.loadFailed);
    await user.click(within(alert).getByRole('button', { name: w.retry }));
    expect(await screen.findByRole('link', { name: 'スチールの本棚' })).toBeInTheDocument();
  });

  it('in English', async () => {
    withApi();
    await render('/wanted', 'en');

    const first = await cardOf('スチールの本棚');
    expect(screen.getByRole('heading', { level: 1, name: en.routes.wanted })).toBeInTheDocument();
    expect(await first.findByText('Furniture')).toBeInTheDocument();
    expect(first.getByText('2 offers')).toBeInTheDocument();
    expect(first.getByText(en.wanted.status.open)).toBeInTheDocument();
  });
});
