import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../locales/ja.json';
import { changeLanguage } from '../lib/i18n';
import { paths, type RouteName } from '../lib/paths';
import { device } from '../lib/share-mode/testing';
import { jsonResponse, renderApp, resetShell, signIn, testProfile } from '../testing/test-utils';

// The login page warms Firebase up; these tests never load it.
vi.mock('../lib/firebase-loader', () => import('../testing/firebase-never-loads'));

const SAMPLE_ID = 'exhibit-01';
const hrefOf = (name: RouteName) => paths[name].path.replace(/:id\??/, SAMPLE_ID);
const names = Object.keys(paths) as RouteName[];
const anonymousNames = names.filter((name) => paths[name].anonymous);
const protectedNames = names.filter((name) => !paths[name].anonymous);

const GROUP = {
  id: 'lab-a',
  name: 'Lab A',
  kind: 'laboratory',
  profile: '',
  icon: null,
  memberCount: 1,
};

/** The public exhibit page's answer (GET /api/v1/exhibits/{id}). */
const EXHIBIT = {
  id: SAMPLE_ID,
  type: 'reuse',
  title: 'Desk',
  ownerId: 'someone',
  thumbnailUri: null,
  kinds: ['furniture'],
  itemCount: 0,
  stockTotal: 0,
  areaId: 'north',
  place: { areaId: 'north', buildingId: 'b1', room: '' },
  expiresAt: '2030-01-01T00:00:00.000Z',
  expired: false,
  publishedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  favoriteCount: 0,
  commentCount: 0,
  contactCount: 0,
  approvalStatus: 'approved',
  published: true,
  cancelled: false,
  displayState: 'on_display',
  description: '',
  itemManager: 'Someone',
  pickupFrom: '2024-01-01T00:00:00.000Z',
  pickupUntil: '2024-01-02T00:00:00.000Z',
  secretariatId: 's1',
  items: [],
  owner: { id: 'someone', name: 'Someone', kind: 'user' },
  isOwner: false,
  isFavorite: false,
};

/** The owner's view of it (GET /api/v1/home/exhibits/{id}, and the back office's). */
const MANAGED_EXHIBIT = {
  ...EXHIBIT,
  memo: '',
  cancelledAt: null,
  activeContactCount: 0,
  lastDecision: null,
  submittedAt: null,
};

