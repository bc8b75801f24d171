import { describe, expect, it } from 'vitest';
import { parseRole, rolesOf, withRoleGranted, withRoleRevoked, withRoles } from './roles';

describe('parseRole', () => {
  it('when the name is a role (with blanks around), then that role', () => {
    expect(parseRole('junk_inquiry')).toBe('junk_inquiry');
    expect(parseRole(' external_funds ')).toBe('external_funds');
  });

  it.each(['', 'admin', 'JUNK_INQUIRY', 'junk-inquiry', 'backOffice'])(
    'when the name is %j, then it throws listing the roles',
    (name) => {
      expect(() => parseRole(name)).toThrow(/expected one of junk_inquiry, external_funds/);
    },
  );
});

describe('rolesOf', () => {
  it('when the claim holds known roles, then once each in the order of ROLES', () => {
    expect(rolesOf({ roles: ['external_funds', 'junk_inquiry', 'external_funds'] })).toEqual([
      'junk_inquiry',
      'external_funds',
    ]);
  });

  it('when the claim is absent, not an array or holds unknown values, then those are ignored', () => {
    expect(rolesOf(undefined)).toEqual([]);
    expect(rolesOf({})).toEqual([]);
    expect(rolesOf({ roles: 'junk_inquiry' })).toEqual([]);
    expect(rolesOf({ roles: ['admin', 1, null, 'junk_inquiry'] })).toEqual(['junk_inquiry']);
  });
});

describe('withRoles', () => {
  it('when roles are given, then the claim is replaced and other claims are kept', () => {
    expect(withRoles({ group: 'lab-a', roles: ['junk_inquiry'] }, ['external_funds'])).toEqual({
      group: 'lab-a',
      roles: ['external_funds'],
    });
    expect(withRoles(undefined, ['external_funds', 'junk_inquiry'])).toEqual({
      roles: ['junk_inquiry', 'external_funds'],
    });
  });

  it('when no roles are left, then the roles claim is removed', () => {
    expect(withRoles({ group: 'lab-a', roles: ['junk_inquiry'] }, [])).toEqual({ group: 'lab-a' });
    expect(withRoles({}, [])).toEqual({});
  });

  it('when called, then the input claims are not changed', () => {
    const claims = Object.freeze({ group: 'lab-a', roles: Object.freeze(['junk_inquiry']) });
    withRoles(claims, ['external_funds']);
    expect(claims).toEqual({ group: 'lab-a', roles: ['junk_inquiry'] });
  });
});

describe('withRoleGranted and withRoleRevoked', () => {
  it('when granting, then the role is added once and the group claim kept', () => {
    const once = withRoleGranted({ group: 'lab-a' }, 'junk_inquiry');
    expect(once).toEqual({ group: 'lab-a', roles: ['junk_inquiry'] });
    expect(withRoleGranted(once, 'junk_inquiry')).toEqual(once);
    expect(withRoleGranted(once, 'external_funds')).toEqual({
      group: 'lab-a',
      roles: ['junk_inquiry', 'external_funds'],
    });
  });

  it('when revoking, then only that role goes; the last one removes the claim', () => {
    const both = { group: 'lab-a', roles: ['junk_inquiry', 'external_funds'] };
    expect(withRoleRevoked(both, 'junk_inquiry')).toEqual({
      group: 'lab-a',
      roles: ['external_funds'],
    });
    expect(withRoleRevoked({ roles: ['junk_inquiry'] }, 'junk_inquiry')).toEqual({});
    expect(withRoleRevoked({ group: 'lab-a' }, 'external_funds')).toEqual({ group: 'lab-a' });
  });
});
