/* global console */
// After `tsc` (the functions' `build` scripts): copies what `tsc` does not emit but the code reads
// at run time, the Markdown files under src (the built-in texts of `features/contents/defaults/`),
// to the same place under lib, so the deployed function (which ships lib, not src) finds them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const src = path.join(root, 'src');
let copied = 0;
for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(root, 'lib', path.relative(src, from));
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  copied += 1;
}
console.log(`Copied ${copied} Markdown files from src to lib`);
