import { CONTENT_SLUGS } from '@campus/model/content-types';
import { matchPath } from 'react-router-dom';
import { paths, type RouteName } from '../lib/paths';

/**
 * The routes the server renders (`entry-server.tsx`; firebase.json sends them to the `pages`
 * function): the public pages whose HTML is the same for every reader. The others (signing in,
 * favourites kept in the browser, every signed-in page) are rendered in the browser.
 */
export const SERVER_RENDERED: readonly RouteName[] = [
  'home',
  'exhibit',
  'share',
  'wanted',
  'wantedPost',
  'impact',
  ...CONTENT_SLUGS,
];

/**
 * The routes the `pages` function answers with their head and link preview over the shell, drawn
 * in the browser: a device's page, whose week grid places its blocks with inline styles, which the
 * Content-Security-Policy refuses in markup (`style-src 'self'`).
 */
export const PREVIEWED: readonly RouteName[] = ['shareDevice'];

const matches = (names: readonly RouteName[], pathname: string) =>
  names.some((name) => {
    const match = matchPath(paths[name].path, pathname);
    return match !== null && (name !== 'exhibit' || match.params.id !== undefined);
  });

/** Whether `pathname` is a server-rendered page (an exhibit's only with its id). */
export const isServerRendered = (pathname: string): boolean => matches(SERVER_RENDERED, pathname);

/** Whether the `pages` function answers `pathname` (rendered, or its head over the shell). */
export const isAnsweredByPages = (pathname: string): boolean =>
  matches([...SERVER_RENDERED, ...PREVIEWED], pathname);
