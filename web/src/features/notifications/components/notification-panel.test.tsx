import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { changeLanguage } from '../../../lib/i18n';
import { onRefreshNotifications } from '../../../lib/notification-refresh';
import { selectGroup } from '../../../lib/profile';
import { stubApi } from '../../../testing/api-stub';
import { findToast, renderInRouter, signIn, testProfile } from '../../../testing/test-utils';
import { useCounters, type CounterKind } from '../counters';
import { AT_TOKYO, notice, pages, todo, unread } from '../testing-rows';
import { NotificationPanel } from './notification-panel';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/profile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/profile')>()),
  selectGroup: vi.fn(),
}));

const LAB = { id: 'lab-a', name: '山田研究室', isAdmin: false };

/** The panel with a button outside it that opens and closes it, like the header's icon. */
function Harness({ kind }: { kind: CounterKind }) {
  const [open, setOpen] = useState(true);
  const counts = useCounters();
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        toggle
      </button>
      <NotificationPanel id="panel" kind={kind} open={open} counts={counts} />
    </>
  );
}

const panel = (kind: CounterKind) => screen.getByRole('region', { name: ja.header.panels[kind] });
const rowLinks = async (kind: CounterKind) => {
  await within(panel(kind)).findByRole('list');
  return within(panel(kind))
    .getAllByRole('link')
    .filter((link) => link.closest('li'));
};

beforeEach(() => {
  vi.mocked(selectGroup).mockReset();
  signIn({ profile: testProfile([LAB]) });
});

setUpPageTests();

