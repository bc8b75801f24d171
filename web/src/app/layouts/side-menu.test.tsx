import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../../locales/ja.json';
import { setTokenProvider } from '../../lib/api-client';
import { signOut } from '../../lib/auth';
import { session, type Role } from '../../lib/session';
import {
  claimGroup,
  findToast,
  jsonResponse,
  renderInRouter,
  resetShell,
  signIn,
  testProfile,
} from '../../testing/test-utils';
import { SideMenu } from './side-menu';

const auth = vi.hoisted(() => ({ refreshes: 0, claim: null as string | null }));
vi.mock('../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/auth')>()),
  signOut: vi.fn(),
  wasSignedOutByUser: () => false,
  // The server set the claim (`auth.claim`); the refreshed token carries it into the session.
  refreshIdToken: () => {
    auth.refreshes += 1;
    claimGroup(auth.claim);
    return Promise.resolve('refreshed');
  },
}));

const GROUPS = [
  { id: 'lab-a', name: '山田研究室', isAdmin: true },
  { id: 'lab-b', name: '鈴木研究室', isAdmin: false },
];

beforeEach(() => {
  vi.mocked(signOut).mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  resetShell();
});

const menu = () => screen.getByRole('navigation', { name: ja.menu.label });
const section = (title: string) => screen.queryByRole('region', { name: title });
const hrefs = (title: string) =>
  within(section(title) as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('SideMenu', () => {
  it('in reuse mode: exhibit management for reuse and messages, no share tools', async () => {
    signIn();
    await renderInRouter(<SideMenu mode="reuse" />, { path: '/manage/exhibit/reuse' });

    expect(hrefs(ja.menu.exhibit.title)).toEqual([
      '/manage/exhibit/reuse',
      '/manage/exhibit/reuse/create',
    ]);
    expect(hrefs(ja.menu.messages.title)).toEqual([
      '/manage/exhibit/contact',
      '/manage/receipt/contact',
    ]);
    expect(section(ja.menu.usage.title)).toBeNull();
    expect(section(ja.menu.lender.title)).toBeNull();
    expect(hrefs(ja.menu.system.title)).toEqual([
      '/manage/system/group',
      '/manage/system/group/create',
    ]);
  });

  it('in share mode: exhibit management for share, usage and lender tools, no messages', async () => {
    signIn();
    await renderInRouter(<SideMenu mode="share" />, { path: '/manage/exhibit/share' });

    expect(hrefs(ja.menu.exhibit.title)).toEqual([
      '/manage/exhibit/share',
      '/manage/exhibit/share/create',
    ]);
    expect(hrefs(ja.menu.usage.title)).toEqual([
      '/manage/user/reservations',
      '/manage/user/payments',
    ]);
    expect(hrefs(ja.menu.lender.title)).toEqual([
      '/manage/lender/devices',
      '/manage/lender/reservations',
      '/manage/lender/earnings',
      '/manage/lender/staff',
      '/manage/lender/usage-reports',
      '/manage/lender/outside-users',
    ]);
    expect(section(ja.menu.messages.title)).toBeNull();
  });

  it('in share mode, an administrator of a group (who may hold a budget) has the budget approvals', async () => {
    signIn({ profile: testProfile(GROUPS) });
    await renderInRouter(<SideMenu mode="share" />, { path: '/manage/user/budget-reviews' });

    expect(hrefs(ja.menu.usage.title)).toEqual([
      '/manage/user/reservations',
      '/manage/user/payments',
      '/manage/user/budget-reviews',
    ]);
    expect(screen.getByRole('link', { name: ja.funds.menu.budgetReviews })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['reuse', 'share'] as const)(
    'in %s mode: what the user looks for (their wanted posts, their saved searches)',
    async (mode) => {
      signIn();
      await renderInRouter(<SideMenu mode={mode} />, { path: '/manage/wanted' });

      expect(hrefs(ja.menu.find.title)).toEqual(['/manage/wanted', '/manage/saved-searches']);
      expect(screen.getByRole('link', { name: ja.menu.find.wanted })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it('highlights the link of the current page', async () => {
    signIn();
    await renderInRouter(<SideMenu mode="reuse" />, { path: '/manage/exhibit/reuse/create' });

    expect(screen.getByRole('link', { name: ja.menu.exhibit.create })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: ja.menu.exhibit.list })).not.toHaveAttribute(
      'aria-current',
    );
  });

  // Every officer, whatever the role, has the reuse-impact dashboard.
  it.each<[Role[], string[]]>([
    [[], []],
    [['junk_inquiry'], ['/manage/backoffice/junk', '/manage/backoffice/impact']],
    [['external_funds'], ['/manage/backoffice/funds', '/manage/backoffice/impact']],
    [
      ['junk_inquiry', 'external_funds'],
      ['/manage/backoffice/junk', '/manage/backoffice/funds', '/manage/backoffice/impact'],
    ],
    [['moderator'], ['/manage/backoffice/reports', '/manage/backoffice/impact']],
    [
      ['external_funds', 'moderator'],
      ['/manage/backoffice/funds', '/manage/backoffice/reports', '/manage/backoffice/impact'],
    ],
    [['content_editor'], ['/manage/backoffice/impact']],
  ])('with roles %j the back office shows %j', async (roles, expected) => {
    signIn({ roles });
    await renderInRouter(<SideMenu mode="reuse" />);

    if (expected.length === 0) expect(section(ja.menu.backoffice.title)).toBeNull();
    else expect(hrefs(ja.menu.backoffice.title)).toEqual(expected);
  });

  it('without a selected group the group menu is disabled and says why', async () => {
    signIn();
    await renderInRouter(<SideMenu mode="reuse" />);

    const group = section(ja.menu.groupMenu.title) as HTMLElement;
    for (const name of [
      ja.menu.groupMenu.members,
      ja.menu.groupMenu.info,
      ja.funds.menu.groupFunds,
    ]) {
      const link = within(group).getByRole('link', { name });
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
      expect(link).toHaveAccessibleDescription(ja.menu.groupMenu.disabledHint);
    }
  });

  it('with a selected group the group menu links to members, group info and funds', async () => {
    signIn({ group: 'lab-a', profile: testProfile(GROUPS) });
    await renderInRouter(<SideMenu mode="reuse" />);

    expect(hrefs(ja.menu.groupMenu.title)).toEqual([
      '/manage/group/members',
      '/manage/group',
      '/manage/group/funds',
    ]);
    expect(
      within(section(ja.menu.groupMenu.title) as HTMLElement).queryByText(
        ja.menu.groupMenu.disabledHint,
      ),
    ).toBeNull();
  });

  it('shows who is signed in', async () => {
    signIn();
    await renderInRouter(<SideMenu mode="reuse" />);

    expect(menu()).toHaveTextContent(`${ja.menu.signedInAs}山田 花子`);
  });
});

describe('SideMenu group selector', () => {
  it('lists the individual entry and the profile groups, the current one selected', async () => {
    signIn({ group: 'lab-b', profile: testProfile(GROUPS) });
    await renderInRouter(<SideMenu mode="reuse" />);

    const select = screen.getByRole('combobox', { name: ja.menu.group.label });
    expect(select).toHaveValue('lab-b');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([ja.menu.group.individual, '山田研究室', '鈴木研究室']);
  });

  it('a change asks first; cancelling keeps the group', async () => {
    signIn({ profile: testProfile(GROUPS) });
    const onSelectGroup = vi.fn<(group: string | null) => Promise<void>>();
    const user = userEvent.setup();
    await renderInRouter(<SideMenu mode="reuse" onSelectGroup={onSelectGroup} />);
    const select = screen.getByRole('combobox', { name: ja.menu.group.label });

    await user.selectOptions(select, 'lab-a');

    const dialog = screen.getByRole('dialog', { name: ja.menu.group.confirmTitle });
    expect(dialog).toHaveAccessibleDescription('以降は「山田研究室」として操作します。');
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSelectGroup).not.toHaveBeenCalled();
    expect(select).toHaveValue('');
  });

  it('confirming calls the handler with the group (null for the individual)', async () => {
    signIn({ group: 'lab-a', profile: testProfile(GROUPS) });
    const onSelectGroup = vi.fn<(group: string | null) => Promise<void>>().mockResolvedValue();
    const user = userEvent.setup();
    await renderInRouter(<SideMenu mode="reuse" onSelectGroup={onSelectGroup} />);

    await user.selectOptions(
      screen.getByRole('combobox', { name: ja.menu.group.label }),
      ja.menu.group.individual,
    );
    const dialog = screen.getByRole('dialog', { name: ja.menu.group.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(ja.menu.group.confirmIndividual);
    await user.click(within(dialog).getByRole('button', { name: ja.menu.group.confirm }));

    expect(onSelectGroup).toHaveBeenCalledExactlyOnceWith(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('by default the choice is posted to the server, then the ID token is refreshed', async () => {
    signIn({ profile: testProfile(GROUPS) });
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse({ currentGroup: 'lab-b' })),
    );
    auth.claim = 'lab-b';
    vi.stubGlobal('fetch', fetchMock);
    setTokenProvider(() => Promise.resolve('id-token'));
    const user = userEvent.setup();
    await renderInRouter(<SideMenu mode="reuse" />);
    const select = screen.getByRole('combobox', { name: ja.menu.group.label });

    await user.selectOptions(select, 'lab-b');
    await user.click(screen.getByRole('button', { name: ja.menu.group.confirm }));

    await waitFor(() => expect(auth.refreshes).toBe(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/home/me/group');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Group-Id')).toBe('lab-b');
    expect(session.get().group).toBe('lab-b');
    expect(select).toHaveValue('lab-b');
    // The group menu follows.
    expect(screen.getByRole('link', { name: ja.menu.groupMenu.members })).toHaveAttribute(
      'href',
      '/manage/group/members',
    );
    setTokenProvider(null);
    vi.unstubAllGlobals();
  });

  it('when the change fails, the group stays and the global wrapper says why', async () => {
    signIn({ profile: testProfile(GROUPS) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSelectGroup = vi
      .fn<(group: string | null) => Promise<void>>()
      .mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    await renderInRouter(<SideMenu mode="reuse" onSelectGroup={onSelectGroup} />);
    const select = screen.getByRole('combobox', { name: ja.menu.group.label });

    await user.selectOptions(select, 'lab-a');
    await user.click(screen.getByRole('button', { name: ja.menu.group.confirm }));

    await findToast(ja.errors.generic, { error: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(select).toHaveValue('');
    expect(session.get().group).toBeNull();
  });
});

describe('SideMenu logout', () => {
  it('asks for confirmation; cancelling stays signed in', async () => {
    signIn();
    const user = userEvent.setup();
    await renderInRouter(<SideMenu mode="reuse" />, { path: '/manage/account' });

    await user.click(screen.getByRole('button', { name: ja.menu.logout.button }));
    const dialog = screen.getByRole('dialog', { name: ja.menu.logout.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(ja.menu.logout.confirmMessage);
    await user.click(within(dialog).getByRole('button', { name: ja.dialog.cancel }));

    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirming signs out and goes home', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderInRouter(<SideMenu mode="reuse" />, {
      path: '/manage/account',
    });

    await user.click(screen.getByRole('button', { name: ja.menu.logout.button }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: ja.menu.logout.confirm }),
    );

    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
