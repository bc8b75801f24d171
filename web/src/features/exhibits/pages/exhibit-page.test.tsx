import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { apiError, stubApi, type StubAnswer, type StubRequest } from '../../../testing/api-stub';
import {
  AREAS,
  CATEGORIES,
  comment,
  comments,
  detail,
  exhibitPageRoutes,
  storedPhoto,
} from '../../../testing/exhibit-fixtures';
import { renderApp, signIn } from '../../../testing/test-utils';
import type { ExhibitDetail } from '../../../lib/exhibit-types';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const x = ja.exhibit;
const PATH = '/exhibits/ex-1';

setUpPageTests({ quietWarnings: true });

function withApi(
  exhibit: Partial<ExhibitDetail> | ((request: StubRequest) => Response) = {},
  extra: Record<string, StubAnswer | StubAnswer[]> = {},
) {
  return stubApi({
    ...exhibitPageRoutes(typeof exhibit === 'function' ? {} : exhibit),
    ...(typeof exhibit === 'function' && { 'GET /exhibits/ex-1': exhibit }),
    ...extra,
  });
}

const title = () => screen.findByRole('heading', { level: 1, name: '木製の机' });

describe('ExhibitPage detail', () => {
  it('shows items, place, period, expiry, counters and the owner', async () => {
    withApi();

    await renderApp(PATH);

    await title();
    await waitFor(() => expect(document.title).toBe(`木製の机 | ${ja.app.name}`));
    const items = screen.getByRole('region', { name: x.items.heading });
    const [desk, book] = within(items).getAllByRole('listitem');
    if (!desk || !book) throw new Error('items missing');
    expect(within(desk).getByRole('heading', { level: 3 })).toHaveTextContent('木製の机');
    expect(await within(desk).findByText('机')).toBeInTheDocument();
    expect(desk).toHaveTextContent(ja.exhibitCard.conditions.clean);
    expect(desk).toHaveTextContent('幅120cm');
    expect(within(book).getByText('工学')).toBeInTheDocument();
    expect(book).toHaveTextContent(ja.exhibitCard.conditions.almost_new);
    expect(book).toHaveTextContent('山田 太郎');
    expect(book).toHaveTextContent('工学出版');
    expect(book).toHaveTextContent('2020/4');
    expect(book).toHaveTextContent('9784000000000');
    expect(await screen.findByText('北キャンパス / 工学部1号館 / 101')).toBeInTheDocument();
    expect(screen.getByText('2024/04/01 10:00:00 〜 2024/04/10 18:00:00')).toBeInTheDocument();
    expect(screen.getByText('2024/05/01 00:00:00')).toBeInTheDocument();
    expect(screen.getByText(ja.exhibitCard.displayStates.on_display)).toBeInTheDocument();
    const owner = screen.getByRole('region', { name: x.owner.heading });
    expect(owner).toHaveTextContent('佐藤 一郎');
    // Visitors see the name without a link to the account card.
    expect(within(owner).queryByRole('link')).toBeNull();
  });

  it('when the API says 404, then the 404 page shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(
      () =>
        new Response(JSON.stringify({ code: 'not_found', message: 'x' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );

    await renderApp(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.notFound.title }),
    ).toBeInTheDocument();
  });

  it('when loading fails otherwise, then an error with a retry shows', async () => {
    withApi(
      {},
      {
        'GET /exhibits/ex-1': [
          { status: 500, body: { code: 'server_error', message: 'x' } },
          { body: { exhibit: detail() } },
        ],
      },
    );
    const user = userEvent.setup();

    await renderApp(PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(x.error);
    await user.click(within(alert).getByRole('button', { name: x.retry }));
    expect(await title()).toBeInTheDocument();
  });
});

