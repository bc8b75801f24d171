import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { FatalErrorPage } from '../features/errors/pages/fatal-error-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { loadChunk } from '../lib/chunk-reload';
import { allMessages } from '../lib/i18n';
import { paths, type RouteName } from '../lib/paths';
import { RequireSession } from './guards';
import { GroupParam } from './group-param';
import { DefaultLayout, PageLoading } from './layouts/default-layout';
import { modeOfAnyPath } from './layouts/mode';
import { lazyPage, type LazyPage } from './lazy-page';
import { paramCheckOf, withParamCheck } from './route-checks';
import type { SignedInPageName } from './signed-in-pages';
import type { MorePublicPageName } from './more-public-pages';
import type { SwitchName } from './switched-off';

/**
 * All routes of `paths` (spec section 2). Each page is loaded lazily (one chunk per page; a failed
 * chunk load reloads the page once, see `loadChunk`). Public pages (`anonymous`) use the default
 * layout; every other route sits inside `RequireSession` and the manage or chat layout, both loaded
 * lazily too, so the first load of a public page carries neither. The route error boundary sits
 * inside each layout (header stays on error pages); the outermost one catches a failing layout or
 * error page.
 */

type Layout = 'default' | 'manage' | 'chat';

interface PageDef {
  layout: Layout;
  page: LazyPage;
  /**
   * The page's messages are in the main bundle (`FIRST_PAINT` in lib/i18n.ts), so it renders without
   * waiting for the rest of them; every other page waits for `allMessages`.
   */
  firstPaint?: true;
}

/**
 * The signed-in pages' loaders are a chunk of their own (`signed-in-pages.tsx`, with the lists of
 * what each page preloads): a visitor's first load carries only the public pages' (issue 17). A
 * signed-in page waits for that small chunk, then its own; the signed-in header fetches it when idle.
 */
const signedIn =
  (name: SignedInPageName): LazyPage =>
  () =>
    loadChunk(() => import('./signed-in-pages')).then(({ signedInPages }) => signedInPages[name]());

/**
 * The public pages beyond the first load's (wanted posts, reuse impact): their loaders are a chunk
 * of their own too (`more-public-pages.ts`).
 */
const morePublic =
  (name: MorePublicPageName): LazyPage =>
  () =>
    loadChunk(() => import('./more-public-pages')).then(({ morePublicPages }) =>
      morePublicPages[name](),
    );

/** Every public route (the type says so), with its layout and page. */
const publicPages: Record<Exclude<RouteName, SignedInPageName>, PageDef> = {
  // Public
  home: {
    layout: 'default',
    firstPaint: true,
    page: lazyPage(
      () => import('../features/search/pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  exhibit: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/exhibits/pages/exhibit-page'),
      (m) => m.ExhibitPage,
    ),
  },
  share: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/share/pages/share-page'),
      (m) => m.SharePage,
    ),
  },
  // Not in the spec's route list (it names /share only): a device of /share and its booking form.
  shareDevice: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/share/pages/device-page'),
      (m) => m.DevicePage,
    ),
  },
  favorite: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/favorites/pages/favorites-page'),
      (m) => m.FavoritesPage,
    ),
  },
  wanted: { layout: 'default', page: morePublic('wanted') },
  wantedPost: { layout: 'default', page: morePublic('wantedPost') },
  impact: { layout: 'default', page: morePublic('impact') },
  faq: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/static-pages/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  terms: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/static-pages/pages/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  privacy: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/static-pages/pages/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  about: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/static-pages/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  login: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  signupTerms: {
    layout: 'default',
    // The sign-up shows the static pages' terms of use: composed here, features stay apart.
    page: () =>
      Promise.all([
        loadChunk(() => import('../features/identity/pages/signup-terms-page')),
        loadChunk(() => import('../features/static-pages/components/terms-text')),
      ]).then(
        ([{ SignupTermsPage }, { TermsText }]) =>
          function SignupTerms() {
            return <SignupTermsPage terms={(onVersion) => <TermsText onVersion={onVersion} />} />;
          },
      ),
  },
  signupCreate: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/identity/pages/signup-create-page'),
      (m) => m.SignupCreatePage,
    ),
  },
  signupDone: {
    layout: 'default',
    page: lazyPage(
      () => import('../features/identity/pages/signup-done-page'),
      (m) => m.SignupDonePage,
    ),
  },
};

