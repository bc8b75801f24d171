import type { RouteName } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * Public pages whose loaders are a chunk of their own, like the signed-in pages' (`signed-in-pages.tsx`):
 * the wanted posts (docs/wanted.md) and the reuse impact (docs/impact.md). The first load of `/` then
 * carries one loader for them all, not the list of every chunk each preloads (issue 17's budget).
 */
export const morePublicPages = {
  wanted: lazyPage(
    () => import('../features/wanted/pages/wanted-list-page'),
    (m) => m.WantedListPage,
  ),
  wantedPost: lazyPage(
    () => import('../features/wanted/pages/wanted-post-page'),
    (m) => m.WantedPostPage,
  ),
  impact: lazyPage(
    () => import('../features/impact/pages/impact-page'),
    (m) => m.ImpactPage,
  ),
} satisfies Partial<Record<RouteName, LazyPage>>;

export type MorePublicPageName = keyof typeof morePublicPages;