describe('ExhibitPage gallery', () => {
  it('shows the first image large; thumbnails are buttons, arrows move between them', async () => {
    withApi();
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();

    const main = screen.getByRole('img', { name: '木製の机の画像（1 / 3）' });
    expect(main).toHaveAttribute('src', 'https://img.example/1.jpg');
    const group = screen.getByRole('group', { name: x.gallery.thumbnails });
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: '3 枚目の画像を表示（全 3 枚）' }));
    expect(screen.getByRole('img', { name: '木製の机の画像（3 / 3）' })).toHaveAttribute(
      'src',
      'https://img.example/3.jpg',
    );

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: '木製の机の画像（1 / 3）' })).toBeInTheDocument();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(buttons[2]).toHaveFocus();
    expect(buttons[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it("loads the large photo first (the page's largest paint)", async () => {
    const photo = storedPhoto('exhibits/e1/items/i1', 'p1');
    withApi({
      items: detail().items.map((item, index) => ({ ...item, images: index === 0 ? [photo] : [] })),
    });
    await renderApp(PATH);
    await title();

    const main = screen.getByRole('img', { name: '木製の机の画像（1 / 1）' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('src', photo.uri);
  });

  it('when there are no images, then the labelled placeholder shows', async () => {
    withApi({ items: detail().items.map((item) => ({ ...item, images: [] })) });
    await renderApp(PATH);
    await title();

    expect(screen.getByRole('img', { name: ja.exhibitCard.noImage })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: x.gallery.thumbnails })).toBeNull();
  });
});

