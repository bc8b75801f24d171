/**
 * Officer roles admin command (run from the repository root):
 *
 *   npm run roles -- grant  <email> <role> [--project <id>]
 *   npm run roles -- revoke <email> <role> [--project <id>]
 *   npm run roles -- list   <email>        [--project <id>]
 *
 * Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, otherwise against the project
 * named by --project with Application Default Credentials. See `ROLES_USAGE`.
 */
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  ROLES_USAGE,
  UsageError,
  chooseTarget,
  describeTarget,
  parseRolesArgs,
  runRolesCommand,
} from '../src/admin/roles-command';

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

async function main(argv: readonly string[]): Promise<number> {
  const invocation = parseRolesArgs(argv);
  if (invocation === undefined) {
    console.log(ROLES_USAGE);
    return 0;
  }
  const target = chooseTarget(process.env, invocation.project);
  console.log(`Target: ${describeTarget(target)}`);
  const app = initializeApp(
    target.kind === 'emulator'
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    `roles-${Date.now()}`,
  );
  try {
    for (const line of await runRolesCommand(getAuth(app), invocation.command)) console.log(line);
    return 0;
  } catch (err) {
    const code = errorCode(err);
    if (code === 'auth/user-not-found') {
      console.error(`No user has the e-mail address ${invocation.command.email}`);
      return 1;
    }
    if (code === 'app/invalid-credential') {
      console.error(
        'No usable Application Default Credentials: run `gcloud auth application-default login` ' +
          '(or set GOOGLE_APPLICATION_CREDENTIALS) with an account that may manage Firebase Auth users',
      );
      return 1;
    }
    throw err;
  } finally {
    await deleteApp(app);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${ROLES_USAGE}`);
      process.exitCode = 2;
    } else {
      console.error(err);
      process.exitCode = 1;
    }
  },
);
