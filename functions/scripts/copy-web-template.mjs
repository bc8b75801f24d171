/* global console */
// In the functions' predeploy, after the web app is built: copies its `app.html` and build manifest to lib/web and its
// server renderer (web/dist-server) to lib/web/server, where the deployed `pages` function reads
// them (src/runtime/pages.ts), so the pages it answers name the same hashed scripts the Hosting
// release of the same deploy serves, and render with the same code.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const web = path.join(root, '..', 'web');
const to = path.join(root, 'lib', 'web');
mkdirSync(to, { recursive: true });
cpSync(path.join(web, 'dist', 'app.html'), path.join(to, 'app.html'));
// The client build's manifest: the server-rendered pages link their stylesheets by it.
cpSync(path.join(web, 'dist', '.vite', 'manifest.json'), path.join(to, 'manifest.json'));
rmSync(path.join(to, 'server'), { recursive: true, force: true });
cpSync(path.join(web, 'dist-server'), path.join(to, 'server'), { recursive: true });
console.log(
  `Copied web/dist/app.html, its manifest and web/dist-server to ${path.relative(root, to)}`,
);
