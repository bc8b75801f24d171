import { describe, expect, it } from 'vitest';
import {
  applyMembershipChange,
  assertAdmin,
  assertMember,
  hasAdminIfNotEmpty,
  invitationExpiry,
  isInvitationFor,
  isInvitationValid,
  joinUrl,
  newInvitationCode,
  renderInvitationMail,
  toMember,
  uninvitableAddresses,
} from './service';
import { toSignInPolicy } from '../sign-in-policy';
import { INVITATION_CODE_PATTERN } from './schema';
import { codeOf } from '../../../test/app-errors';
import { escapeHtml } from '../../shared/html';

const admin = (uid: string) => ({ uid, isAdmin: true });
const plain = (uid: string) => ({ uid, isAdmin: false });

describe('assertMember / assertAdmin', () => {
  const joinedAt = new Date(0);
  it('when not a member, then 403 NotGroupMember for both', () => {
    expect(codeOf(() => assertMember(undefined))).toBe('403 NotGroupMember');
    expect(codeOf(() => assertAdmin(undefined))).toBe('403 NotGroupMember');
  });
  it('when a member without the flag, then only assertAdmin fails with not_group_admin', () => {
    const member = { uid: 'a', isAdmin: false, joinedAt };
    expect(codeOf(() => assertMember(member))).toBeUndefined();
    expect(codeOf(() => assertAdmin(member))).toBe('403 not_group_admin');
  });
  it('when an admin, then both pass', () => {
    expect(codeOf(() => assertAdmin({ uid: 'a', isAdmin: true, joinedAt }))).toBeUndefined();
  });
});

describe('hasAdminIfNotEmpty', () => {
  it('holds for an empty group and a group with an admin, not for admin-less members', () => {
    expect(hasAdminIfNotEmpty([])).toBe(true);
    expect(hasAdminIfNotEmpty([plain('a'), admin('b')])).toBe(true);
    expect(hasAdminIfNotEmpty([plain('a')])).toBe(false);
  });
});

describe('applyMembershipChange', () => {
  it('when the actor is not a member, then 403 NotGroupMember', () => {
    expect(
      codeOf(() => applyMembershipChange([admin('a')], 'x', { kind: 'remove', uid: 'a' })),
    ).toBe('403 NotGroupMember');
    expect(codeOf(() => applyMembershipChange([admin('a')], 'x', { kind: 'leave' }))).toBe(
      '403 NotGroupMember',
    );
  });

  it('when a non-admin sets, resets or removes, then 403 not_group_admin', () => {
    const members = [admin('a'), plain('b')];
    for (const change of [
      { kind: 'setAdmin', uid: 'b', isAdmin: true },
      { kind: 'setAdmin', uid: 'a', isAdmin: false },
      { kind: 'remove', uid: 'a' },
    ] as const) {
      expect(codeOf(() => applyMembershipChange(members, 'b', change))).toBe('403 not_group_admin');
    }
  });

  it('when the target is not a member, then 404', () => {
    expect(
      codeOf(() => applyMembershipChange([admin('a')], 'a', { kind: 'remove', uid: 'z' })),
    ).toBe('404 not_found');
  });

  it('when an admin sets a member as admin, then the member becomes admin', () => {
    expect(
      applyMembershipChange([admin('a'), plain('b')], 'a', {
        kind: 'setAdmin',
        uid: 'b',
        isAdmin: true,
      }),
    ).toEqual([admin('a'), admin('b')]);
  });

  it('when the last admin resets themself, then 409 last_admin; with another admin, allowed', () => {
    const reset = { kind: 'setAdmin', uid: 'a', isAdmin: false } as const;
    expect(codeOf(() => applyMembershipChange([admin('a'), plain('b')], 'a', reset))).toBe(
      '409 last_admin',
    );
    expect(codeOf(() => applyMembershipChange([admin('a')], 'a', reset))).toBe('409 last_admin');
    expect(applyMembershipChange([admin('a'), admin('b')], 'b', reset)).toEqual([
      plain('a'),
      admin('b'),
    ]);
  });

  it('when removing the last admin while members remain, then 409 last_admin', () => {
    expect(
      codeOf(() =>
        applyMembershipChange([admin('a'), plain('b')], 'a', { kind: 'remove', uid: 'a' }),
      ),
    ).toBe('409 last_admin');
    expect(
      applyMembershipChange([admin('a'), plain('b')], 'a', { kind: 'remove', uid: 'b' }),
    ).toEqual([admin('a')]);
  });

  it('when the last admin leaves with members left, then 409; as the last member, allowed', () => {
    expect(
      codeOf(() => applyMembershipChange([admin('a'), plain('b')], 'a', { kind: 'leave' })),
    ).toBe('409 last_admin');
    expect(applyMembershipChange([admin('a')], 'a', { kind: 'leave' })).toEqual([]);
    expect(applyMembershipChange([admin('a'), plain('b')], 'b', { kind: 'leave' })).toEqual([
      admin('a'),
    ]);
  });
});

