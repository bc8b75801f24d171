import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from './http/errors';
import { pageQuery } from './http/paging';
import { commentPage } from './features/comments/routes';
import { createCommentsStore } from './features/comments/store';
import { createApplicationsStore } from './features/contacts/applications';
import {
  contentParams,
  contentQuery,
  contentResponse,
  createContentsStore,
  currentDocument,
} from './features/contents';
import { publicDevice } from './features/devices/routes';
import { deviceParams } from './features/devices/schema';
import { createDevicesStore } from './features/devices/store';
import { publicImpact } from './features/impact/routes';
import { impactMethod } from './features/impact/factors';
import { createImpactStore } from './features/impact/store';
import { areaParams, lookupReads } from './features/lookups/routes';
import { createLookupsStore } from './features/lookups/store';
import {
  devicePreview,
  exhibitPreview,
  pagesRouter,
  publicRead,
  publicReads,
  shareListingPreview,
  wantedPreview,
  type PagesRouterOptions,
} from './features/pages';
import { createExhibitsReadStore, exhibitParams, isViewable } from './features/search';
import { exhibitDetail, searchExhibits } from './features/search/routes';
import { searchQuery } from './features/search/schema';
import { publishedListings, viewableShareExhibit } from './features/share-exhibits/routes';
import { shareExhibitsQuery } from './features/share-exhibits/schema';
import { createShareExhibitsStore } from './features/share-exhibits/store';
import { createWantedStore } from './features/wanted';
import { isReadable, wantedList, wantedPost } from './features/wanted/routes';
import { wantedListQuery, wantedParams } from './features/wanted/schema';

export interface PagesAppDeps extends PagesRouterOptions {
  db: Firestore;
  now?: () => Date;
}

/** An anonymous reader: the HTML of a public page is every reader's. */
const ANONYMOUS = null;

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
  const now = deps.now ?? (() => new Date());
  const lookups = lookupReads(createLookupsStore(deps.db));
  const applications = createApplicationsStore(deps.db);
  const comments = createCommentsStore(deps.db);
  const devices = createDevicesStore(deps.db);
  const impact = createImpactStore(deps.db);
  const sharingExhibit = (id: string, viewer: string | null) =>
    viewableShareExhibit(shareListings, exhibits.getAccounts, id, viewer);

  // The API's public reads the pages ask for while they render, answered by the functions their
  // routes answer with (the rest the browser fetches once the page is live).
  const reads = publicReads([
    publicRead({
      path: '/contents/:slug',
      params: contentParams,
      query: contentQuery,
      read: ({ params, query }) => contentResponse(contents, params.slug, query.lang),
    }),
    publicRead({ path: '/areas', read: lookups.areas }),
    publicRead({
      path: '/areas/:id/buildings',
      params: areaParams,
      read: ({ params }) => lookups.buildings(params.id),
    }),
    publicRead({ path: '/categories', read: lookups.categories }),
    publicRead({
      path: '/exhibits',
      query: searchQuery,
      read: ({ query }) => searchExhibits(exhibits, query, ANONYMOUS, now()),
    }),
    publicRead({
      path: '/exhibits/:id',
      params: exhibitParams,
      read: ({ params }) =>
        exhibitDetail(exhibits, params.id, ANONYMOUS, now(), {
          sharingExhibit,
          firstComeStock: (id, stock) => applications.firstComeStock(id, stock),
        }),
    }),
    publicRead({
      path: '/exhibits/:id/comments',
      params: exhibitParams,
      query: pageQuery,
      read: ({ params, query }) =>
        commentPage({ store: comments, exhibits }, params.id, ANONYMOUS, query.limit, query.offset),
    }),
    publicRead({
      path: '/share-exhibits',
      query: shareExhibitsQuery,
      read: ({ query }) =>
        publishedListings(
          shareListings,
          exhibits.getAccounts,
          query.limit,
          query.offset,
          ANONYMOUS,
        ),
    }),
    publicRead({
      path: '/devices/:id',
      params: deviceParams,
      read: ({ params }) => publicDevice(devices, params.id),
    }),
    publicRead({
      path: '/wanted',
      query: wantedListQuery,
      read: ({ query }) => wantedList(wanted, query, ANONYMOUS, now()),
    }),
    publicRead({
      path: '/wanted/:id',
      params: wantedParams,
      read: ({ params }) => wantedPost(wanted, params.id, ANONYMOUS, now()),
    }),
    publicRead({ path: '/impact', read: () => publicImpact(impact, now()) }),
    publicRead({ path: '/impact/method', read: () => Promise.resolve(impactMethod()) }),
  ]);

  app.use(
    pagesRouter(
      {
        async exhibit(id) {
          const exhibit = await exhibits.getExhibit(id);
          if (exhibit !== undefined) {
            return isViewable(exhibit, ANONYMOUS) ? exhibitPreview(exhibit) : undefined;
          }
          const listing = await sharingExhibit(id, ANONYMOUS);
          return listing && shareListingPreview(listing);
        },
        async wanted(id) {
          const post = await wanted.get(id);
          return post !== undefined && isReadable(post, ANONYMOUS)
            ? wantedPreview({ ...post.doc, id: post.id })
            : undefined;
        },
        async device(id) {
          try {
            return devicePreview((await publicDevice(devices, id)).device);
          } catch (error) {
            if (error instanceof AppError && error.status === 404) return undefined;
            throw error;
          }
        },
        content: (slug, language) => currentDocument(contents, slug, language),
        async listing() {
          const [listed, open] = await Promise.all([exhibits.listed(), wanted.listed(new Date())]);
          return { exhibits: listed, wanted: open };
        },
        reads,
      },
      deps,
    ),
  );
  return app;
}
