import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { loadChunk } from '../lib/chunk-reload';
import { paths } from '../lib/paths';
import { DefaultLayout, PageLoading } from './layouts/default-layout';

/**
 * All routes. Pages are lazily loaded (one chunk each); a failed chunk load reloads the page once.
 * The error boundary sits inside the layout so header and footer stay on error pages.
 */
export const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: paths.home.path,
            lazy: () =>
              loadChunk(() => import('../features/categories/pages/home-page')).then(
                ({ HomePage }) => ({ Component: HomePage }),
              ),
          },
          // Not lazy: the error boundary shows the same page for 404 responses, so it is loaded anyway.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
