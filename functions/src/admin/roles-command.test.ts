import { describe, expect, it } from 'vitest';
import {
  EMULATOR_PROJECT_ID,
  type RolesAuth,
  type RolesCommand,
  SIGN_IN_AGAIN,
  UsageError,
  chooseTarget,
  describeTarget,
  parseRolesArgs,
  runRolesCommand,
} from './roles-command';

const EMAIL = 'ken.sato@campus.example.ac.jp';

describe('parseRolesArgs', () => {
  it('when grant, revoke or list is well formed, then the command and the project', () => {
    expect(parseRolesArgs(['grant', EMAIL, 'junk_inquiry'])).toEqual({
      command: { action: 'grant', email: EMAIL, role: 'junk_inquiry' },
      project: undefined,
    });
    expect(parseRolesArgs(['revoke', EMAIL, 'external_funds', '--project', 'campus-prod'])).toEqual(
      {
        command: { action: 'revoke', email: EMAIL, role: 'external_funds' },
        project: 'campus-prod',
      },
    );
    expect(parseRolesArgs(['--project=campus-prod', 'list', EMAIL])).toEqual({
      command: { action: 'list', email: EMAIL },
      project: 'campus-prod',
    });
  });

  it('when --help or -h, then undefined (print the usage)', () => {
    expect(parseRolesArgs(['--help'])).toBeUndefined();
    expect(parseRolesArgs(['grant', '-h'])).toBeUndefined();
  });

  it.each([
    [[], /Missing command/],
    [['promote', EMAIL, 'junk_inquiry'], /Unknown command "promote"/],
    [['grant', EMAIL], /needs an e-mail address and a role/],
    [['grant', EMAIL, 'admin'], /Unknown role "admin"/],
    [['revoke', 'not-an-email', 'junk_inquiry'], /Expected an e-mail address/],
    [['list'], /Expected an e-mail address/],
    [['list', EMAIL, 'junk_inquiry'], /only an e-mail address/],
    [['grant', EMAIL, 'junk_inquiry', 'extra'], /Unexpected arguments: extra/],
    [['grant', EMAIL, 'junk_inquiry', '--force'], /--force/],
  ])('when the arguments are %j, then a UsageError', (argv, message) => {
    expect(() => parseRolesArgs(argv)).toThrow(UsageError);
    expect(() => parseRolesArgs(argv)).toThrow(message);
  });
});

describe('chooseTarget', () => {
  it('when FIREBASE_AUTH_EMULATOR_HOST is set, then the emulator (demo project by default)', () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    const target = chooseTarget(env, undefined);
    expect(target).toEqual({
      kind: 'emulator',
      host: '127.0.0.1:9099',
      projectId: EMULATOR_PROJECT_ID,
    });
    expect(describeTarget(target)).toBe('Auth emulator at 127.0.0.1:9099 (project demo-campus)');
    expect(chooseTarget({ ...env, GCLOUD_PROJECT: 'demo-x' }, undefined)).toMatchObject({
      projectId: 'demo-x',
    });
    expect(chooseTarget(env, 'demo-y')).toMatchObject({ kind: 'emulator', projectId: 'demo-y' });
  });

  it('when no emulator, then the named project with default credentials, or a UsageError', () => {
    const target = chooseTarget({}, 'campus-prod');
    expect(target).toEqual({ kind: 'project', projectId: 'campus-prod' });
    expect(describeTarget(target)).toBe(
      'Firebase project campus-prod (Application Default Credentials)',
    );
    expect(() => chooseTarget({ FIREBASE_AUTH_EMULATOR_HOST: ' ' }, undefined)).toThrow(
      /--project <id>/,
    );
  });
});

/** An in-memory Auth with one user, recording the claims written. */
function fakeAuth(claims: Record<string, unknown> | undefined) {
  const writes: { uid: string; claims: object | null }[] = [];
  const auth: RolesAuth = {
    getUserByEmail: async (email) => {
      if (email !== EMAIL)
        throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return { uid: 'demo-junk', email, customClaims: claims };
    },
    setCustomUserClaims: async (uid, next) => {
      writes.push({ uid, claims: next });
    },
  };
  return { auth, writes };
}

describe('runRolesCommand', () => {
  const grant: RolesCommand = { action: 'grant', email: EMAIL, role: 'external_funds' };

  it('when granting, then the claims keep the group and gain the role; sign in again', async () => {
    const { auth, writes } = fakeAuth({ group: 'lab-a', roles: ['junk_inquiry'] });
    const lines = await runRolesCommand(auth, grant);
    expect(writes).toEqual([
      { uid: 'demo-junk', claims: { group: 'lab-a', roles: ['junk_inquiry', 'external_funds'] } },
    ]);
    expect(lines).toEqual([
      `${EMAIL} (uid demo-junk): roles junk_inquiry -> junk_inquiry, external_funds`,
      SIGN_IN_AGAIN,
    ]);
    expect(SIGN_IN_AGAIN).toMatch(/sign.*in again.*1 hour/);
  });

  it('when revoking the last role, then the roles claim is removed', async () => {
    const { auth, writes } = fakeAuth({ group: 'lab-a', roles: ['external_funds'] });
    const lines = await runRolesCommand(auth, { ...grant, action: 'revoke' });
    expect(writes).toEqual([{ uid: 'demo-junk', claims: { group: 'lab-a' } }]);
    expect(lines[0]).toBe(`${EMAIL} (uid demo-junk): roles external_funds -> (none)`);
  });

  it('when nothing would change, then nothing is written', async () => {
    const { auth, writes } = fakeAuth({ roles: ['external_funds'] });
    expect(await runRolesCommand(auth, grant)).toEqual([
      `${EMAIL} (uid demo-junk) already has the role external_funds: nothing changed (roles external_funds)`,
    ]);
    const none = fakeAuth(undefined);
    expect(await runRolesCommand(none.auth, { ...grant, action: 'revoke' })).toEqual([
      `${EMAIL} (uid demo-junk) does not have the role external_funds: nothing changed (roles (none))`,
    ]);
    expect([...writes, ...none.writes]).toEqual([]);
  });

  it('when listing, then the roles and no write', async () => {
    const { auth, writes } = fakeAuth({ roles: ['external_funds', 'junk_inquiry'], group: 'g' });
    expect(await runRolesCommand(auth, { action: 'list', email: EMAIL })).toEqual([
      `${EMAIL} (uid demo-junk): roles junk_inquiry, external_funds`,
    ]);
    expect(writes).toEqual([]);
  });

  it('when the e-mail address is unknown, then the Auth error propagates', async () => {
    const { auth } = fakeAuth({});
    await expect(
      runRolesCommand(auth, { action: 'list', email: 'nobody@campus.example.ac.jp' }),
    ).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
