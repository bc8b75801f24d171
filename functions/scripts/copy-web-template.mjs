/* global console */
// In the functions' predeploy, after the web app is built: copies its `index.html` to lib/web, where
// the deployed `pages` function reads it (src/runtime/pages.ts), so the pages it answers name the
// same hashed scripts the Hosting release of the same deploy serves.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const from = path.join(root, '..', 'web', 'dist', 'index.html');
const to = path.join(root, 'lib', 'web', 'index.html');
mkdirSync(path.dirname(to), { recursive: true });
copyFileSync(from, to);
console.log(`Copied ${path.relative(root, from)} to ${path.relative(root, to)}`);
