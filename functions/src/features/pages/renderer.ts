import type { Language } from '../../model/identity-types';

/**
 * The web app's server renderer (`web/src/entry-server.tsx`, built into one ES module by
 * `npm run build:server -w web`) as this function sees it: the same React pages, rendered to HTML
 * with the data they read put in their cache (docs/server-rendering.md). Its types are written here
 * again because the functions never compile the web's code; the stack tests render through the real
 * bundle.
 */
export interface Renderer {
  /** The page at `url` in `language`; null when it renders no such address. */
  render(url: string, language: Language, reads: PublicReads): Promise<RenderedPage | null>;
  /** The page's state as the `<script type="application/json" id="ssr-state">` the browser reads. */
  ssrStateScript(state: unknown): string;
}

/** An API read answered in process: its status and body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * What the public pages read (`GET /api/v1{path}?{query}`), answered as to an anonymous caller;
 * null: not read on the server (the browser fetches it).
 */
export interface PublicReads {
  get(path: string, query: URLSearchParams): Promise<ApiAnswer | null>;
}

export interface RenderedPage {
  status: number;
  /** The markup inside `#root`. */
  html: string;
  state: unknown;
  /** The source modules of its page: the client build's manifest names their stylesheets. */
  modules: string[];
  /** Its mode, the class of its `<body>` (the theme's colour). */
  mode: 'reuse' | 'share';
}
