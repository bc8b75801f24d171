import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { createContentsStore, currentDocument } from './features/contents';
import {
  exhibitPreview,
  pagesRouter,
  shareListingPreview,
  wantedPreview,
  type PagesRouterOptions,
} from './features/pages';
import { createExhibitsReadStore, isViewable } from './features/search';
import { viewableShareExhibit } from './features/share-exhibits/routes';
import { createShareExhibitsStore } from './features/share-exhibits/store';
import { createWantedStore } from './features/wanted';

export interface PagesAppDeps extends PagesRouterOptions {
  db: Firestore;
}

/**
 * The server-rendered public pages (the `pages` function; docs/server-rendering.md): each page's
 * preview and data read as an anonymous reader sees them, by the same stores and visibility rules as
 * the API.
 */
export function createPagesApp(deps: PagesAppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const exhibits = createExhibitsReadStore(deps.db);
  const shareListings = createShareExhibitsStore(deps.db);
  const wanted = createWantedStore(deps.db);
  const contents = createContentsStore(deps.db);

  app.use(
    pagesRouter(
      {
        async exhibit(id) {
          const exhibit = await exhibits.getExhibit(id);
          if (exhibit !== undefined) {
            return isViewable(exhibit, null) ? exhibitPreview(exhibit) : undefined;
          }
          const listing = await viewableShareExhibit(shareListings, exhibits.getAccounts, id, null);
          return listing && shareListingPreview(listing);
        },
        async wanted(id) {
          const post = await wanted.get(id);
          // A closed post stays readable by its poster only (the API's rule), never anonymously.
          return post?.doc.status === 'open'
            ? wantedPreview({ ...post.doc, id: post.id })
            : undefined;
        },
        content: (slug, language) => currentDocument(contents, slug, language),
        async listing() {
          const [listed, open] = await Promise.all([exhibits.listed(), wanted.listed(new Date())]);
          return { exhibits: listed, wanted: open };
        },
      },
      deps,
    ),
  );
  return app;
}
