/**
 * `npm run bench:fonts [-- --dist web/dist | --url http://localhost:5000] [--path /]`: what the
 * bundled typefaces cost a first visit. Loads the page in headless Chromium with an empty cache, in
 * Japanese and in English (the `lang` cookie), at 375 and 1280 px, waits until the fonts are settled
 * (`document.fonts.ready` and no request for half a second) and reports the font files fetched
 * (count and bytes) with the stylesheets and scripts beside them (bytes as sent, and gzip).
 *
 * Against a built app (`npm run build -w web`, the default): the script serves `web/dist` itself
 * with the SPA fallback and no API (every `/api/**` answers 503), so a page shows its frame and
 * error states: the header, menus and footer, not the exhibits. Against a running stack
 * (`npm start`, `--url`), the page shows the demo data too. Writes `.artifacts/font-bench.json`.
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchChromium } from '../test/browser.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: flags } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(root, 'web/dist') },
    url: { type: 'string' },
    path: { type: 'string', default: '/' },
    out: { type: 'string', default: path.join(root, '.artifacts/font-bench.json') },
  },
});

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** `dist` over HTTP on a free loopback port: files as they are, else app.html; no API. */
function serveDist(dist: string): Promise<Server> {
  if (!existsSync(path.join(dist, 'app.html'))) {
    throw new Error(`No ${dist}/app.html: build the web app first (npm run build -w web)`);
  }
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"unavailable"}');
      return;
    }
    const file = path.join(dist, path.normalize(pathname));
    const found =
      file.startsWith(dist) && existsSync(file) && statSync(file).isFile()
        ? file
        : path.join(dist, 'app.html');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(found)] ?? 'application/octet-stream',
    });
    createReadStream(found).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Fetched {
  url: string;
  type: string;
  bytes: number;
  gzip: number;
}

interface Load {
  language: 'ja' | 'en';
  width: number;
  fonts: { count: number; bytes: number; files: string[] };
  css: { count: number; bytes: number; gzip: number };
  /** The stylesheets app.html links: the first paint waits for them. */
  blockingCss: { count: number; bytes: number; gzip: number };
  js: { count: number; bytes: number; gzip: number };
  /** The faces `document.fonts` reports loaded: family, weight and how many slices. */
  faces: string[];
}

const sum = (list: readonly Fetched[], key: 'bytes' | 'gzip') =>
  list.reduce((total, item) => total + item[key], 0);

async function measure(
  browser: Browser,
  base: string,
  language: 'ja' | 'en',
  width: number,
): Promise<Load> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'lang', value: language, url: base }]);
  const page = await context.newPage();
  const pending: Promise<Fetched | null>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (!['font', 'stylesheet', 'script'].includes(type)) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), type, bytes: body.length, gzip: gzipSync(body).length }),
        () => null,
      ),
    );
  });
  const entry = await page.goto(new URL(flags.path, base).toString(), { waitUntil: 'load' });
  const html = (await entry?.text()) ?? '';
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const faces = await page.evaluate(() => {
    const loaded = new Map<string, number>();
    document.fonts.forEach((face) => {
      if (face.status !== 'loaded') return;
      const key = `${face.family.replaceAll('"', '')} ${face.weight}`;
      loaded.set(key, (loaded.get(key) ?? 0) + 1);
    });
    return [...loaded].map(([key, slices]) => `${key} (${slices} slices)`);
  });
  const fetched = (await Promise.all(pending)).filter((item): item is Fetched => item !== null);
  await context.close();
  const of = (type: string) => fetched.filter((item) => item.type === type);
  const fonts = of('font');
  const css = of('stylesheet');
  const blocking = css.filter((item) => html.includes(new URL(item.url).pathname));
  const totals = (list: readonly Fetched[]) => ({
    count: list.length,
    bytes: sum(list, 'bytes'),
    gzip: sum(list, 'gzip'),
  });
  return {
    language,
    width,
    fonts: {
      count: fonts.length,
      bytes: sum(fonts, 'bytes'),
      files: fonts.map((font) => path.basename(new URL(font.url).pathname)),
    },
    css: totals(css),
    blockingCss: totals(blocking),
    js: totals(of('script')),
    faces,
  };
}

const server = flags.url === undefined ? await serveDist(path.resolve(flags.dist)) : null;
const base =
  flags.url ?? `http://127.0.0.1:${(server?.address() as AddressInfo | null)?.port ?? 0}`;
const browser = await launchChromium();
const loads: Load[] = [];
try {
  for (const language of ['ja', 'en'] as const) {
    for (const width of [375, 1280]) loads.push(await measure(browser, base, language, width));
  }
} finally {
  await browser.close();
  server?.close();
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
console.log(`First load of ${flags.path} from ${flags.url ?? path.relative(root, flags.dist)}:`);
console.log(
  'lang  width  fonts  font kB   all css kB (gzip)  blocking css kB (gzip)   js kB (gzip)',
);
for (const load of loads) {
  const cells = [
    load.language.padEnd(4),
    String(load.width).padStart(5),
    String(load.fonts.count).padStart(5),
    kb(load.fonts.bytes),
    `${kb(load.css.bytes)} (${kb(load.css.gzip)})   `,
    `${kb(load.blockingCss.bytes)} (${kb(load.blockingCss.gzip)})       `,
    `${kb(load.js.bytes)} (${kb(load.js.gzip)})`,
  ];
  console.log(cells.join('  '));
  if (load.faces.length > 0) console.log(`      faces: ${load.faces.join(', ')}`);
}
mkdirSync(path.dirname(flags.out), { recursive: true });
writeFileSync(flags.out, `${JSON.stringify({ path: flags.path, loads }, null, 2)}\n`);
