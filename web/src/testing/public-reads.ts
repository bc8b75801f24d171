import type { ApiAnswer, PublicReads } from '../entry-server';

/**
 * The server's in-process reads for tests of the server renderer: each path (below `/api/v1`,
 * without the query) answers its body with 200, or a function of the query; any other path is
 * not read on the server (null), as in the pages function. `paths` lists what was read.
 */
export function publicReads(
  routes: Record<string, unknown | ((query: URLSearchParams) => ApiAnswer)>,
): PublicReads & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    get(path, query) {
      paths.push(query.size > 0 ? `${path}?${query.toString()}` : path);
      const route = routes[path];
      if (route === undefined) return Promise.resolve(null);
      return Promise.resolve(
        typeof route === 'function'
          ? (route as (q: URLSearchParams) => ApiAnswer)(query)
          : { status: 200, body: route },
      );
    },
  };
}