describe('ExhibitPage contact button', () => {
  it('when logged out, then it says login is required and leads to /login with redirectUrl', async () => {
    withApi();
    await renderApp(PATH);
    await title();

    expect(screen.getByRole('link', { name: x.contact.loginRequired })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole('button', { name: x.contact.button })).toBeNull();
  });

  it('when it is your own exhibit, then there is no contact button but a link to manage it', async () => {
    signIn();
    withApi({ isOwner: true });
    await renderApp(PATH);
    await title();

    expect(screen.queryByRole('button', { name: x.contact.button })).toBeNull();
    expect(screen.queryByRole('link', { name: x.contact.loginRequired })).toBeNull();
    expect(screen.getByRole('link', { name: x.contact.manage })).toHaveAttribute(
      'href',
      '/manage/exhibit/reuse/ex-1',
    );
  });

  it('when the user already trades this exhibit, then it leads to that chat instead of a contact', async () => {
    signIn();
    withApi(
      {},
      {
        'GET /home/exhibits/ex-1/contacts/open': {
          body: { contact: { id: 'c-9', status: 'waiting' } },
        },
      },
    );
    await renderApp(PATH);
    await title();

    expect(await screen.findByText(x.contact.inProgress)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: x.contact.openChat })).toHaveAttribute(
      'href',
      '/manage/receipt/contact/chat/c-9',
    );
    expect(screen.queryByRole('button', { name: x.contact.button })).not.toBeInTheDocument();
  });

  it('when signed in on another exhibit, then the button opens the contact dialog', async () => {
    signIn();
    withApi();
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();

    await user.click(screen.getByRole('button', { name: x.contact.button }));

    const dialog = screen.getByRole('dialog', { name: x.contact.dialogTitle });
    expect(within(dialog).getByRole('textbox', { name: x.contact.message })).toHaveFocus();
    expect(dialog).toHaveTextContent(x.contact.agreement);
    await user.click(within(dialog).getByRole('button', { name: x.contact.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const owner = screen.getByRole('region', { name: x.owner.heading });
    expect(within(owner).getByRole('link', { name: '佐藤 一郎' })).toHaveAttribute(
      'href',
      '/manage/account/owner-1',
    );
  });
});

describe('ExhibitPage report', () => {
  const report = ja.moderation.report;

  it('visitors and the owner have no report link', async () => {
    withApi();
    const { unmount } = await renderApp(PATH);
    await title();
    expect(screen.queryByRole('button', { name: report.button })).toBeNull();
    unmount();

    signIn();
    withApi({ isOwner: true });
    await renderApp(PATH);
    await title();
    expect(screen.queryByRole('button', { name: report.button })).toBeNull();
  });

  it('a signed-in user reports the exhibit', async () => {
    signIn();
    const { calls } = withApi(
      {},
      { 'POST /home/reports': { status: 201, body: { report: { id: 'r1', createdAt: 'x' } } } },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();

    await user.click(screen.getByRole('button', { name: report.button }));
    const dialog = await screen.findByRole('dialog', { name: '出品を通報する' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: report.reason }),
      'prohibited_item',
    );
    await user.click(within(dialog).getByRole('button', { name: report.submit }));

    await waitFor(() => expect(calls('POST /home/reports')).toHaveLength(1));
    expect(calls('POST /home/reports')[0]?.body).toEqual({
      target: { kind: 'exhibit', exhibitId: 'ex-1' },
      reason: 'prohibited_item',
      text: '',
    });
  });
});

describe('ExhibitPage favorite', () => {
  it('when toggled, then it changes at once and takes the server count', async () => {
    signIn();
    const { calls } = withApi(
      {},
      {
        'POST /home/favorites/ex-1': { body: { favorited: true, favoriteCount: 7 } },
        'DELETE /home/favorites/ex-1': { body: { favorited: false, favoriteCount: 6 } },
      },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    const button = screen.getByRole('button', { name: x.favorite.label });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('お気に入り 2 件')).toBeInTheDocument();

    await user.click(button);

    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByLabelText('お気に入り 7 件')).toBeInTheDocument();
    expect(calls('POST /home/favorites/ex-1')).toHaveLength(1);

    await user.click(button);

    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByLabelText('お気に入り 6 件')).toBeInTheDocument();
    expect(calls('DELETE /home/favorites/ex-1')).toHaveLength(1);
  });

  it('when the call fails, then the mark and count roll back and an error shows', async () => {
    signIn();
    let fail: (response: Response) => void = () => undefined;
    withApi(
      {},
      {
        'POST /home/favorites/ex-1': () =>
          new Promise<Response>((resolve) => {
            fail = resolve;
          }),
      },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    const button = screen.getByRole('button', { name: x.favorite.label });

    await user.click(button);
    // Optimistic: marked and counted before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('お気に入り 3 件')).toBeInTheDocument();

    fail(
      new Response(JSON.stringify({ code: 'server_error', message: 'x' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(x.favorite.failed);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('お気に入り 2 件')).toBeInTheDocument();
  });

  it('when logged out, then the favorite leads to login', async () => {
    withApi();
    await renderApp(PATH);
    await title();

    expect(screen.getByRole('link', { name: x.favorite.loginToAdd })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole('button', { name: x.favorite.label })).toBeNull();
  });
});

describe('ExhibitPage comments', () => {
  const list = [
    comment(1, { isOwn: false }),
    comment(2, { isOwn: true, updatedAt: '2024-04-03T00:00:00.000Z' }),
  ];

  const commentItems = () =>
    within(screen.getByRole('region', { name: x.comments.heading })).getAllByRole('listitem');

  const buttonsOf = (item: HTMLElement) =>
    within(item)
      .queryAllByRole('button')
      .map((button) => button.textContent);

  it("lists comments; only your own have edit and delete, others' a report link", async () => {
    signIn();
    withApi({}, { 'GET /exhibits/ex-1/comments': { body: comments(list) } });
    await renderApp(PATH);
    await title();
    await screen.findByText('コメント1');

    const [other, own] = commentItems();
    if (!other || !own) throw new Error('comments missing');
    expect(other).toHaveTextContent('利用者1');
    // The author links their account card, where they can be blocked.
    expect(within(other).getByRole('link', { name: '利用者1' })).toHaveAttribute(
      'href',
      '/manage/account/acc-1',
    );
    expect(other).toHaveTextContent('2024/04/02 12:04:05');
    expect(buttonsOf(other)).toEqual([ja.moderation.report.button]);
    expect(buttonsOf(own)).toEqual([x.comments.edit, x.comments.delete]);
    expect(own).toHaveTextContent(x.comments.edited);
  });

  it("on your own exhibit you may delete others' comments (asked first), and report them", async () => {
    signIn();
    const { calls } = withApi(
      { isOwner: true },
      {
        'GET /exhibits/ex-1/comments': {
          body: comments([comment(1, { canDelete: true }), comment(2, { isOwn: true })]),
        },
        'DELETE /home/exhibits/ex-1/comments/c1': { status: 204 },
      },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    await screen.findByText('コメント1');

    const [other] = commentItems();
    if (!other) throw new Error('comments missing');
    expect(buttonsOf(other)).toEqual([x.comments.delete, ja.moderation.report.button]);
    await user.click(within(other).getByRole('button', { name: x.comments.delete }));
    const dialog = screen.getByRole('dialog', { name: x.comments.deleteTitle });
    expect(dialog).toHaveAccessibleDescription(x.comments.deleteOthersMessage);
    await user.click(within(dialog).getByRole('button', { name: x.comments.delete }));

    await waitFor(() => expect(calls('DELETE /home/exhibits/ex-1/comments/c1')).toHaveLength(1));
  });

  it('a comment the moderators removed says so, muted, with no body and no actions', async () => {
    signIn();
    withApi(
      {},
      {
        'GET /exhibits/ex-1/comments': {
          body: comments([
            comment(1, { removed: true, body: '' }),
            comment(2, { removed: true, body: '', isOwn: true }),
          ]),
        },
      },
    );
    await renderApp(PATH);
    await title();

    const removed = await screen.findAllByText(ja.moderation.removed);
    expect(removed).toHaveLength(2);
    for (const item of commentItems()) {
      expect(item).toHaveClass('comment--removed');
      expect(item).toHaveTextContent(ja.moderation.removed);
      expect(within(item).queryByRole('button')).toBeNull();
    }
  });

  it('when either side blocks the other, then posting says so on the form', async () => {
    signIn();
    withApi({}, { 'POST /home/exhibits/ex-1/comments': apiError(403, 'blocked') });
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    await screen.findByText(x.comments.empty);

    await user.type(
      screen.getByRole('textbox', { name: new RegExp(x.comments.newLabel) }),
      'こんにちは',
    );
    await user.click(screen.getByRole('button', { name: x.comments.post }));

    expect(await screen.findByText(ja.moderation.errors.blocked)).toBeInTheDocument();
  });

  it('delete asks first, then deletes and reloads the list', async () => {
    signIn();
    const { calls } = withApi(
      {},
      {
        'GET /exhibits/ex-1/comments': [
          { body: comments(list) },
          { body: comments([list[0] as never]) },
        ],
        'DELETE /home/exhibits/ex-1/comments/c2': { status: 204 },
      },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    await screen.findByText('コメント2');

    await user.click(
      within(commentItems()[1] as HTMLElement).getByRole('button', { name: x.comments.delete }),
    );
    const dialog = screen.getByRole('dialog', { name: x.comments.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));
    expect(calls('DELETE /home/exhibits/ex-1/comments/c2')).toHaveLength(0);

    await user.click(
      within(commentItems()[1] as HTMLElement).getByRole('button', { name: x.comments.delete }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: x.comments.delete }),
    );

    await waitFor(() => expect(screen.queryByText('コメント2')).toBeNull());
    expect(calls('DELETE /home/exhibits/ex-1/comments/c2')).toHaveLength(1);
    expect(calls('GET /exhibits/ex-1/comments')).toHaveLength(2);
  });

  it('edits your own comment', async () => {
    signIn();
    const { calls } = withApi(
      {},
      {
        'GET /exhibits/ex-1/comments': [
          { body: comments(list) },
          { body: comments([list[0] as never, comment(2, { isOwn: true, body: '直しました' })]) },
        ],
        'PUT /home/exhibits/ex-1/comments/c2': { body: { comment: comment(2) } },
      },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    await screen.findByText('コメント2');

    await user.click(screen.getByRole('button', { name: x.comments.edit }));
    const box = screen.getByRole('textbox', { name: new RegExp(x.comments.editLabel) });
    expect(box).toHaveValue('コメント2');
    await user.clear(box);
    await user.type(box, '直しました');
    await user.click(screen.getByRole('button', { name: x.comments.save }));

    expect(await screen.findByText('直しました')).toBeInTheDocument();
    expect(calls('PUT /home/exhibits/ex-1/comments/c2')[0]?.body).toEqual({ body: '直しました' });
  });

  it('posts a comment; a server validation error shows on the field', async () => {
    signIn();
    const { calls } = withApi(
      {},
      {
        'POST /home/exhibits/ex-1/comments': [
          {
            status: 400,
            body: {
              code: 'validation_error',
              message: 'x',
              errors: [{ location: 'body.body', message: 'Too long for the server' }],
            },
          },
          { status: 201, body: { comment: comment(3, { isOwn: true }) } },
        ],
      },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    await screen.findByText(x.comments.empty);
    const box = screen.getByRole('textbox', { name: new RegExp(x.comments.newLabel) });

    await user.click(screen.getByRole('button', { name: x.comments.post }));
    expect(await screen.findByText(x.comments.required)).toBeInTheDocument();
    expect(calls('POST /home/exhibits/ex-1/comments')).toHaveLength(0);

    await user.type(box, 'こんにちは');
    await user.click(screen.getByRole('button', { name: x.comments.post }));

    expect(await screen.findByText('Too long for the server')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: x.comments.post }));

    await waitFor(() => expect(box).toHaveValue(''));
    expect(calls('POST /home/exhibits/ex-1/comments')[1]?.body).toEqual({ body: 'こんにちは' });
    expect(calls('GET /exhibits/ex-1/comments')).toHaveLength(2);
  });

  it('when logged out, then there is no form but a link to log in', async () => {
    withApi({}, { 'GET /exhibits/ex-1/comments': { body: comments(list) } });
    await renderApp(PATH);
    await title();
    await screen.findByText('コメント2');

    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: x.comments.edit })).toBeNull();
    expect(screen.getByRole('link', { name: x.comments.loginToComment })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent(PATH)}`,
    );
  });

  it('pages through many comments', async () => {
    const { calls } = withApi(
      {},
      {
        'GET /exhibits/ex-1/comments': ({ query }) =>
          new Response(JSON.stringify(comments([comment(Number(query.get('offset')) + 1)], 45)), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await title();
    const pager = await screen.findByRole('navigation', { name: x.comments.pages });
    expect(pager).toHaveTextContent('1 / 3 ページ（全 45 件）');

    await user.click(within(pager).getByRole('button', { name: ja.exhibitCard.pager.next }));

    expect(await screen.findByText('コメント21')).toBeInTheDocument();
    expect(calls('GET /exhibits/ex-1/comments').at(-1)?.query.get('offset')).toBe('20');
    expect(calls('GET /exhibits/ex-1/comments').at(-1)?.query.get('limit')).toBe('20');
  });
});

describe('ExhibitPage in English', () => {
  it('shows labels, the contact button and the dialog in English', async () => {
    signIn();
    withApi();
    const user = userEvent.setup();
    await renderApp(PATH, 'en');
    await title();

    expect(
      screen.getByRole('heading', { level: 2, name: en.exhibit.items.heading }),
    ).toBeInTheDocument();
    expect(await screen.findByText('North campus / Engineering Bldg. 1 / 101')).toBeInTheDocument();
    expect(screen.getByText(en.exhibitCard.conditions.clean)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.exhibit.contact.button }));
    expect(screen.getByRole('dialog', { name: en.exhibit.contact.dialogTitle })).toHaveTextContent(
      en.exhibit.contact.agreement,
    );
  });

  it('tells visitors in English that login is required to contact', async () => {
    withApi();
    await renderApp(PATH, 'en');
    await title();

    expect(screen.getByRole('link', { name: 'Login required to contact' })).toBeInTheDocument();
  });
});

describe('ExhibitPage without an id', () => {
  it('/exhibits goes to the search on the home page', async () => {
    stubApi({
      'GET /exhibits': { body: { exhibits: [], total: 0 } },
      'GET /areas': { body: AREAS },
      'GET /categories': { body: CATEGORIES },
    });
    const { router } = await renderApp('/exhibits');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
