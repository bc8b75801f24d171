import type { RouteName } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * The public pages of the wanted posts (docs/wanted.md), in a chunk of their own like the
 * signed-in pages' loaders (`signed-in-pages.tsx`): the first load of `/` then carries one loader
 * for them, not the list of every chunk they preload (issue 17's budget).
 */
export const wantedPages = {
  wanted: lazyPage(
    () => import('../features/wanted/pages/wanted-list-page'),
    (m) => m.WantedListPage,
  ),
  wantedPost: lazyPage(
    () => import('../features/wanted/pages/wanted-post-page'),
    (m) => m.WantedPostPage,
  ),
} satisfies Partial<Record<RouteName, LazyPage>>;

export type WantedPageName = keyof typeof wantedPages;