describe('invitations', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const invitation = (expiresAt: Date) => ({
    code: 'abcdefghijkl',
    groupId: 'g',
    createdBy: 'a',
    createdAt: now,
    expiresAt,
    email: null,
  });

  it('when generated, then codes are URL-safe, long enough and distinct', () => {
    const codes = new Set(Array.from({ length: 50 }, newInvitationCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(INVITATION_CODE_PATTERN);
  });

  it('expires 7 days after creation', () => {
    expect(invitationExpiry(now).toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });

  it("when the code was mailed, then only its address may use it (any case); a code shared by hand is anyone's", () => {
    const mailed = { ...invitation(now), email: 'erin@campus.example.ac.jp' };
    expect(isInvitationFor(mailed, 'erin@campus.example.ac.jp')).toBe(true);
    expect(isInvitationFor(mailed, 'Erin@Campus.Example.AC.JP')).toBe(true);
    expect(isInvitationFor(mailed, 'carol@campus.example.ac.jp')).toBe(false);
    expect(isInvitationFor(mailed, null)).toBe(false);
    expect(isInvitationFor(invitation(now), 'carol@campus.example.ac.jp')).toBe(true);
  });

  it('when mailing, then every address the sign-in policy refuses is a problem at its index', () => {
    const policy = toSignInPolicy('campus.example.ac.jp', 'guest@gmail.com');
    expect(
      uninvitableAddresses(
        ['a@campus.example.ac.jp', 'victim@gmail.com', 'guest@gmail.com', 'b@evil.example'],
        policy,
      ).map((e) => e.location),
    ).toEqual(['body.emails.1', 'body.emails.3']);
  });

  it('is valid only when it exists and has not expired', () => {
    expect(isInvitationValid(undefined, now)).toBe(false);
    expect(isInvitationValid(invitation(new Date(now.getTime() + 1)), now)).toBe(true);
    expect(isInvitationValid(invitation(now), now)).toBe(false);
  });

  it('links to the join page, with or without an origin', () => {
    expect(joinUrl('https://x.example/', 'a_b-c')).toBe(
      'https://x.example/manage/account/join?code=a_b-c',
    );
    expect(joinUrl('', 'abc')).toBe('/manage/account/join?code=abc');
  });

  it('renders a Japanese and English mail with the code and link, escaping HTML', () => {
    const mail = renderInvitationMail({
      groupName: 'Lab <1> & "co"',
      code: 'CODE123456789',
      link: 'https://x.example/manage/account/join?code=CODE123456789',
      expiresAt: invitationExpiry(now),
    });
    expect(mail.subject).toContain('Lab <1> & "co"');
    expect(mail.subject).toContain('招待');
    expect(mail.subject).toContain('Invitation');
    expect(mail.text).toContain('CODE123456789');
    expect(mail.text).toContain('招待コード');
    expect(mail.text).toContain('Invitation code');
    expect(mail.html).toContain(escapeHtml('Lab <1> & "co"'));
    expect(mail.html).not.toContain('<1>');
    expect(mail.html).toContain('href="https://x.example/manage/account/join?code=CODE123456789"');
  });
});

describe('toMember', () => {
  const record = { uid: 'a', isAdmin: true, joinedAt: new Date('2026-01-01T00:00:00Z') };
  it('uses the profile name, and flags a missing profile as withdrawn', () => {
    expect(toMember(record, { name: 'Alice', withdrawn: false })).toEqual({
      uid: 'a',
      name: 'Alice',
      withdrawn: false,
      isAdmin: true,
      joinedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(toMember(record, undefined)).toMatchObject({ name: null, withdrawn: true });
  });
});
