import { PassThrough } from 'node:stream';
import { CONTENT_SLUGS, type ContentDocument, type ContentSlug } from '@campus/model/content-types';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { contentKey } from './features/static-pages/api/get-content';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './lib/i18n';
import { paths } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import type { SsrState } from './lib/ssr-state';
import en from './locales/en.json';
import ja from './locales/ja.json';

export { ssrStateScript } from './lib/ssr-state';

/**
 * The server's side of the server-rendered public pages (docs/server-rendering.md): the same route
 * objects, providers and pages as the browser, rendered to HTML by React's streaming renderer once
 * every lazy part has loaded, with the data the pages ask for put in the data cache first, under
 * the keys their `use<Operation>` hooks read, so the browser hydrates without fetching it again.
 * Built by `vite build --ssr` (`npm run build:server -w web`) into one file the `pages` function loads.
 */

/** What the public pages read, answered in process by the server as an anonymous reader would see it. */
export interface PublicReads {
  content(slug: ContentSlug, language: Language): Promise<ContentDocument>;
}

/** A rendered page: its status, the markup inside `#root` and the state the browser starts from. */
export interface RenderedPage {
  status: number;
  html: string;
  state: SsrState;
}

/** The documents' routes (`/faq`, `/terms`, ...: each document's route is named as its slug). */
const DOCUMENTS: ReadonlyMap<string, ContentSlug> = new Map(
  CONTENT_SLUGS.map((slug) => [paths[slug].path, slug]),
);

/** Fills `client` with what the page at `pathname` reads first. */
async function prefetch(
  client: QueryClient,
  pathname: string,
  language: Language,
  reads: PublicReads,
): Promise<void> {
  const slug = DOCUMENTS.get(pathname);
  if (slug !== undefined) {
    client.setQueryData(contentKey(slug, language), await reads.content(slug, language));
  }
}

/** One translation instance per language, every message loaded: nothing waits while rendering. */
const translations = new Map<Language, I18n>();
function translationOf(language: Language): I18n {
  let instance = translations.get(language);
  if (instance === undefined) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      resources: { ja: { translation: ja }, en: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
      showSupportNotice: false,
    });
    translations.set(language, instance);
  }
  return instance;
}

const handler = createStaticHandler(routes);

/** The markup of `element` once every suspended part has resolved (crawlers read no streaming). */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        if (failed !== undefined) {
          reject(failed instanceof Error ? failed : new Error(String(failed)));
          return;
        }
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}

/**
 * Renders the public page at `url` (a path with its query) in `language`, or null when the address
 * is not one this renderer answers (only the documents so far; the others stay client-rendered). A
 * failure rejects: the caller answers the client-rendered shell.
 */
export async function render(
  url: string,
  language: Language,
  reads: PublicReads,
): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://localhost');
  const { pathname } = address;
  if (!DOCUMENTS.has(pathname)) return null;
  const request = new Request(address);

  const client = createQueryClient();
  const [context] = await Promise.all([
    handler.query(request),
    prefetch(client, pathname, language, reads),
  ]);
  if (context instanceof Response) throw new Error(`${url} answered a redirect while rendering`);
  const html = await renderToHtml(
    <AppProviders i18n={translationOf(language)} queryClient={client}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  return {
    status: context.statusCode,
    html,
    state: { language, queries: dehydrate(client), router: routerState(context) },
  };
}

/** What the browser's router starts from (no route has a loader: the errors are what remains). */
function routerState(context: StaticHandlerContext): SsrState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
}