/** A wanted post of another account (GET /api/v1/wanted/{id}). */
const WANTED_POST = {
  id: SAMPLE_ID,
  accountId: 'someone',
  account: { id: 'someone', kind: 'user', name: 'Someone', withdrawn: false },
  title: 'Bookshelf',
  description: '',
  categoryId: '',
  keywords: 'bookshelf',
  areaId: '',
  until: '2030-01-01T00:00:00.000Z',
  status: 'open',
  expired: false,
  isOwn: false,
  offerCount: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

/** What reuse achieved (GET /api/v1/impact and the dashboard's totals). */
const IMPACT_FIGURES = { items: 3, exhibits: 1, yen: 12000, kg: 40, kgCO2e: 20.4, deviceHours: 0 };

/** What the pages ask the API for, by path (the rest: the home page's categories). */
function apiAnswer(url: string): unknown {
  const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
  if (path === '/home/me') {
    return {
      ...testProfile(),
      signedUp: true,
      profile: {
        name: '山田 花子',
        profile: '',
        occupation: 'staff',
        position: '',
        studentNumber: null,
        place: '',
        receiveNotificationEmail: true,
        email: 'hanako@campus.example.ac.jp',
      },
    };
  }
  if (path.startsWith('/home/accounts/')) {
    return {
      account: {
        id: SAMPLE_ID,
        kind: 'user',
        name: 'Taro',
        withdrawn: false,
        profile: '',
        occupation: 'staff',
        position: '',
      },
    };
  }
  if (path === '/home/system/groups') return { groups: [GROUP], total: 1 };
  // Wanted posts: the public list and page, the poster's list, an exhibit's matching posts.
  if (path.startsWith('/wanted/')) return { wanted: WANTED_POST };
  if (path.endsWith('/wanted')) return { wanted: [], total: 0 };
  if (path === '/home/saved-searches') return { savedSearches: [] };
  // The blocks of the acting identity (their page, and the account card's block button).
  if (path === '/home/blocks') return { blocks: [] };
  // The moderators' queue and audit log.
  if (path === '/home/moderation/reports') return { reports: [], total: 0 };
  if (path === '/home/moderation/audit') return { entries: [], total: 0 };
  // The reuse impact: the public page and home band, its method, the officers' dashboard.
  if (path === '/impact') return { from: '2025-12', to: '2026-11', totals: IMPACT_FIGURES };
  if (path === '/impact/method') {
    return { fallback: { kgCO2ePerKg: 0.51, source: 'wrap' }, categories: [], sources: [] };
  }
  if (path === '/home/backoffice/impact') {
    return {
      from: '2025-12',
      to: '2026-11',
      filters: { campus: null, faculty: null, category: null },
      totals: IMPACT_FIGURES,
      months: [{ month: '2026-11', ...IMPACT_FIGURES }],
      byCampus: [],
      byFaculty: [],
      byCategory: [],
    };
  }
  if (path === '/faculties') return { faculties: [] };
  // The static pages' documents (GET /api/v1/contents/{slug}).
  if (path.startsWith('/contents/')) {
    return {
      content: {
        slug: path.slice('/contents/'.length),
        lang: 'ja',
        title: '文書',
        body: '## 目的 {#purpose}\n\n本文',
        version: 1,
        updatedAt: '2026-11-19T15:00:00.000Z',
        termsVersion: 1,
      },
    };
  }
  if (path.endsWith('/members')) return { members: [] };
  if (path.startsWith('/home/groups/')) return { group: GROUP, isAdmin: false };
  if (path === '/exhibits' || path === '/home/favorites') return { exhibits: [], total: 0 };
  if (path.endsWith('/comments')) return { comments: [], total: 0 };
  if (path.startsWith('/exhibits/')) return { exhibit: EXHIBIT };
  if (path === '/areas') return { areas: [] };
  if (path.endsWith('/buildings')) return { buildings: [] };
  // The owner's and the back office's exhibit pages.
  if (path === '/home/exhibits' || /^\/home\/backoffice\/(junk|funds)$/.test(path)) {
    return { exhibits: [], total: 0 };
  }
  if (path.endsWith('/approvals')) return { approvals: [] };
  if (path.startsWith('/home/exhibits/') || path.startsWith('/home/backoffice/')) {
    return { exhibit: MANAGED_EXHIBIT, approvals: [] };
  }
  if (path === '/secretariats') return { secretariats: [] };
  // The lender's share-mode pages.
  if (path === '/home/devices') return { devices: [], total: 0 };
  if (path === `/home/devices/${SAMPLE_ID}`) return { device: device({ id: SAMPLE_ID }) };
  if (path === `/home/devices/${SAMPLE_ID}/qualifications`) {
    return { qualifications: [], requests: [] };
  }
  if (path === '/home/reservations') return { reservations: [], total: 0 };
  if (path === '/home/earnings') return { earnings: [] };
  if (path === '/home/budget-reviews') return { reservations: [] };
  // A device's staff: the requests for assistance and the sessions they assist.
  if (path.startsWith('/home/staff/')) return { reservations: [] };
  return { categories: {} };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi
      .fn<typeof fetch>()
      .mockImplementation((input) =>
        Promise.resolve(
          jsonResponse(apiAnswer(typeof input === 'string' ? input : input.toString())),
        ),
      ),
  );
});

afterEach(async () => {
  resetShell();
  await changeLanguage('ja');
});

const heading = () => screen.findByRole('heading', { level: 1 });

