/**
 * Predeploy check of the functions (firebase.json): the deploy values in `functions/.env` and
 * `functions/.env.<project>` must be real, not the demo's placeholders (localhost links in invitation
 * mails, the example domain). `firebase deploy` itself checks only values it prompts for.
 *
 *     npx tsx functions/scripts/check-deploy-params.ts <project-id>
 *
 * The project comes from the argument or `GCLOUD_PROJECT` (set by firebase-tools for predeploy hooks).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { deployValueProblems } from '../src/runtime/deploy-values';

const project = process.argv[2] ?? process.env.GCLOUD_PROJECT ?? '';
if (project === '') {
  console.error('check-deploy-params: name the project (argument or GCLOUD_PROJECT)');
  process.exit(2);
}
if (project.startsWith('demo-')) {
  console.log(`check-deploy-params: ${project} is an emulator-only project; nothing to check`);
  process.exit(0);
}

const functionsDir = path.resolve(__dirname, '..');
const values: Record<string, string | undefined> = {};
const read: string[] = [];
for (const file of ['.env', `.env.${project}`]) {
  const full = path.join(functionsDir, file);
  if (!existsSync(full)) continue;
  Object.assign(values, parseEnv(readFileSync(full, 'utf8')));
  read.push(file);
}

const problems = deployValueProblems(values);
if (problems.length > 0) {
  console.error(
    `Refusing to deploy ${project}: fix these in functions/${read.join(' or functions/')}`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check-deploy-params: ${read.length === 0 ? 'no .env file' : read.join(', ')} checked for ${project}; ` +
    'firebase deploy asks for any value still missing',
);
