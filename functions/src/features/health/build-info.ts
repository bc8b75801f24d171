import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from './service';

/** Written by `functions/scripts/stamp-build.mjs` after `tsc` (the `build` script): `lib/build-info.json`. */
export const BUILD_INFO_FILE = 'build-info.json';

/** The stamp beside the compiled code (`lib/`), or `dev` when running from source. */
export function readBuildInfo(dir = path.resolve(__dirname, '../..')): BuildInfo {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dir, BUILD_INFO_FILE), 'utf8')) as unknown;
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'commit' in parsed &&
      typeof parsed.commit === 'string' &&
      'builtAt' in parsed &&
      typeof parsed.builtAt === 'string'
    ) {
      return { commit: parsed.commit, builtAt: parsed.builtAt };
    }
  } catch {
    // No stamp: running from source (tests, tools).
  }
  return { commit: 'dev', builtAt: null };
}