describe('routes', () => {
  it('when the path is unknown, then the 404 page shows in Japanese with the layout', async () => {
    await renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toHaveTextContent('キャンパスマーケット');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ');
    expect(document.title).toBe('ページが見つかりません | キャンパスマーケット');
  });

  it('when the path is unknown in English, then the 404 page is in English', async () => {
    await renderApp('/exhibits-typo', 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('when "back to home" is followed, then the home page shows', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/missing');

    await user.click(await screen.findByRole('link', { name: 'ホームへ戻る' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.search.heading }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('every route of the route table, signed in', () => {
  it.each(names)('%s renders a page with a title and content', async (name) => {
    // The sign-up pages are for users who have not signed up (no profile yet).
    signIn(name.startsWith('signup') ? { profile: null } : {});
    await renderApp(hrefOf(name));

    const title = await heading();
    const main = screen.getByRole('main');
    expect(main).toContainElement(title);
    // Something besides the title: never a blank page.
    expect(main.textContent?.trim().length).toBeGreaterThan(title.textContent?.length ?? 0);
    expect(document.querySelector('header.header')).toContainElement(
      screen.getByRole('link', { name: 'キャンパスマーケット' }),
    );
  });
});

describe('access', () => {
  it.each(protectedNames)(
    'signed out, %s redirects to /login with the address as redirectUrl',
    async (name) => {
      const href = `${hrefOf(name)}${name.startsWith('notification') ? '?role=customer' : ''}`;
      const { router } = await renderApp(href);

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent(href)}`);
    },
  );

  it.each(['signupTerms', 'signupCreate', 'signupDone'] as const)(
    'signed out, %s sends the visitor to log in first (signing up needs an account)',
    async (name) => {
      const { router } = await renderApp(hrefOf(name));

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each(anonymousNames.filter((name) => name !== 'login' && !name.startsWith('signup')))(
    'signed out, the public %s opens without a session',
    async (name) => {
      const { router } = await renderApp(hrefOf(name));

      await heading();
      expect(router.state.location.pathname).toBe(hrefOf(name));
      // The header offers to log in, and to come back here afterwards (except in the sign-up
      // sequence, where it has no navigation).
      if (!name.startsWith('signup')) {
        const here = hrefOf(name);
        expect(screen.getByRole('link', { name: ja.header.login })).toHaveAttribute(
          'href',
          here === '/' ? '/login' : `/login?redirectUrl=${encodeURIComponent(here)}`,
        );
      }
    },
  );
});

describe('route parameters', () => {
  it.each([
    '/manage/exhibit/reuse/bad%20id',
    '/manage/exhibit/share/%E5%87%BA%E5%93%81/edit',
    '/manage/account/a.b',
    '/manage/backoffice/junk/x!',
    `/manage/backoffice/funds/${'a'.repeat(129)}`,
    '/manage/exhibit/contact/chat/bad%20id',
    '/exhibits/bad%20id',
    '/wanted/bad%20id',
    '/manage/wanted/a.b/edit',
    '/manage/lender/devices/bad%20id/qualifications',
  ])('when the id of %s is invalid, then the 404 page shows', async (href) => {
    signIn();
    await renderApp(href);

    expect(await heading()).toHaveTextContent(ja.notFound.title);
  });

  it('/manage/account/blocks is the blocks page, not the card of an account named "blocks"', async () => {
    signIn();
    await renderApp('/manage/account/blocks');

    expect(await heading()).toHaveTextContent(ja.routes.accountBlocks);
  });

  it('a moderator opens the reports queue', async () => {
    signIn({ roles: ['moderator'] });
    await renderApp('/manage/backoffice/reports');

    expect(await heading()).toHaveTextContent(ja.routes.backofficeReports);
    expect(screen.getByRole('link', { name: ja.moderation.views.open })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByText(ja.moderation.forbidden)).toBeNull();
  });

  it('the chats and the exhibit page open without an id too', async () => {
    signIn();
    await renderApp('/manage/receipt/contact/chat');
    expect(await heading()).toHaveTextContent(ja.routes.customerChat);
  });

  it.each(['', '?role=owner', '?role=customer'])(
    'a notification list with %s opens',
    async (query) => {
      signIn();
      await renderApp(`/notification/todo${query}`);

      expect(await heading()).toHaveTextContent(ja.routes.notificationTodo);
      const current = query === '?role=customer' ? 'customer' : 'owner';
      expect(screen.getByRole('link', { name: ja.notifications.roles[current] })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it.each(['?role=admin', '?role=', '?role=Owner'])(
    'a notification list with %s shows the 404 page',
    async (query) => {
      signIn();
      await renderApp(`/notification/notice${query}`);

      expect(await heading()).toHaveTextContent(ja.notFound.title);
    },
  );
});

describe('layouts', () => {
  it('public pages have header and footer; manage pages have tabs and side menu, no footer', async () => {
    signIn();
    const { router } = await renderApp('/faq');
    await heading();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: ja.menu.label })).not.toBeInTheDocument();

    await router.navigate('/manage/account');
    await screen.findByRole('navigation', { name: ja.menu.label });
    expect(screen.getByRole('navigation', { name: ja.layout.modeTabs.label })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('chat pages have the header and the chat area only', async () => {
    signIn();
    await renderApp('/manage/exhibit/contact/chat/c1');

    expect(await heading()).toHaveTextContent(ja.routes.ownerChat);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: ja.menu.label })).not.toBeInTheDocument();
  });

  it('the body carries exactly one mode class, following the path', async () => {
    signIn();
    const { router } = await renderApp('/manage/exhibit/share');
    await heading();
    const modes = () => ['reuse', 'share'].filter((c) => document.body.classList.contains(c));
    expect(modes()).toEqual(['share']);

    // Paths without a mode keep the last one.
    await router.navigate('/manage/account');
    await screen.findByRole('heading', { level: 1, name: ja.account.title });
    expect(modes()).toEqual(['share']);
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: ja.search.heading });
    expect(modes()).toEqual(['share']);

    await router.navigate('/manage/exhibit/reuse/create');
    await screen.findByRole('heading', { level: 1, name: ja.routes.reuseExhibitCreate });
    expect(modes()).toEqual(['reuse']);

    await router.navigate('/manage/lender/devices');
    await screen.findByRole('heading', { level: 1, name: ja.routes.lenderDevices });
    expect(modes()).toEqual(['share']);

    await router.navigate('/manage/exhibit/contact');
    await screen.findByRole('heading', { level: 1, name: ja.routes.ownerContacts });
    expect(modes()).toEqual(['reuse']);

    // A device's qualified users: a lender's page of share mode.
    await router.navigate(`/manage/lender/devices/${SAMPLE_ID}/qualifications`);
    await screen.findByRole('heading', { level: 1, name: ja.routes.lenderDeviceQualifications });
    expect(modes()).toEqual(['share']);
    await router.navigate('/manage/exhibit/contact');
    await screen.findByRole('heading', { level: 1, name: ja.routes.ownerContacts });

    // A device's outages and problems: a lender's page of share mode too.
    await router.navigate(`/manage/lender/devices/${SAMPLE_ID}/facility`);
    await screen.findByRole('heading', { level: 1, name: ja.routes.lenderDeviceFacility });
    expect(modes()).toEqual(['share']);
    await router.navigate('/manage/exhibit/contact');
    await screen.findByRole('heading', { level: 1, name: ja.routes.ownerContacts });

    await router.navigate('/manage/user/payments');
    await screen.findByRole('heading', { level: 1, name: ja.routes.userPayments });
    expect(modes()).toEqual(['share']);
  });

  it('the mode tabs switch between the reuse and share lists', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp('/manage/exhibit/reuse');
    await heading();
    const tabs = screen.getByRole('navigation', { name: ja.layout.modeTabs.label });

    await user.click(within(tabs).getByRole('link', { name: ja.layout.modeTabs.share }));

    await screen.findByRole('heading', { level: 1, name: ja.routes.shareExhibits });
    expect(router.state.location.pathname).toBe('/manage/exhibit/share');
    expect(within(tabs).getByRole('link', { name: ja.layout.modeTabs.share })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.body).toHaveClass('share');
  });

  it('on a narrow screen the side menu opens from the menu button and folds on navigation', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/manage/exhibit/reuse');
    await heading();
    const button = screen.getByRole('button', { name: ja.layout.sideMenu.open });
    const side = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(side).not.toHaveClass('is-open');

    await user.click(button);
    expect(screen.getByRole('button', { name: ja.layout.sideMenu.close })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(side).toHaveClass('is-open');

    await user.click(screen.getByRole('link', { name: ja.menu.system.groups }));
    await screen.findByRole('heading', { level: 1, name: ja.routes.systemGroups });
    expect(screen.getByRole('button', { name: ja.layout.sideMenu.open })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