describe('panel rows', () => {
  it('to-dos of the tab: kind, exhibit title and Tokyo time, linking to the chat of the side', async () => {
    const api = stubApi({
      'GET /home/todos': pages('todos', [todo(1), todo(2, { kind: 'receipt', side: 'customer' })]),
    });
    const user = userEvent.setup();
    await renderInRouter(<Harness kind="todo" />);

    const [owner] = await rowLinks('todo');
    expect(owner).toHaveTextContent(ja.notifications.kinds.todo.chat_owner);
    expect(owner).toHaveTextContent('机1');
    expect(owner).toHaveTextContent(AT_TOKYO);
    expect(owner).toHaveAttribute('href', '/manage/exhibit/contact/chat/c1');
    expect(api.calls('GET /home/todos')[0]?.query.toString()).toBe('role=owner&limit=5&offset=0');

    await user.click(
      within(panel('todo')).getByRole('tab', { name: ja.notifications.roles.customer }),
    );
    await waitFor(() =>
      expect(within(panel('todo')).getByRole('link', { name: /机2/ })).toHaveAttribute(
        'href',
        '/manage/receipt/contact/chat/c2',
      ),
    );
    expect(within(panel('todo')).getByRole('link', { name: /机2/ })).toHaveTextContent(
      ja.notifications.kinds.todo.receipt,
    );
    expect(api.calls('GET /home/todos')[1]?.query.get('role')).toBe('customer');
    expect(within(panel('todo')).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages 5 rows at a time with previous and next', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => todo(i + 1));
    const api = stubApi({ 'GET /home/todos': pages('todos', rows) });
    const user = userEvent.setup();
    await renderInRouter(<Harness kind="todo" />);

    expect(await rowLinks('todo')).toHaveLength(5);
    const pager = within(panel('todo')).getByRole('navigation', {
      name: ja.notifications.pager.label,
    });
    const previous = within(pager).getByRole('button', { name: ja.notifications.pager.previous });
    const next = within(pager).getByRole('button', { name: ja.notifications.pager.next });
    expect(previous).toBeDisabled();
    expect(pager).toHaveTextContent('12件中 1〜5件');

    await user.click(next);
    const pagerNow = () =>
      within(panel('todo')).getByRole('navigation', { name: ja.notifications.pager.label });
    await waitFor(() => expect(pagerNow()).toHaveTextContent('12件中 6〜10件'));
    expect(within(panel('todo')).getByRole('link', { name: /机6/ })).toBeInTheDocument();
    await user.click(
      within(panel('todo')).getByRole('button', { name: ja.notifications.pager.next }),
    );
    await waitFor(() =>
      expect(
        within(panel('todo'))
          .getAllByRole('link')
          .filter((l) => l.closest('li')),
      ).toHaveLength(2),
    );
    expect(
      within(panel('todo')).getByRole('button', { name: ja.notifications.pager.next }),
    ).toBeDisabled();
    expect(api.calls('GET /home/todos').map((r) => r.query.get('offset'))).toEqual([
      '0',
      '5',
      '10',
    ]);

    await user.click(
      within(panel('todo')).getByRole('button', { name: ja.notifications.pager.previous }),
    );
    await waitFor(() =>
      expect(within(panel('todo')).getByRole('link', { name: /机6/ })).toBeInTheDocument(),
    );
  });

  it('notices name the favorite or the commenter and link to the exhibit', async () => {
    stubApi({
      'GET /home/notices': pages('notices', [
        notice(1, { favorite: { name: '佐藤' } }),
        notice(2, { kind: 'new_comment', comment: { accountName: '鈴木' } }),
        notice(3, { kind: 'new_comment' }),
      ]),
    });
    await renderInRouter(<Harness kind="notice" />);

    const [first, second, third] = await rowLinks('notice');
    expect(first).toHaveTextContent('佐藤さんが出品をお気に入りに追加しました');
    expect(first).toHaveAttribute('href', '/exhibits/ex-1');
    expect(second).toHaveTextContent('鈴木さんが出品にコメントしました');
    expect(third).toHaveTextContent(ja.notifications.kinds.notice.new_comment);
  });

  it('unread chats link to the chat, in English too', async () => {
    await changeLanguage('en');
    stubApi({ 'GET /home/unreads': pages('unreads', [unread(4)]) });
    await renderInRouter(<Harness kind="unread" />, { language: 'en' });

    const region = await screen.findByRole('region', { name: en.header.panels.unread });
    const link = await within(region).findByRole('link', { name: /本4/ });
    expect(link).toHaveTextContent(en.notifications.kinds.unread);
    expect(link).toHaveTextContent(AT_TOKYO);
    expect(link).toHaveAttribute('href', '/manage/exhibit/contact/chat/c4');
  });

  it('an empty tab says so', async () => {
    stubApi({ 'GET /home/unreads': pages('unreads', []) });
    await renderInRouter(<Harness kind="unread" />);
    expect(await within(panel('unread')).findByText(ja.notifications.empty)).toBeInTheDocument();
  });

  it('a row whose exhibit was cancelled is disabled and says so', async () => {
    stubApi({ 'GET /home/todos': pages('todos', [todo(1, { exhibitCancelled: true })]) });
    const user = userEvent.setup();
    const { router } = await renderInRouter(<Harness kind="todo" />);

    const [row] = await rowLinks('todo');
    expect(row).toHaveAttribute('aria-disabled', 'true');
    expect(row).not.toHaveAttribute('href');
    expect(row).toHaveTextContent(ja.notifications.cancelled);
    await user.click(row as HTMLElement);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('rows of another identity', () => {
  it('ask before switching to the group, then switch and open the chat', async () => {
    stubApi({ 'GET /home/todos': pages('todos', [todo(1, { accountId: 'lab-a' })]) });
    vi.mocked(selectGroup).mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { router } = await renderInRouter(<Harness kind="todo" />);

    const [row] = await rowLinks('todo');
    await user.click(row as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: ja.notifications.switchGroup.title });
    expect(dialog).toHaveTextContent('山田研究室');
    expect(router.state.location.pathname).toBe('/');

    await user.click(
      within(dialog).getByRole('button', { name: ja.notifications.switchGroup.confirm }),
    );

    expect(selectGroup).toHaveBeenCalledWith('lab-a');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage/exhibit/contact/chat/c1'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling stays; a row of the acting identity opens at once', async () => {
    signIn({ profile: testProfile([LAB]), group: 'lab-a' });
    stubApi({
      'GET /home/todos': pages('todos', [
        todo(1, { accountId: 'u1' }),
        todo(2, { accountId: 'lab-a' }),
      ]),
    });
    const user = userEvent.setup();
    const { router } = await renderInRouter(<Harness kind="todo" />);

    const [own, group] = await rowLinks('todo');
    // Acting as the group, the user's own row asks to switch back to the individual.
    await user.click(own as HTMLElement);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(ja.notifications.switchGroup.toSelf);
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectGroup).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');

    await user.click(group as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage/exhibit/contact/chat/c2');
  });

  it('switching to the individual, and a failed switch is told by the global wrapper and stays', async () => {
    signIn({ profile: testProfile([LAB]), group: 'lab-a' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /home/todos': pages('todos', [todo(1, { accountId: 'u1' })]) });
    vi.mocked(selectGroup).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    const { router } = await renderInRouter(<Harness kind="todo" />);

    const [own] = await rowLinks('todo');
    await user.click(own as HTMLElement);
    await user.click(screen.getByRole('button', { name: ja.notifications.switchGroup.confirm }));

    expect(selectGroup).toHaveBeenCalledWith(null);
    await findToast(ja.errors.generic, { error: true });
    expect(within(panel('todo')).queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('closing the notices panel', () => {
  it('confirms the first notice of each tab shown, if unconfirmed, then refreshes the counters', async () => {
    const api = stubApi({
      'GET /home/notices': pages('notices', [
        notice(1),
        notice(2),
        notice(3, {
          role: 'customer',
          kind: 'deadline_approach',
          confirmedAt: '2024-04-01T00:00:00Z',
        }),
      ]),
      'DELETE /home/notices/n1': { status: 204 },
    });
    const refreshed = vi.fn();
    const stop = onRefreshNotifications(refreshed);
    const user = userEvent.setup();
    await renderInRouter(<Harness kind="notice" />);

    await rowLinks('notice');
    await user.click(
      within(panel('notice')).getByRole('tab', { name: ja.notifications.roles.customer }),
    );
    await within(panel('notice')).findByRole('link', { name: /椅子3/ });
    expect(api.calls('DELETE /home/notices/n1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'toggle' }));

    await waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    expect(api.calls('DELETE /home/notices/n1')).toHaveLength(1);
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    stop();
  });

  it('confirms nothing for a tab never shown, and each opening fetches afresh', async () => {
    const api = stubApi({
      'GET /home/notices': pages('notices', [notice(1, { role: 'customer' })]),
    });
    const user = userEvent.setup();
    await renderInRouter(<Harness kind="notice" />);

    expect(await within(panel('notice')).findByText(ja.notifications.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(api.calls('GET /home/notices')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });
});
