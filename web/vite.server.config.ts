import { defineConfig } from 'vite';
import app from './vite.config.ts';

/**
 * The server bundle of the server-rendered public pages (docs/server-rendering.md):
 * `src/entry-server.tsx` and everything it imports, React and the router included, as ES modules in
 * `dist-server/` (`entry-server.js` and the chunks of what it loads lazily, which Node reads only
 * when a page needs them), so the `pages` function runs it without the web's dependencies. The
 * app's plugins, aliases and `VITE_*` variables; React's production build.
 */
export default defineConfig({
  ...app,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: true,
  },
});
