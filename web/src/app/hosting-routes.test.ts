import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { isServerRendered, PAGE_MODULES } from './server-rendered';

/**
 * Hosting answers an address no rewrite names with `404.html` and status 404 (firebase.json, docs/
 * server-rendering.md): every route of the app must be named, by the `pages` function (the public
 * pages) or by the client-rendered shell (`/app.html`), or it would arrive as a 404.
 */
interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string };
}

const config = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'firebase.json'), 'utf8'),
) as { hosting: { rewrites: Rewrite[] } };

/** Hosting's glob as a regular expression: `**` any path, `*` one segment, `{a,b}` either. */
function globOf(source: string): RegExp {
  const pattern = source
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_all, list: string) => `(${list.split(',').join('|')})`)
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/** Who answers `address`: the first rewrite that names it. */
function answererOf(address: string): string | undefined {
  const rewrite = config.hosting.rewrites.find((r) => globOf(r.source).test(address));
  return rewrite?.function?.functionId ?? rewrite?.destination;
}

/** Each route as an address (`:id` as an id, an optional part both left out and given). */
const addresses = Object.entries(paths).flatMap(([name, route]) => {
  const given = route.path.replace(/:(\w+)\??/g, 'x1');
  const left = route.path.replace(/\/:\w+\?/g, '');
  return [...new Set([given, left])].map((address) => [name, address] as const);
});

describe('the Hosting rewrites of firebase.json', () => {
  it('name every route of the app: the public pages by the pages function, the others by the shell', () => {
    for (const [name, address] of addresses) {
      const expected = isServerRendered(address) ? 'pages' : '/app.html';
      expect(answererOf(address), `${name} ${address}`).toBe(expected);
    }
  });

  it('name no address outside the routes: it answers 404', () => {
    for (const address of ['/no-such-page', '/index.html', '/exhibits/a/b', '/shared']) {
      expect(answererOf(address), address).toBeUndefined();
    }
  });

  it("name each server-rendered page's module as the router imports it (its stylesheets are linked by it)", () => {
    const loaders = ['router.tsx', 'more-public-pages.ts']
      .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    for (const [name, module] of Object.entries(PAGE_MODULES)) {
      const imported = `import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`;
      expect(loaders, name).toContain(imported);
    }
  });
});
