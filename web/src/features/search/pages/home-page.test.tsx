import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { changeLanguage } from '../../../lib/i18n';
import { resetApiStub, stubApi, type StubAnswer } from '../../../testing/api-stub';
import { AREAS, CATEGORIES, summary } from '../../../testing/exhibit-fixtures';
import { fill, renderApp } from '../../../testing/test-utils';

const s = ja.search;

afterEach(async () => {
  resetApiStub();
  await changeLanguage('ja');
});

/** 45 exhibits, answered a page at a time by `limit` and `offset`. */
const pagedExhibits =
  (total = 45): StubAnswer =>
  ({ query }) => {
    const limit = Number(query.get('limit'));
    const offset = Number(query.get('offset'));
    const all = Array.from({ length: total }, (_, i) => summary(i + 1));
    return new Response(JSON.stringify({ exhibits: all.slice(offset, offset + limit), total }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };

function withApi(exhibits: StubAnswer | StubAnswer[] = pagedExhibits()) {
  return stubApi({
    'GET /exhibits': exhibits,
    'GET /areas': { body: AREAS },
    'GET /categories': { body: CATEGORIES },
  });
}

const titles = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((h) => h.closest('.exhibit-card'))
    .map((h) => h.textContent);

describe('HomePage search', () => {
  it('when opened, then the first 20 exhibits on display show as cards', async () => {
    const { calls } = withApi();

    await renderApp('/');

    expect(await screen.findByRole('link', { name: '出品物1' })).toHaveAttribute(
      'href',
      '/exhibits/ex-1',
    );
    expect(titles()).toHaveLength(20);
    const [request] = calls('GET /exhibits');
    expect(request?.query.toString()).toBe('limit=20&offset=0');
    expect(screen.getByText('45 件中 1〜20 件を表示')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(ja.app.name));
  });

  it('when the server stopped counting at 1,000, then the count says "or more"', async () => {
    const page = Array.from({ length: 20 }, (_, i) => summary(i + 1));
    withApi({ body: { exhibits: page, total: 1000, totalCapped: true, next: null } });

    await renderApp('/');

    expect(await screen.findByText('1000 件以上中 1〜20 件を表示')).toBeInTheDocument();
  });

  it('a card shows area, stock, expiry in Tokyo time and the counts', async () => {
    withApi({ body: { exhibits: [summary(1)], total: 1 } });

    await renderApp('/');

    const card = (await screen.findByRole('link', { name: '出品物1' })).closest('article');
    if (!card) throw new Error('no card');
    await within(card).findByText('北キャンパス');
    expect(within(card).getByText('3 点')).toBeInTheDocument();
    expect(within(card).getByText('2024/05/01 00:00:00')).toBeInTheDocument();
    expect(within(card).getByLabelText('お気に入り 2 件')).toBeInTheDocument();
    expect(within(card).getByLabelText('コメント 5 件')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '出品物1の画像' })).toHaveAttribute(
      'src',
      'https://img.example/ex-1_72.jpg',
    );
  });

  it('when an exhibit has no image, then the card shows the labelled placeholder', async () => {
    withApi({ body: { exhibits: [summary(1, { thumbnailUri: null })], total: 1 } });

    await renderApp('/');

    const card = (await screen.findByRole('link', { name: '出品物1' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('img', { name: ja.exhibitCard.noImage })).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
  });

  it('when the address holds a search, then the API gets it and the form shows it', async () => {
    const { calls } = withApi();

    await renderApp(
      '/?keywords=%E6%9C%BA&keywords=%E6%A4%85%E5%AD%90&areas=north&inStock=true&page=2',
    );

    await screen.findByRole('link', { name: '出品物21' });
    const request = calls('GET /exhibits')[0];
    expect(request?.query.getAll('keywords')).toEqual(['机', '椅子']);
    expect(request?.query.getAll('areas')).toEqual(['north']);
    expect(request?.query.get('inStock')).toBe('true');
    expect(request?.query.get('offset')).toBe('20');
    expect(screen.getByRole('searchbox', { name: s.keywords })).toHaveValue('机 椅子');
    expect(await screen.findByRole('checkbox', { name: '北キャンパス' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '南キャンパス' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: s.inStock })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: s.expiredAlso })).not.toBeChecked();
  });

  it('when keywords with a full-width space and filters are sent, then the address and the API get them', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await screen.findByRole('link', { name: '出品物1' });

    await user.type(screen.getByRole('searchbox', { name: s.keywords }), '机\u3000椅子 ');
    await user.selectOptions(screen.getByRole('combobox', { name: s.kind }), 'book');
    await user.click(await screen.findByRole('checkbox', { name: '南キャンパス' }));
    await user.click(screen.getByRole('checkbox', { name: s.expiredAlso }));
    await user.click(screen.getByRole('button', { name: s.submit }));

    await waitFor(() => expect(calls('GET /exhibits')).toHaveLength(2));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.getAll('keywords')).toEqual(['机', '椅子']);
    expect(params.get('kind')).toBe('book');
    expect(params.getAll('areas')).toEqual(['south']);
    expect(params.get('expiredAlso')).toBe('true');
    expect(params.has('page')).toBe(false);
    const request = calls('GET /exhibits')[1];
    expect(request?.query.getAll('keywords')).toEqual(['机', '椅子']);
    expect(request?.query.get('kind')).toBe('book');
    expect(request?.query.getAll('areas')).toEqual(['south']);
    expect(request?.query.get('expiredAlso')).toBe('true');
    expect(request?.query.has('inStock')).toBe(false);
  });

  it('when the answer has a next, then the next page link reads on from it, not by offset', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => summary(i + 1));
    const page2 = Array.from({ length: 20 }, (_, i) => summary(i + 21));
    const next = '8222000000000_ex-20';
    const { calls } = withApi([
      { body: { exhibits: page1, total: 45, totalCapped: false, next } },
      { body: { exhibits: page2, total: 45, totalCapped: false, next: '8222000000000_ex-40' } },
    ]);
    const user = userEvent.setup();
    await renderApp('/');
    await screen.findByRole('link', { name: '出品物1' });
    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });

    await user.click(within(pager).getByRole('link', { name: ja.exhibitCard.pager.next }));

    expect(await screen.findByRole('link', { name: '出品物21' })).toBeInTheDocument();
    const request = calls('GET /exhibits').at(-1)?.query;
    expect(request?.get('after')).toBe(next);
    expect(request?.get('offset')).toBe('0');
    expect(screen.getByText('45 件中 21〜40 件を表示')).toBeInTheDocument();
  });

  it('pages with page links kept in the address; back returns to the previous page and search', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await renderApp('/?keywords=%E6%9C%BA');
    await screen.findByRole('link', { name: '出品物1' });
    const pager = screen.getByRole('navigation', { name: ja.exhibitCard.pager.label });
    expect(within(pager).getByRole('link', { name: '1 ページ目' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(pager)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['1', '2', '3', ja.exhibitCard.pager.next]);

    await user.click(within(pager).getByRole('link', { name: '3 ページ目' }));

    expect(await screen.findByRole('link', { name: '出品物41' })).toBeInTheDocument();
    expect(titles()).toHaveLength(5);
    expect(router.state.location.search).toBe('?keywords=%E6%9C%BA&page=3');
    expect(calls('GET /exhibits').at(-1)?.query.get('offset')).toBe('40');

    await router.navigate(-1);

    expect(await screen.findByRole('link', { name: '出品物1' })).toBeInTheDocument();
    // The first page shows from the cache at once; its search is sent again in the background
    // (on a busy machine after the cards are back: wait for it rather than assume it went first).
    await waitFor(() => expect(calls('GET /exhibits').at(-1)?.query.get('offset')).toBe('0'));
    expect(screen.getByRole('searchbox', { name: s.keywords })).toHaveValue('机');
  });

  it('when nothing matches, then the empty state shows', async () => {
    withApi({ body: { exhibits: [], total: 0 } });

    await renderApp('/?keywords=%E3%81%AA%E3%81%97');

    expect(await screen.findByText(s.noResults)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: ja.exhibitCard.pager.label })).toBeNull();
  });

  it('when the search fails, then an error with a retry shows, and retry searches again', async () => {
    const { calls } = withApi([
      { status: 500, body: { code: 'server_error', message: 'boom' } },
      { body: { exhibits: [summary(1)], total: 1 } },
    ]);
    const user = userEvent.setup();
    await renderApp('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(s.error);
    expect(alert).toHaveTextContent(ja.errors.serverError);
    expect(alert).not.toHaveTextContent('boom');

    await user.click(within(alert).getByRole('button', { name: s.retry }));

    expect(await screen.findByRole('link', { name: '出品物1' })).toBeInTheDocument();
    expect(calls('GET /exhibits')).toHaveLength(2);
  });
});