/**
 * The signed-in routes of the chat layout; the others are in the manage layout. Their pages are the
 * loaders of the same name in `signed-in-pages.tsx`.
 */
const chatPages: readonly SignedInPageName[] = ['ownerChat', 'customerChat'];

/**
 * The switch an operator can turn a route off with (`docs/remote-config.md`): the share-mode pages
 * and the sign-up; null for the others.
 */
export function switchOf(name: RouteName): SwitchName | null {
  const { path } = paths[name];
  if (modeOfAnyPath(path) === 'share') return 'share';
  return path.startsWith('/signup/') ? 'signup' : null;
}

/** The public table lists every route but the signed-in ones (its type says so). */
const isSignedIn = (name: RouteName): name is SignedInPageName => !(name in publicPages);

/** Every route's definition, from whichever table holds it. */
const pages = Object.fromEntries(
  (Object.keys(paths) as RouteName[]).map((name) => [
    name,
    isSignedIn(name)
      ? ({
          layout: chatPages.includes(name) ? 'chat' : 'manage',
          page: signedIn(name),
        } satisfies PageDef)
      : publicPages[name],
  ]),
) as Record<RouteName, PageDef>;

function toRoute(name: RouteName): RouteObject {
  const { page, firstPaint } = pages[name];
  const check = paramCheckOf(paths[name].path);
  const switchName = switchOf(name);
  return {
    path: paths[name].path,
    lazy: async () => {
      const [Page, switched] = await Promise.all([
        page(),
        switchName === null ? null : loadChunk(() => import('./switched-off')),
        firstPaint ? null : allMessages(),
      ]);
      const Checked = check ? withParamCheck(Page, check) : Page;
      return {
        Component:
          switched === null || switchName === null
            ? Checked
            : switched.withSwitch(Checked, switchName),
      };
    },
  };
}

const names = Object.keys(pages) as RouteName[];
const routesOf = (layout: Layout, anonymous?: boolean) =>
  names
    .filter(
      (name) =>
        pages[name].layout === layout &&
        (anonymous === undefined || paths[name].anonymous === anonymous),
    )
    .map(toRoute);

/** A layout's routes inside its error boundary. */
const withinBoundary = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorPage />, children },
];

/** Protected pages of the default layout (none today) keep the layout and add the guard. */
const protectedDefault = routesOf('default', false);

export const routes: RouteObject[] = [
  {
    // `?group=<id>` switches the acting group on any page (spec section 7).
    element: <GroupParam />,
    errorElement: <FatalErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <DefaultLayout />,
        children: withinBoundary([
          ...routesOf('default', true),
          ...(protectedDefault.length > 0
            ? [{ element: <RequireSession />, children: protectedDefault }]
            : []),
          // Not lazy: the error boundary shows the same page for 404 responses, so it is loaded anyway.
          { path: '*', Component: NotFoundPage },
        ]),
      },
      {
        // The manage and chat layouts are for signed-in users only: without a session,
        // /login?redirectUrl=<this address>...
        element: <RequireSession />,
        children: [
          {
            // ...with a profile (fetched when missing; not signed up: /signup/terms). Loaded with
            // the layout below (React Router loads the matched routes' chunks together): no
            // public page needs it, so it is not in the first load.
            lazy: () =>
              loadChunk(() => import('./require-profile')).then(({ RequireProfile }) => ({
                Component: RequireProfile,
              })),
            children: [
              {
                lazy: () =>
                  Promise.all([
                    loadChunk(() => import('./layouts/manage-layout')),
                    allMessages(),
                  ]).then(([{ ManageLayout }]) => ({ Component: ManageLayout })),
                children: withinBoundary(routesOf('manage')),
              },
              {
                lazy: () =>
                  Promise.all([
                    loadChunk(() => import('./layouts/chat-layout')),
                    allMessages(),
                  ]).then(([{ ChatLayout }]) => ({ Component: ChatLayout })),
                children: withinBoundary(routesOf('chat')),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The browser's router; a server-rendered page starts it from the server's state (`hydrate.tsx`). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
