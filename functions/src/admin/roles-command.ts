import { parseArgs } from 'node:util';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { z } from 'zod';
import { ROLES, type Role } from '../model/roles';
import { parseRole, rolesOf, withRoleGranted, withRoleRevoked } from './roles';

/**
 * `npm run roles -- grant|revoke <email> <role>` and `npm run roles -- list <email>`: the logic of
 * the officer-roles command (`functions/scripts/roles.ts` wires it to firebase-admin).
 */

export const ROLES_USAGE = `Grant or revoke the officer roles (the "roles" custom claim) of a user, by e-mail.

Usage:
  npm run roles -- grant  <email> <role> [--project <id>]
  npm run roles -- revoke <email> <role> [--project <id>]
  npm run roles -- list   <email>        [--project <id>]

Roles: ${ROLES.join(', ')}. Other claims (e.g. the acting group) are kept.
Target: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set (e.g. 127.0.0.1:9099), otherwise
the project given by --project, with Application Default Credentials
(gcloud auth application-default login).`;

export type RolesCommand =
  { action: 'grant' | 'revoke'; email: string; role: Role } | { action: 'list'; email: string };

export interface RolesInvocation {
  command: RolesCommand;
  project: string | undefined;
}

/** A mistake in the command line: the script prints it with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const emailSchema = z.email();

function parseEmail(value: string | undefined): string {
  const email = value?.trim() ?? '';
  if (!emailSchema.safeParse(email).success) {
    throw new UsageError(`Expected an e-mail address, got "${value ?? ''}"`);
  }
  return email;
}

/** `--help` gives undefined (print the usage); anything malformed throws `UsageError`. */
export function parseRolesArgs(argv: readonly string[]): RolesInvocation | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return undefined;
  const project = values.project?.trim() || undefined;
  const [action, email, role, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);

  if (action === 'list') {
    if (role !== undefined) throw new UsageError('list takes only an e-mail address');
    return { command: { action, email: parseEmail(email) }, project };
  }
  if (action === 'grant' || action === 'revoke') {
    if (role === undefined) throw new UsageError(`${action} needs an e-mail address and a role`);
    let parsedRole: Role;
    try {
      parsedRole = parseRole(role);
    } catch (err) {
      throw new UsageError(err instanceof Error ? err.message : String(err));
    }
    return { command: { action, email: parseEmail(email), role: parsedRole }, project };
  }
  throw new UsageError(action === undefined ? 'Missing command' : `Unknown command "${action}"`);
}

/** Where the command writes. */
export type AdminTarget =
  { kind: 'emulator'; host: string; projectId: string } | { kind: 'project'; projectId: string };

/** The emulators' project (`.firebaserc`, `emulators/lib/paths.ts`). */
export const EMULATOR_PROJECT_ID = 'demo-campus';

/**
 * The Auth emulator when `FIREBASE_AUTH_EMULATOR_HOST` is set (firebase-admin then talks to it);
 * otherwise a real project, which must be named with `--project`.
 */
export function chooseTarget(
  env: Readonly<Record<string, string | undefined>>,
  project: string | undefined,
): AdminTarget {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (host) {
    return {
      kind: 'emulator',
      host,
      projectId: project ?? env.GCLOUD_PROJECT ?? EMULATOR_PROJECT_ID,
    };
  }
  if (project === undefined) {
    throw new UsageError(
      'Name the project with --project <id> (or set FIREBASE_AUTH_EMULATOR_HOST for the emulator)',
    );
  }
  return { kind: 'project', projectId: project };
}

export function describeTarget(target: AdminTarget): string {
  return target.kind === 'emulator'
    ? `Auth emulator at ${target.host} (project ${target.projectId})`
    : `Firebase project ${target.projectId} (Application Default Credentials)`;
}

/** The Auth operations the command uses (firebase-admin's `Auth` has them). */
export interface RolesAuth {
  getUserByEmail(email: string): Promise<Pick<UserRecord, 'uid' | 'email' | 'customClaims'>>;
  setCustomUserClaims: Auth['setCustomUserClaims'];
}

export const SIGN_IN_AGAIN =
  'The user sees the change after signing in again or when the ID token refreshes (up to 1 hour).';

const listed = (roles: readonly Role[]) => (roles.length === 0 ? '(none)' : roles.join(', '));

/** Runs the command; returns the lines to print. Throws when the user does not exist. */
export async function runRolesCommand(auth: RolesAuth, command: RolesCommand): Promise<string[]> {
  const user = await auth.getUserByEmail(command.email);
  const who = `${user.email ?? command.email} (uid ${user.uid})`;
  const before = rolesOf(user.customClaims);
  if (command.action === 'list') return [`${who}: roles ${listed(before)}`];

  const claims =
    command.action === 'grant'
      ? withRoleGranted(user.customClaims, command.role)
      : withRoleRevoked(user.customClaims, command.role);
  const after = rolesOf(claims);
  if (after.join() === before.join()) {
    const state = command.action === 'grant' ? 'already has' : 'does not have';
    return [`${who} ${state} the role ${command.role}: nothing changed (roles ${listed(before)})`];
  }
  await auth.setCustomUserClaims(user.uid, claims);
  return [`${who}: roles ${listed(before)} -> ${listed(after)}`, SIGN_IN_AGAIN];
}
