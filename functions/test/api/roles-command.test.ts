import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { runRolesCommand } from '../../src/admin/roles-command';
import {
  claimsOf,
  createProfile,
  createTestApp,
  createUserWithClaims,
  seedGroup,
  signIn,
  testAuth,
} from './helpers';
import { bearer } from './groups-fixtures';
import { useApiFile } from './api-file';

const app = createTestApp();
const EMAIL = 'olivia@campus.example.ac.jp';

useApiFile();

describe('npm run roles (runRolesCommand against the Auth emulator)', () => {
  it('when a role is granted by e-mail, then it is stored beside the group and a new sign-in has it', async () => {
    await seedGroup('lab-a', 'A lab', { olivia: false });
    await createUserWithClaims('olivia', { group: 'lab-a' });
    await createProfile('olivia');

    const granted = await runRolesCommand(testAuth(), {
      action: 'grant',
      email: EMAIL,
      role: 'junk_inquiry',
    });
    expect(granted[0]).toBe(`${EMAIL} (uid olivia): roles (none) -> junk_inquiry`);
    expect(await claimsOf('olivia')).toEqual({ group: 'lab-a', roles: ['junk_inquiry'] });
    expect(await runRolesCommand(testAuth(), { action: 'list', email: EMAIL })).toEqual([
      `${EMAIL} (uid olivia): roles junk_inquiry`,
    ]);

    const session = await signIn('olivia');
    const me = await request(app)
      .get('/api/v1/home/me')
      .set(bearer(session))
      .set('X-Group-Id', 'lab-a');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      roles: ['junk_inquiry'],
      junkInquiry: true,
      backOffice: true,
      currentGroup: 'lab-a',
    });
  });

  it('when the role is revoked, then the claim goes, the group stays and a new sign-in has none', async () => {
    await createUserWithClaims('olivia', { group: 'lab-a', roles: ['junk_inquiry'] });
    await createProfile('olivia');
    await runRolesCommand(testAuth(), { action: 'revoke', email: EMAIL, role: 'junk_inquiry' });
    expect(await claimsOf('olivia')).toEqual({ group: 'lab-a' });

    const me = await request(app)
      .get('/api/v1/home/me')
      .set(bearer(await signIn('olivia')));
    expect(me.body).toMatchObject({ roles: [], backOffice: false, junkInquiry: false });
  });

  it('when the e-mail address is unknown, then auth/user-not-found and nothing is written', async () => {
    await createUserWithClaims('olivia', { group: 'lab-a' });
    await expect(
      runRolesCommand(testAuth(), {
        action: 'grant',
        email: 'nobody@campus.example.ac.jp',
        role: 'external_funds',
      }),
    ).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await claimsOf('olivia')).toEqual({ group: 'lab-a' });
  });
});
