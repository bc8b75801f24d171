import { CONTENT_SLUGS } from '@campus/model/content-types';
import { matchPath } from 'react-router-dom';
import { paths, type RouteName } from '../lib/paths';

/**
 * The routes the server renders (`entry-server.tsx`; firebase.json sends them to the `pages`
 * function), with the module of each one's page: the public pages whose HTML is the same for every
 * reader. The others (signing in, favourites kept in the browser, every signed-in page) are
 * rendered in the browser. The modules name the page's stylesheets in the client build's manifest,
 * which the `pages` function links in the page's head: the markup is styled before any script runs
 * (`hosting-routes.test.ts` checks each against the router's imports).
 */
export const PAGE_MODULES = {
  home: 'src/features/search/pages/home-page.tsx',
  exhibit: 'src/features/exhibits/pages/exhibit-page.tsx',
  share: 'src/features/share/pages/share-page.tsx',
  shareDevice: 'src/features/share/pages/device-page.tsx',
  wanted: 'src/features/wanted/pages/wanted-list-page.tsx',
  wantedPost: 'src/features/wanted/pages/wanted-post-page.tsx',
  impact: 'src/features/impact/pages/impact-page.tsx',
  ...(Object.fromEntries(
    CONTENT_SLUGS.map((slug) => [slug, `src/features/static-pages/pages/${slug}-page.tsx`]),
  ) as Record<(typeof CONTENT_SLUGS)[number], string>),
} as const satisfies Partial<Record<RouteName, string>>;

export const SERVER_RENDERED = Object.keys(PAGE_MODULES) as (keyof typeof PAGE_MODULES)[];

/** The server-rendered route at `pathname` (an exhibit's only with its id). */
const renderedRouteAt = (pathname: string) =>
  SERVER_RENDERED.find((name) => {
    const match = matchPath(paths[name].path, pathname);
    return match !== null && (name !== 'exhibit' || match.params.id !== undefined);
  });

/** The module of the page at `pathname`, if the server renders it. */
export const pageModuleOf = (pathname: string): string | undefined => {
  const name = renderedRouteAt(pathname);
  return name === undefined ? undefined : PAGE_MODULES[name];
};

/** Whether `pathname` is a server-rendered page (an exhibit's only with its id). */
export const isServerRendered = (pathname: string): boolean => pageModuleOf(pathname) !== undefined;
