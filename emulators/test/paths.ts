import path from 'node:path';
import { ROOT, STATE_DIR } from '../lib/paths.js';

/** Where the browser suites put their screenshots (git-ignored). */
export const SCREENSHOTS = path.join(ROOT, '.artifacts', 'screenshots');

/** The run's saved sign-ins, one browser storage state per user (`saved-sign-ins.ts`). */
export const SIGN_INS = path.join(STATE_DIR, 'sign-ins');
