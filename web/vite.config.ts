import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { Plugin as PostCssPlugin } from 'postcss';
import { isDeployableHttpsUrl } from '../functions/src/model/urls.ts';
import { parseEnv } from './src/lib/parse-env.ts';
import ja from './src/locales/ja.json' with { type: 'json' };

/**
 * Puts the product name from the default locale into index.html (`%APP_NAME%`), so the title shown
 * before the app starts comes from the locale files like every other string.
 */
function appNameInHtml(): Plugin {
  return {
    name: 'app-name-in-html',
    transformIndexHtml: (html) => html.replaceAll('%APP_NAME%', ja.app.name),
  };
}

// Vendor code changes rarely, so it gets its own long-cached chunks (named after the group). Firebase
// is split so that nothing of it is in the first load and each part comes only when needed: the app
// core and Auth for the login page, reactfire (with the SDKs it imports) for the auth bridge, the
// Realtime Database for notification counters, Firestore for the live chat (and the counters without
// a Realtime Database), Remote Config for the remote settings. react-i18next uses use-sync-external-store, so it
// belongs with React (in the Firebase group it would drag that group into the first load).
// Groups are listed by priority, most specific first.
const modules = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
const vendorChunks = [
  {
    name: 'react',
    test: modules(
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'react-router-dom',
      'use-sync-external-store',
    ),
  },
  // `firebase/<sdk>` only re-exports `@firebase/<sdk>`; a group takes in what its modules import,
  // so each wrapper goes with its own SDK.
  { name: 'firebase-auth', test: modules('@firebase/auth', 'firebase/auth') },
  { name: 'firebase-database', test: modules('@firebase/database', 'firebase/database') },
  { name: 'firebase-firestore', test: modules('@firebase/firestore', 'firebase/firestore') },
  // Remote Config (with Installations, which it needs) for the remote settings, loaded after the
  // first paint (`lib/remote-settings-loader.ts`).
  {
    name: 'firebase-remote-config',
    test: modules('@firebase/(remote-config|installations)', 'firebase/remote-config'),
  },
  {
    name: 'firebase-app',
    test: modules('@firebase/(app|component|logger|util)', 'firebase/app', 'idb'),
  },
  { name: 'reactfire', test: modules('reactfire', '@firebase/[^\\\\/]+', 'firebase') },
  { name: 'i18n', test: modules('i18next', 'react-i18next') },
  // The words of an exhibit card on the home page (the model's enumerations of exhibit states and
  // identity kinds, the card's labels): one small chunk instead of three on the first load, each
  // paying its own imports and exports.
  {
    name: 'exhibit-words',
    test: /([\\/]functions[\\/]src[\\/]model[\\/](identity|exhibit)-types|[\\/]web[\\/]src[\\/]components[\\/]exhibit[\\/]labels)\.ts$/,
  }, // The form parts that need no formik (a field's frame, the submit button, a whole number's
  // props): one chunk for the routes that import them alone (the login page, the queue's filters)
  // instead of one each, which the entry's preload map would name one by one.
  {
    name: 'form-parts',
    test: /[\\/]web[\\/]src[\\/]components[\\/]form[\\/](field-frame|submit-button|whole-number)\.tsx?$/,
  },
];

/**
 * reactfire imports every Firebase SDK it wraps, and the SDKs register themselves on import, so the
 * bundler keeps them all. The web client uses only Auth and the Realtime Database through reactfire
 * (Firestore and Remote Config it loads itself, lazily: `lib/firestore-loader.ts`,
 * `lib/remote-settings-loader.ts`; it never talks to Storage or Functions: DESIGN.md), so in production
 * builds reactfire's imports of those resolve to stubs that throw if ever called. That takes about
 * 110 kB (gzip) off the auth bridge chunk. To use one of these SDKs through reactfire, remove it
 * here. If a new reactfire imports another name, the build fails with a missing export: add it.
 */
