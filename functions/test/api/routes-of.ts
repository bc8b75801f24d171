import type express from 'express';

/**
 * Enumerating the app's routes, so a table of them (bad input, maintenance mode) cannot forget a
 * route added later.
 */

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  /** Mounted at `/` (`router.use(subRouter)`). */
  slash?: boolean;
  /** The path the layer was mounted at (`app.use('/api/v1', v1)`). */
  rawPath?: unknown;
}

/** `METHOD /path` of every route of `app`, nested routers included (Express 5). */
export function routesOf(app: express.Express): string[] {
  const walk = (stack: RouterLayer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route !== undefined) {
        const { path, methods } = layer.route;
        return Object.keys(methods).map((m) => `${m.toUpperCase()} ${prefix}${path}`);
      }
      if (layer.handle?.stack === undefined) return [];
      if (layer.slash !== true && typeof layer.rawPath !== 'string') {
        throw new Error('A router is mounted at a path that is not a string');
      }
      return walk(layer.handle.stack, prefix + (layer.slash === true ? '' : layer.rawPath));
    });
  return walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
}
