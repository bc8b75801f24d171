import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
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
import { pageModuleOf } from './app/server-rendered';
import { API_BASE, setApiTransport } from './lib/api-client';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './lib/i18n';
import { setMinimumDisplayDelay } from './lib/minimum-delay';
import { DEFAULT_MODE, ServerPageMode } from './lib/mode';
import type { Mode } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import type { SsrState } from './lib/ssr-state';
import en from './locales/en.json';
import ja from './locales/ja.json';

export { ssrStateScript } from './lib/ssr-state';

/**
 * The server's side of the server-rendered public pages (docs/server-rendering.md): the same route
 * objects, providers and pages as the browser, rendered to HTML by React's streaming renderer once
 * every lazy part has loaded, with the data the pages read in their cache: their own
 * `use<Operation>` hooks ask for it, through the same API client, answered in process
 * (`PublicReads`), so the browser hydrates from the same cache without fetching it again.
 * Built by `vite build --ssr` (`npm run build:server -w web`) into one file the `pages` function loads.
 */

/**
 * An API read answered in process as an anonymous caller would be answered: its status and body.
 * Null: the server does not read it, so the page shows it loading and the browser fetches it.
 */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** What the public pages read (`GET /api/v1{path}?{query}`), answered by the server in process. */
export interface PublicReads {
  get(path: string, query: URLSearchParams): Promise<ApiAnswer | null>;
}

/**
 * A rendered page: its status, the markup inside `#root`, the state the browser starts from, the
 * source modules of its page (the client build's manifest names their stylesheets), and its mode
 * (the class of its <body>: the theme's colour).
 */
export interface RenderedPage {
  status: number;
  html: string;
  state: SsrState;
  modules: string[];
  mode: Mode;
}

// The pages' reads, while one page is being rendered: renders of many readers run at once.
const readsOfRender = new AsyncLocalStorage<PublicReads>();

setApiTransport(async (url, init) => {
  const reads = readsOfRender.getStore();
  // Outside a render (the tests that hydrate what was rendered here), calls go out as in a browser.
  if (reads === undefined) return fetch(url, init);
  const address = new URL(url, 'http://localhost');
  const answer = address.pathname.startsWith(API_BASE)
    ? await reads.get(address.pathname.slice(API_BASE.length), address.searchParams)
    : null;
  // The query fails, is forgotten and renders loading (`renderWithData`).
  if (answer === null) throw new Error(`${url} is not read on the server`);
  return Response.json(answer.body, { status: answer.status });
});
// A result is shown as soon as it is there: the 200 ms of spec section 9 are the browser's.
setMinimumDisplayDelay(0);

/** How many times a page is rendered to find the reads it asks for before it is drawn. */
const MAX_READ_ROUNDS = 3;

/**
 * The page's markup with its data: rendered once to learn what it reads (each `use<Operation>`
 * puts its query in the cache), the reads answered in process, rendered again for what the data
 * shows (an exhibit's comments, say), at most `MAX_READ_ROUNDS` times, then the final markup. A
 * read that fails or that the server does not answer is forgotten: the page shows it loading,
 * as the browser does before it fetches it.
 */
async function renderWithData(
  client: QueryClient,
  element: React.ReactNode,
  reads: PublicReads,
): Promise<string> {
  const asked = new Set<string>();
  for (let round = 0; ; round += 1) {
    const html = await renderToHtml(element);
    const waiting = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'pending' })
      .filter((query) => !asked.has(query.queryHash));
    if (waiting.length === 0 || round === MAX_READ_ROUNDS) return html;
    await readsOfRender.run(reads, () =>
      Promise.all(
        waiting.map(async (query) => {
          asked.add(query.queryHash);
          await query
            .fetch()
            .catch(() => client.removeQueries({ queryKey: query.queryKey, exact: true }));
        }),
      ),
    );
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
 * is not one this renderer answers (signed-in pages stay client-rendered). A failure rejects: the
 * caller answers the client-rendered shell.
 */
export async function render(
  url: string,
  language: Language,
  reads: PublicReads,
): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://localhost');
  const page = pageModuleOf(address.pathname);
  if (page === undefined) return null;
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${url} answered a redirect while rendering`);
  const client = createQueryClient();
  let mode: Mode = DEFAULT_MODE;
  const recordMode = (given: Mode) => {
    mode = given;
  };
  const html = await renderWithData(
    client,
    <ServerPageMode.Provider value={recordMode}>
      <AppProviders i18n={translationOf(language)} queryClient={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </ServerPageMode.Provider>,
    reads,
  );
  return {
    status: context.statusCode,
    html,
    state: {
      language,
      mode,
      queries: dehydrate(client),
      router: routerState(context),
    },
    modules: [page],
    mode,
  };
}

/** What the browser's router starts from (no route has a loader: the errors are what remains). */
function routerState(context: StaticHandlerContext): SsrState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
}