const SDKS_STUBBED_FOR_REACTFIRE: Readonly<Record<string, readonly string[]>> = {
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const STUB_PREFIX = '\0unused-firebase-sdk:';

function stubFirebaseSdksUnusedByReactfire(): Plugin {
  return {
    name: 'stub-firebase-sdks-unused-by-reactfire',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromReactfire =
        importer !== undefined && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer);
      return fromReactfire && source in SDKS_STUBBED_FOR_REACTFIRE ? STUB_PREFIX + source : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const sdk = id.slice(STUB_PREFIX.length);
      return (SDKS_STUBBED_FOR_REACTFIRE[sdk] ?? [])
        .map(
          (name) =>
            `export function ${name}() { throw new Error('${sdk} is not bundled: see vite.config.ts'); }`,
        )
        .join('\n');
    },
  };
}

/**
 * `import('./x.json?all')`: the whole JSON file as a module of its own. src/lib/i18n.ts imports the
 * first paint's sections of ja.json by name (the bundler drops the other sections from the main
 * bundle) and the whole file by this other id, which the bundler can put in a lazy chunk; the same id
 * twice would keep the whole file in the main bundle.
 */
function wholeJsonModule(): Plugin {
  const suffix = '?all';
  return {
    name: 'whole-json-module',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${suffix}`)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer);
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    load(id) {
      if (!id.endsWith(`.json${suffix}`)) return null;
      return {
        code: `export default JSON.parse(${JSON.stringify(readFileSync(id.slice(0, -suffix.length), 'utf8'))});`,
        moduleType: 'js',
      };
    },
  };
}

/**
 * Production builds check the configuration when they are made, so a deploy never ships an app that
 * would only fail in the browser (src/lib/env.ts checks it again at start-up). Throws listing every
 * missing or invalid variable.
 */
function checkEnvOnBuild(): Plugin {
  return {
    name: 'check-env-on-build',
    apply: 'build',
    configResolved(config) {
      parseEnv(
        loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_'),
        'localhost',
        isDeployableHttpsUrl,
      );
    },
  };
}

/**
 * Noto Sans JP from the device when it has it: Android's Japanese system font and most Linux
 * desktops' is Noto Sans CJK JP, the same design, so each slice's @font-face lists the local faces
 * (full and PostScript names, as `local()` matches them) before its file. Such a device downloads
 * none of the 100-odd slices a page of Japanese needs (about 900 kB on `/`, issue 17); Apple devices
 * use Hiragino, named before Noto Sans JP in `--font-family`. Others download the slices as before.
 */
function japaneseSystemFontFirst(): PostCssPlugin {
  const LOCAL_FACES: Record<string, string[]> = {
    '400': [
      'Noto Sans CJK JP',
      'Noto Sans CJK JP Regular',
      'NotoSansCJKjp-Regular',
      'Noto Sans JP Regular',
      'NotoSansJP-Regular',
    ],
    '700': ['Noto Sans CJK JP Bold', 'NotoSansCJKjp-Bold', 'Noto Sans JP Bold', 'NotoSansJP-Bold'],
  };
  return {
    postcssPlugin: 'japanese-system-font-first',
    AtRule: {
      'font-face'(rule) {
        let family = '';
        let weight = '400';
        rule.walkDecls((declaration) => {
          if (declaration.prop === 'font-family') family = declaration.value.replace(/['"]/g, '');
          if (declaration.prop === 'font-weight') weight = declaration.value;
        });
        const faces = LOCAL_FACES[weight];
        if (family !== 'Noto Sans JP' || faces === undefined) return;
        rule.walkDecls('src', (declaration) => {
          if (declaration.value.includes('local(')) return;
          declaration.value = [...faces.map((face) => `local('${face}')`), declaration.value].join(
            ', ',
          );
        });
      },
    },
  };
}

/**
 * The built page is `app.html`, not `index.html`: Hosting serves a file that matches an address
 * before any rewrite, so an `index.html` would answer `/` itself and the server-rendered home page
 * (the `pages` function) would never be asked. The client-rendered routes rewrite to `/app.html`
 * (firebase.json), and the function fills in the same file. The same page is `404.html` too, which
 * Hosting answers, with status 404, for an address no route has: the app shows its not-found page.
 */
function shellAsAppHtml(): Plugin {
  return {
    name: 'shell-as-app-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return;
      delete bundle['index.html'];
      for (const fileName of ['app.html', '404.html']) {
        this.emitFile({ type: 'asset', fileName, source: shell.source });
      }
    },
  };
}

/** A page's chunk (`<name>-page-<hash>.js`, one per route; `lazyPage` in app/router.tsx). */
const PAGE_CHUNK = /^assets\/[\w-]+-page-[\w-]+\.js$/;

/** The entry and the chunks it imports statically (`dist/.vite/manifest.json`): groups above, Vite's helpers, `lib/env`. */
const LOADED_BY_ENTRY =
  /^assets\/(index|react|i18n|exhibit-words|env|rolldown-runtime|preload-helper)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [
    react(),
    appNameInHtml(),
    checkEnvOnBuild(),
    stubFirebaseSdksUnusedByReactfire(),
    wholeJsonModule(),
    shellAsAppHtml(),
  ],
  css: {
    postcss: {
      plugins: [
        // Fontsource's @font-face rules name a woff2 file and a woff fallback. Every browser the app
        // supports reads woff2, so the fallback would only add CSS bytes and files to the deploy.
        // A PostCSS plugin, because CSS `@import`s are inlined inside Vite's CSS step (no plugin
        // `transform` sees them), and PostCSS plugins run after that inlining and before Vite
        // resolves the URLs: only the woff2 files are emitted.
        {
          postcssPlugin: 'woff2-only',
          Declaration: {
            src(declaration) {
              declaration.value = declaration.value.replace(
                /,\s*url\([^)]+\.woff\)\s*format\(['"]woff['"]\)/g,
                '',
              );
            },
          },
        },
        japaneseSystemFontFirst(),
        // `font-display: optional`, not Fontsource's `swap`: a server-rendered page is read in the
        // fallback font long before the slices arrive (main.tsx loads them after the app's
        // script), and swapping then rewraps every line under the reader's eyes (CLS 0.07 to 0.19
        // in `bench:web`, issue 32). A face that is not there within about 100 ms is left out for
        // the page's life, and the browser keeps it for the next page it loads.
        {
          postcssPlugin: 'font-display-optional',
          AtRule: {
            'font-face'(rule) {
              rule.walkDecls('font-display', (declaration) => {
                declaration.value = 'optional';
              });
            },
          },
        },
      ],
    },
  },
  resolve: {
    // The one model shared with the API (functions/src/model, Firebase-free; tsconfig.json `paths`
    // says the same to TypeScript). Web code imports its types with `import type` and values only
    // from its zod-free modules (enums, limits, wire, ...), so zod stays out of the bundle.
    alias: [
      {
        find: /^@campus\/model\//,
        replacement: fileURLToPath(new URL('../functions/src/model/', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // The Firebase Hosting emulator rewrites /api/** to the `api` function, as in production.
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // Every browser of the last three years reads `<link rel="modulepreload">` (Safari 17, Firefox
      // 115); an older one loads the same files without the head start, so the first load does not
      // carry Vite's polyfill for them (0.3 kB gzip, issue 32).
      polyfill: false,
      // A lazy route's list of what to fetch beside it leaves out the chunks the entry itself
      // imports (React, i18next, the runtime): they are loaded before any route is. The lists are
      // a map in the first load (3 kB gzip, issue 32); a chunk left out would still load, without
      // the head start, and stylesheets are always kept (only the list loads them). Only a page
      // keeps the head start for its scripts (a reader is waiting for it); what loads in the
      // background (the auth bridge and Firebase, the remote settings, the dialogs, the takeover
      // of a server-rendered page, whose page is already drawn) lists its stylesheets alone:
      // 0.5 kB gzip of the first load.
      resolveDependencies: (file, deps) =>
        deps.filter(
          (dep) => !LOADED_BY_ENTRY.test(dep) && (PAGE_CHUNK.test(file) || dep.endsWith('.css')),
        ),
    },
    // dist/.vite/manifest.json: read by scripts/initial-js.ts (Hosting does not serve dot folders).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map((group, index) => ({
            ...group,
            priority: vendorChunks.length - index,
          })),
        },
      },
    },
  },
});
