import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getFirestore } from 'firebase-admin/firestore';
import type express from 'express';
import type { ClientManifest, Renderer } from '../features/pages';
import { createPagesApp } from '../pages-app';
import { lazy } from './lazy';
import { indexPublicPages } from './params';

/*
 * Loaded on the `pages` function's first request (index.ts): the public pages with the real
 * Firestore, the built app.html, the web app's server renderer and the deploy's origin.
 */

/** The web app's build beside the code when deployed, and in the work tree (the emulators). */
const DEPLOYED_WEB = path.join(__dirname, '..', 'web');
const WORK_TREE_WEB = path.join(__dirname, '..', '..', '..', 'web');

/**
 * Where the app's built `app.html` is: beside the code when deployed (`lib/web`, copied there by
 * the functions' predeploy, `scripts/copy-web-template.mjs`), else in the work tree's `web/dist`
 * (the emulators run the functions from `functions/lib`).
 */
export const TEMPLATE_PLACES = [
  path.join(DEPLOYED_WEB, 'app.html'),
  path.join(WORK_TREE_WEB, 'dist', 'app.html'),
];

/**
 * Where the web app's server renderer is (`npm run build:server -w web`): beside the code when
 * deployed (`lib/web/server`, copied with the template), else the work tree's `web/dist-server`.
 */
export const RENDERER_PLACES = [
  path.join(DEPLOYED_WEB, 'server', 'entry-server.js'),
  path.join(WORK_TREE_WEB, 'dist-server', 'entry-server.js'),
];

/** The first of `places` that exists, or an error naming where it looked and what to build. */
function firstPlace(places: readonly string[], what: string, build: string): string {
  const place = places.find((candidate) => existsSync(candidate));
  if (place === undefined) throw new Error(`No ${what} in ${places.join(' or ')}: ${build}`);
  return place;
}

/**
 * Where the client build's manifest is (the pages' stylesheets): beside the code when deployed
 * (`lib/web/manifest.json`, copied with the template), else the work tree's `web/dist/.vite`.
 */
export const MANIFEST_PLACES = [
  path.join(DEPLOYED_WEB, 'manifest.json'),
  path.join(WORK_TREE_WEB, 'dist', '.vite', 'manifest.json'),
];

/** The client build's manifest from the first of `places`. */
export async function readManifest(
  places: readonly string[] = MANIFEST_PLACES,
): Promise<ClientManifest> {
  const place = firstPlace(places, 'client manifest', 'build the web app first');
  return JSON.parse(await readFile(place, 'utf8')) as ClientManifest;
}

/** The built `app.html` from the first of `places`; it stays the same for the instance's life. */
export async function readTemplate(places: readonly string[] = TEMPLATE_PLACES): Promise<string> {
  return readFile(firstPlace(places, 'built app.html', 'build the web app first'), 'utf8');
}

/** The renderer from the first of `places` (an ES module, imported as one). */
export async function loadRenderer(places: readonly string[] = RENDERER_PLACES): Promise<Renderer> {
  const place = firstPlace(places, 'server renderer', 'build it (build:server -w web)');
  return (await import(pathToFileURL(place).href)) as Renderer;
}

export function createPagesFunctionApp(): express.Express {
  const template = lazy(() => readTemplate());
  return createPagesApp({
    db: getFirestore(),
    template,
    renderer: lazy(() => loadRenderer()),
    manifest: lazy(() => readManifest()),
    // Read per request: params have no value while the code is being deployed.
    site: () => ({ origin: process.env.APP_ORIGIN ?? '', indexable: indexPublicPages.value() }),
  });
}
