import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseEnv } from './src/lib/parse-env';
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

// Vendor code changes rarely, so it gets its own long-cached chunks (named after the group); each
// Firebase SDK is separate so one can later be loaded lazily. App code and lazily loaded pages are
// split by Rolldown's automatic chunking. Groups are listed by priority, most specific first.
const modules = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
const vendorChunks = [
  {
    name: 'react',
    test: modules('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom'),
  },
  { name: 'firebase-auth', test: modules('@firebase/auth') },
  { name: 'firebase-database', test: modules('@firebase/database') },
  {
    name: 'firebase',
    test: modules('@firebase/[^\\\\/]+', 'firebase', 'reactfire', 'idb', 'use-sync-external-store'),
  },
  { name: 'i18n', test: modules('i18next', 'react-i18next') },
  { name: 'luxon', test: modules('luxon') },
];

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
      parseEnv(loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_'), 'localhost');
    },
  };
}

export default defineConfig({
  plugins: [react(), appNameInHtml(), checkEnvOnBuild()],
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
