import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../../../locales/ja.json';
import { onRefreshNotifications } from '../../../lib/notification-refresh';
import { selectGroup } from '../../../lib/profile';
import { answer, apiError, stubApi } from '../../../testing/api-stub';
import { renderInRouter, signIn, testProfile } from '../../../testing/test-utils';
import { AT_TOKYO, notice, pages, todo, unread } from '../testing-rows';
import { NotificationPage } from './notification-page';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/profile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/profile')>()),
  selectGroup: vi.fn(),
}));

/** The row links (and disabled rows) once the list has loaded. */
const rowLinks = async () => {
  await waitFor(() => expect(document.querySelector('.notification-list')).not.toBeNull());
  return screen.getAllByRole('link').filter((link) => link.closest('.notification-row'));
};

beforeEach(() => {
  vi.mocked(selectGroup).mockReset();
  signIn({ profile: testProfile([{ id: 'lab-a', name: '山田研究室', isAdmin: false }]) });
});

setUpPageTests();

describe('notification pages', () => {
  it('list the to-dos of the role, 20 per page, with the title and the role links', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => todo(i + 1));
    const api = stubApi({ 'GET /home/todos': pages('todos', rows) });
    const user = userEvent.setup();
    await renderInRouter(<NotificationPage kind="todo" />, {
      path: '/notification/todo?role=owner',
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ja.routes.notificationTodo);
    expect(document.title).toContain(ja.routes.notificationTodo);
    const links = await rowLinks();
    expect(links).toHaveLength(20);
    expect(links[0]).toHaveTextContent(ja.notifications.kinds.todo.chat_owner);
    expect(links[0]).toHaveTextContent(AT_TOKYO);
    expect(links[0]).toHaveAttribute('href', '/manage/exhibit/contact/chat/c1');
    expect(api.calls('GET /home/todos')[0]?.query.toString()).toBe('role=owner&limit=20&offset=0');
    expect(screen.getByRole('link', { name: ja.notifications.roles.owner })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: ja.notifications.pager.next }));
    await waitFor(() => expect(document.querySelectorAll('.notification-row')).toHaveLength(5));
    expect(
      screen.getByRole('navigation', { name: ja.notifications.pager.label }),
    ).toHaveTextContent('25件中 21〜25件');
    expect(api.calls('GET /home/todos')[1]?.query.get('offset')).toBe('20');
  });

  it('the role links switch the list to the other role, from the first page', async () => {
    const api = stubApi({
      'GET /home/unreads': pages('unreads', [unread(1), unread(2, { side: 'customer' })]),
    });
    const user = userEvent.setup();
    const { router } = await renderInRouter(<NotificationPage kind="unread" />, {
      path: '/notification/unread',
    });
    expect(await screen.findByRole('link', { name: /本1/ })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: ja.notifications.roles.customer }));

    expect(router.state.location.search).toBe('?role=customer');
    expect(await screen.findByRole('link', { name: /本2/ })).toHaveAttribute(
      'href',
      '/manage/receipt/contact/chat/c2',
    );
    expect(api.calls('GET /home/unreads').map((r) => r.query.get('role'))).toEqual([
      'owner',
      'customer',
    ]);
  });

  it('an unconfirmed notice has a confirm button; confirming refetches and refreshes the counters', async () => {
    let confirmed = false;
    const api = stubApi({
      'GET /home/notices': (request) =>
        pages('notices', [
          notice(1, {
            role: 'customer',
            kind: 'favorite_commented',
            comment: { accountName: '鈴木' },
            confirmedAt: confirmed ? '2024-04-02T00:00:00Z' : null,
          }),
          notice(2, {
            role: 'customer',
            kind: 'deadline_approach',
            confirmedAt: '2024-04-01T00:00:00Z',
          }),
        ])(request),
      'DELETE /home/notices/n1': () => {
        confirmed = true;
        return answer({ status: 204 });
      },
    });
    const refreshed = vi.fn();
    const stop = onRefreshNotifications(refreshed);
    const user = userEvent.setup();
    await renderInRouter(<NotificationPage kind="notice" />, {
      path: '/notification/notice?role=customer',
    });

    const [first, second] = await rowLinks();
    expect(first).toHaveTextContent('お気に入りの出品に鈴木さんがコメントしました');
    expect(first).toHaveTextContent(ja.notifications.unconfirmed);
    expect(first).toHaveAttribute('href', '/exhibits/ex-1');
    expect(second).toHaveTextContent(ja.notifications.confirmed);
    const buttons = screen.getAllByRole('button', { name: /確認済みにする/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('確認済みにする：「椅子1」のお知らせ');

    await user.click(buttons[0] as HTMLElement);

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /確認済みにする/ })).not.toBeInTheDocument(),
    );
    expect(api.calls('DELETE /home/notices/n1')).toHaveLength(1);
    expect(api.calls('GET /home/notices')).toHaveLength(2);
    expect(refreshed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a failed confirmation says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /home/notices': pages('notices', [notice(1)]),
      'DELETE /home/notices/n1': apiError(500, 'server_error'),
    });
    const user = userEvent.setup();
    await renderInRouter(<NotificationPage kind="notice" />, { path: '/notification/notice' });

    await user.click(await screen.findByRole('button', { name: /確認済みにする/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ja.notifications.confirmFailed);
  });

  it('shows the empty state', async () => {
    stubApi({ 'GET /home/notices': pages('notices', []) });
    await renderInRouter(<NotificationPage kind="notice" />, { path: '/notification/notice' });

    expect(await screen.findByText(ja.notifications.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: ja.notifications.pager.label })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    const api = stubApi({
      'GET /home/todos': [apiError(500, 'server_error'), { body: { todos: [todo(1)], total: 1 } }],
    });
    const user = userEvent.setup();
    await renderInRouter(<NotificationPage kind="todo" />, { path: '/notification/todo' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ja.notifications.error);
    await user.click(within(alert).getByRole('button', { name: ja.notifications.retry }));

    expect(await screen.findByRole('link', { name: /机1/ })).toBeInTheDocument();
    expect(api.calls('GET /home/todos')).toHaveLength(2);
  });

  it('rows behave as in the panels: cancelled disabled, another group asks first', async () => {
    stubApi({
      'GET /home/todos': pages('todos', [
        todo(1, { exhibitCancelled: true }),
        todo(2, { accountId: 'lab-a', side: 'owner' }),
      ]),
    });
    vi.mocked(selectGroup).mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { router } = await renderInRouter(<NotificationPage kind="todo" />, {
      path: '/notification/todo',
    });

    const [cancelled, other] = await rowLinks();
    expect(cancelled).toHaveAttribute('aria-disabled', 'true');
    expect(cancelled).toHaveTextContent(ja.notifications.cancelled);

    await user.click(other as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: ja.notifications.switchGroup.title });
    await user.click(
      within(dialog).getByRole('button', { name: ja.notifications.switchGroup.confirm }),
    );

    expect(selectGroup).toHaveBeenCalledWith('lab-a');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage/exhibit/contact/chat/c2'),
    );
  });
});