describe('HomePage browse by category', () => {
  it('shows the tree sorted by order; each entry searches by its tag', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await renderApp('/?keywords=x');

    const panel = await screen.findByRole('complementary', { name: s.byCategory });
    await within(panel).findByRole('link', { name: '家具' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['家具', '本']);
    expect(within(panel).getByRole('link', { name: '机' })).toHaveAttribute('href', '/?tag=desk');

    await user.click(within(panel).getByRole('link', { name: '机' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tag=desk'));
    await waitFor(() =>
      expect(calls('GET /exhibits').at(-1)?.query.getAll('tag')).toEqual(['desk']),
    );
    expect(within(panel).getByRole('link', { name: '机' })).toHaveAttribute('aria-current', 'page');
    const tags = screen.getByRole('list', { name: s.tags });
    expect(tags).toHaveTextContent('机');

    await user.click(within(tags).getByRole('link', { name: 'カテゴリ「机」の絞り込みを解除' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('when the categories fail, then the panel shows an error while the search still works', async () => {
    stubApi({
      'GET /exhibits': { body: { exhibits: [summary(1)], total: 1 } },
      'GET /areas': { body: AREAS },
      'GET /categories': { status: 500, body: { code: 'server_error', message: 'x' } },
    });

    await renderApp('/');

    const panel = await screen.findByRole('complementary', { name: s.byCategory });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(ja.home.categories.error);
    expect(await screen.findByRole('link', { name: '出品物1' })).toBeInTheDocument();
  });
});

describe('HomePage in English', () => {
  it('shows the search, filters, cards and categories in English', async () => {
    withApi({ body: { exhibits: [summary(1, { thumbnailUri: null })], total: 1 } });

    await renderApp('/', 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: en.search.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.search.submit })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'North campus' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: en.exhibitCard.kinds.book })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: en.exhibitCard.noImage })).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByLabelText('2 favorites')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Furniture' })).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });
});

describe('HomePage reuse-impact line', () => {
  const TOTALS = { items: 42, exhibits: 17, yen: 1234567, kg: 512.25, kgCO2e: 1261.2345 };
  const impact = (totals: Partial<typeof TOTALS> & { deviceHours?: number | null } = TOTALS) => ({
    body: {
      from: '2025-12',
      to: '2026-11',
      totals: { items: 0, exhibits: 0, yen: 0, kg: 0, kgCO2e: 0, deviceHours: 0, ...totals },
    },
  });

  function withImpact(answer: StubAnswer) {
    return stubApi({
      'GET /exhibits': { body: { exhibits: [summary(1)], total: 1 } },
      'GET /areas': { body: AREAS },
      'GET /categories': { body: CATEGORIES },
      'GET /impact': answer,
    });
  }

  /** Long enough for the line to come if it were to (its answer shows no sooner than 200 ms). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it('after the listing, says what the last 12 months achieved and leads to /impact', async () => {
    const { requests } = withImpact(impact());
    await renderApp('/');

    const line = await screen.findByRole('complementary', { name: ja.impact.band.label });
    const link = within(line).getByRole('link', {
      name: fill(ja.impact.band.text_other, { items: '42', yen: '¥1,234,567', co2: '1,261.2' }),
    });
    expect(link).toHaveAttribute('href', '/impact');
    // Below the listing, asked for once the listing had answered.
    const paths = requests.map((request) => request.path);
    expect(paths.indexOf('/impact')).toBeGreaterThan(paths.indexOf('/exhibits'));
    expect(
      screen.getByRole('heading', { level: 2, name: s.results }).compareDocumentPosition(line) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('when nothing was handed over yet, then it shows nothing', async () => {
    const { calls } = withImpact(impact({ items: 0, yen: 0, kg: 0, kgCO2e: 0, exhibits: 0 }));
    await renderApp('/');

    await screen.findByRole('link', { name: '出品物1' });
    await waitFor(() => expect(calls('GET /impact')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('complementary', { name: ja.impact.band.label })).toBeNull();
  });

  it('when the figures cannot be loaded, then it shows nothing', async () => {
    const { calls } = withImpact({ status: 500, body: { code: 'server_error', message: 'x' } });
    await renderApp('/');

    await screen.findByRole('link', { name: '出品物1' });
    await waitFor(() => expect(calls('GET /impact').length).toBeGreaterThan(0));
    await settle();
    expect(screen.queryByRole('complementary', { name: ja.impact.band.label })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English, one item or more', async () => {
    withImpact(impact({ ...TOTALS, items: 1 }));
    await renderApp('/', 'en');

    const line = await screen.findByRole('complementary', { name: en.impact.band.label });
    expect(line).toHaveTextContent(
      'In the last 12 months: 1 item found a new home · ¥1,234,567 · about 1,261.2 kg CO2e avoided (estimate)',
    );
  });
});
