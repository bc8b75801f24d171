/* global console, process */
// After `tsc` (the functions' `build` script): writes lib/build-info.json, the commit and time of the
// build that `GET /api/v1/health` reports. Outside a git checkout the commit is `unknown`.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', 'HEAD'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    encoding: 'utf8',
  }).trim();
  if (dirty !== '') commit += '-dirty';
} catch {
  // Not a git checkout (e.g. a source archive).
}
const file = path.join(import.meta.dirname, '..', 'lib', 'build-info.json');
writeFileSync(file, `${JSON.stringify({ commit, builtAt: new Date().toISOString() })}\n`);
console.log(`Stamped ${path.relative(process.cwd(), file)}: ${commit}`);
