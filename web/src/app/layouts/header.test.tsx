// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom computes `display: ""` for a <span>, not "inline", so accessible
// names gain a space between inline parts ("利用者 新着あり"), which browsers do not add.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { counters } from '../../features/notifications/counters';
import { session } from '../../lib/session';
import { stubApi } from '../../testing/api-stub';
import { claimGroup, renderInRouter, signIn, testProfile } from '../../testing/test-utils';
import { Header } from './header';
import { setUpPageTests } from '../../testing/page-test';

setUpPageTests();

/** Renders the header of a signed-in user and waits for its navigation, a chunk of its own. */
async function renderSignedIn(options?: Parameters<typeof renderInRouter>[1]) {
  const result = await renderInRouter(<Header />, options);
  await screen.findByRole('navigation');
  return result;
}

const iconButton = (kind: 'todo' | 'notice' | 'unread', name?: string | RegExp) =>
  screen.getByRole('button', { name: name ?? new RegExp(`^${ja.header.panels[kind]}`) });

describe('Header, signed out', () => {
  it('shows the brand, a login button and the language switch, no notification icons', async () => {
    await renderInRouter(<Header />);

    expect(screen.getByRole('link', { name: ja.app.name })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: ja.header.login })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('group', { name: ja.language.label })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: ja.header.navLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ja.header.panels.todo })).not.toBeInTheDocument();
  });

  it('the login button brings the visitor back to the page they were on', async () => {
    await renderInRouter(<Header />, { path: '/exhibit/ex-1?tab=comments' });

    expect(screen.getByRole('link', { name: ja.header.login })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent('/exhibit/ex-1?tab=comments')}`,
    );
  });

  it('is in English when the language is English', async () => {
    await renderInRouter(<Header />, { language: 'en' });

    expect(screen.getByRole('link', { name: en.header.login })).toBeInTheDocument();
  });
});

describe('Header, signed in', () => {
  it('shows the three notification icons, account, favorites, exhibit and the language switch', async () => {
    signIn();
    await renderSignedIn();

    const nav = screen.getByRole('navigation', { name: ja.header.navLabel });
    for (const kind of ['unread', 'notice', 'todo'] as const)
      expect(iconButton(kind, ja.header.panels[kind])).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: ja.header.account })).toHaveAttribute(
      'href',
      '/manage/account',
    );
    expect(within(nav).getByRole('link', { name: ja.header.favorites })).toHaveAttribute(
      'href',
      '/favorite',
    );
    expect(within(nav).getByRole('link', { name: ja.header.exhibit })).toHaveAttribute(
      'href',
      '/manage/exhibit/reuse',
    );
    expect(within(nav).getByRole('group', { name: ja.language.label })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ja.header.login })).not.toBeInTheDocument();
  });

  it('switches to the login button when the session signs out', async () => {
    signIn();
    await renderSignedIn();

    act(() => session.signedOut());

    expect(screen.getByRole('link', { name: ja.header.login })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: ja.header.navLabel })).not.toBeInTheDocument();
  });

  it('badges show the count over both roles, nothing at 0 and 99+ above 99', async () => {
    signIn();
    const { container } = await renderSignedIn();
    const badgeOf = (kind: 'todo' | 'notice' | 'unread') =>
      iconButton(kind).querySelector('.count-badge');

    expect(container.querySelectorAll('.count-badge')).toHaveLength(0);

    act(() => counters.set({ owner: { todo: 60, notice: 3 }, customer: { todo: 40 } }));

    expect(badgeOf('todo')).toHaveTextContent('99+');
    expect(iconButton('todo')).toHaveAccessibleName(`${ja.header.panels.todo} 99+件`);
    expect(badgeOf('notice')).toHaveTextContent('3');
    expect(badgeOf('unread')).toBeNull();
    expect(iconButton('unread')).toHaveAccessibleName(ja.header.panels.unread);

    act(() => counters.set({ owner: { todo: 59 } }));
    expect(badgeOf('todo')).toHaveTextContent('99');
  });

  it('resets the counts when the session signs out', async () => {
    signIn();
    counters.set({ owner: { unread: 5 } });
    await renderSignedIn();
    expect(iconButton('unread').querySelector('.count-badge')).toHaveTextContent('5');

    act(() => session.signedOut());
    expect(counters.get().owner.unread).toBe(0);

    act(() => signIn());
    expect(iconButton('unread').querySelector('.count-badge')).toBeNull();
  });

  it('opening one panel closes the other; clicking its icon again closes it', async () => {
    signIn();
    const user = userEvent.setup();
    await renderSignedIn();

    await user.click(iconButton('todo'));
    expect(iconButton('todo')).toHaveAttribute('aria-expanded', 'true');
    const todoPanel = screen.getByRole('region', { name: ja.header.panels.todo });
    expect(iconButton('todo')).toHaveAttribute('aria-controls', todoPanel.id);

    await user.click(iconButton('notice'));
    expect(iconButton('todo')).toHaveAttribute('aria-expanded', 'false');
    expect(iconButton('notice')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: ja.header.panels.todo })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: ja.header.panels.notice })).toBeVisible();

    await user.click(iconButton('notice'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('a click elsewhere closes the panel, a click inside does not', async () => {
    signIn();
    const user = userEvent.setup();
    await renderInRouter(
      <>
        <Header />
        <p>elsewhere</p>
      </>,
    );

    await user.click(iconButton('unread'));
    const panel = screen.getByRole('region', { name: ja.header.panels.unread });
    await user.click(within(panel).getByRole('tab', { name: ja.notifications.roles.customer }));
    expect(iconButton('unread')).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByText('elsewhere'));
    expect(iconButton('unread')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('Escape closes the panel and returns focus to its icon', async () => {
    signIn();
    const user = userEvent.setup();
    await renderSignedIn();

    await user.click(iconButton('notice'));
    await user.keyboard('{Escape}');

    expect(iconButton('notice')).toHaveAttribute('aria-expanded', 'false');
    expect(iconButton('notice')).toHaveFocus();
  });

  it('a panel has Owner and Customer tabs, an empty state and "show all" for the tab', async () => {
    signIn();
    const user = userEvent.setup();
    counters.set({ customer: { todo: 2 } });
    stubApi({ 'GET /home/todos': { body: { todos: [], total: 0 } } });
    await renderSignedIn();

    await user.click(iconButton('todo'));
    const panel = screen.getByRole('region', { name: ja.header.panels.todo });
    const tablist = within(panel).getByRole('tablist', { name: ja.notifications.roles.label });
    const [owner, customer] = within(tablist).getAllByRole('tab');
    expect(owner).toHaveAccessibleName(ja.notifications.roles.owner);
    expect(owner).toHaveAttribute('aria-selected', 'true');
    // The red dot (with its text for screen readers) marks the tab with pending items.
    expect(customer).toHaveAccessibleName(
      `${ja.notifications.roles.customer}${ja.notifications.pending}`,
    );
    // The rows load when the panel opens (here: none).
    expect(await within(panel).findByText(ja.notifications.empty)).toBeInTheDocument();
    expect(within(panel).getByRole('tabpanel')).toHaveTextContent(ja.notifications.empty);
    expect(within(panel).getByRole('link', { name: ja.notifications.showAll })).toHaveAttribute(
      'href',
      '/notification/todo?role=owner',
    );

    await user.click(customer as HTMLElement);
    expect(customer).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (customer as HTMLElement).id,
    );
    expect(within(panel).getByRole('link', { name: ja.notifications.showAll })).toHaveAttribute(
      'href',
      '/notification/todo?role=customer',
    );

    await user.keyboard('{ArrowLeft}');
    expect(owner).toHaveFocus();
    expect(owner).toHaveAttribute('aria-selected', 'true');
  });

  it('following "show all" goes to the full list and closes the panel', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderSignedIn();

    await user.click(iconButton('unread'));
    await user.click(screen.getByRole('link', { name: ja.notifications.showAll }));

    expect(router.state.location.pathname).toBe('/notification/unread');
    expect(router.state.location.search).toBe('?role=owner');
    expect(iconButton('unread')).toHaveAttribute('aria-expanded', 'false');
  });

  it('the mobile menu holds account, favorites, exhibit and the language switch', async () => {
    signIn();
    const user = userEvent.setup();
    await renderSignedIn();
    const more = screen.getByRole('button', { name: ja.header.menu });

    await user.click(more);

    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/manage/account',
      '/favorite',
      '/manage/exhibit/reuse',
    ]);
  });

  it.each(['/login', '/login?redirectUrl=%2Fmanage', '/signup/terms', '/signup/done'])(
    'has no navigation on %s',
    async (path) => {
      signIn();
      await renderInRouter(<Header />, { path });

      expect(screen.getByRole('link', { name: ja.app.name })).toBeInTheDocument();
      expect(
        screen.queryByRole('navigation', { name: ja.header.navLabel }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: ja.header.login })).not.toBeInTheDocument();
    },
  );

  it('has no login button on /login when signed out', async () => {
    await renderInRouter(<Header />, { path: '/login' });

    expect(screen.queryByRole('link', { name: ja.header.login })).not.toBeInTheDocument();
  });
});

describe('Header, current identity', () => {
  it('shows the user, and the group once one is selected (following the session)', async () => {
    signIn({ profile: testProfile([{ id: 'lab-a', name: '山田研究室', isAdmin: false }]) });
    await renderSignedIn({ path: '/manage/account', language: 'en' });

    const self = screen.getByRole('link', { name: 'Me: 山田 花子, acting as yourself' });
    expect(self).toHaveAttribute('href', '/manage/account');

    act(() => claimGroup('lab-a'));

    const group = screen.getByRole('link', { name: 'Group: 山田研究室, acting as the group' });
    expect(group).toHaveAttribute('href', '/manage/group');
    expect(screen.queryByRole('link', { name: /acting as yourself/ })).not.toBeInTheDocument();
  });
});
