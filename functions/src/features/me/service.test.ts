import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ProfileDoc } from '../../shared/identity-docs';
import { profileUpdateSchema, signUpSchema } from '../../model/profile';
import {
  agreedVersion,
  currentGroupFor,
  lastAdminGroup,
  toMeResponse,
  withGroupClaim,
} from './service';

const groups = [
  { id: 'lab-b', name: 'B lab', isAdmin: false },
  { id: 'lab-a', name: 'A lab', isAdmin: true },
];

describe('currentGroupFor', () => {
  it('when the claimed group is among the groups, then it is current, else null', () => {
    expect(currentGroupFor('lab-a', groups)).toBe('lab-a');
    expect(currentGroupFor('lab-x', groups)).toBeNull();
    expect(currentGroupFor(null, groups)).toBeNull();
  });
});

describe('withGroupClaim', () => {
  it('when a group is set, then roles and other claims are kept', () => {
    expect(withGroupClaim({ roles: ['junk_inquiry'], group: 'old' }, 'new')).toEqual({
      roles: ['junk_inquiry'],
      group: 'new',
    });
  });

  it('when cleared, then only group is removed', () => {
    expect(withGroupClaim({ roles: ['external_funds'], group: 'old' }, null)).toEqual({
      roles: ['external_funds'],
    });
    expect(withGroupClaim(undefined, null)).toEqual({});
  });
});

describe('lastAdminGroup', () => {
  const member = (uid: string, isAdmin: boolean) => ({ uid, isAdmin });
  it('when the user is the only admin of a group with others, then that group blocks', () => {
    expect(
      lastAdminGroup('u', [{ groupId: 'g', members: [member('u', true), member('v', false)] }]),
    ).toBe('g');
  });

  it('when another admin exists, the user is alone, or not admin, then nothing blocks', () => {
    expect(
      lastAdminGroup('u', [
        { groupId: 'a', members: [member('u', true), member('v', true)] },
        { groupId: 'b', members: [member('u', true)] },
        { groupId: 'c', members: [member('u', false), member('v', false)] },
      ]),
    ).toBeNull();
  });
});

describe('toMeResponse', () => {
  const now = Timestamp.now();
  const profile: ProfileDoc = {
    name: 'Alice',
    profile: '',
    occupation: 'staff',
    position: '',
    studentNumber: null,
    place: '',
    receiveNotificationEmail: true,
    language: 'en',
    agreedToTermsAt: now,
    termsVersion: 2,
    email: 'alice@campus.example.ac.jp',
    createdAt: now,
    updatedAt: now,
    withdrawnAt: null,
    suspension: null,
  };

  it('when the user has roles, then the flags follow them and groups are sorted by name', () => {
    const me = toMeResponse(
      { uid: 'alice', roles: ['external_funds'] },
      profile,
      groups,
      'lab-a',
      2,
      now.toDate(),
    );
    expect(me).toMatchObject({
      user: { id: 'alice', name: 'Alice' },
      accountId: 'alice',
      currentGroup: 'lab-a',
      backOffice: true,
      junkInquiry: false,
      externalFunds: true,
      signedUp: true,
    });
    expect(me.groups.map((g) => g.id)).toEqual(['lab-a', 'lab-b']);
  });

  it('when the user has no roles, then no back office', () => {
    const me = toMeResponse({ uid: 'alice', roles: [] }, profile, [], null, 3, now.toDate());
    expect(me.backOffice).toBe(false);
    expect(me.terms).toEqual({ agreedVersion: 2, currentVersion: 3 });
    expect(me.profile.email).toBe('alice@campus.example.ac.jp');
    expect(me.profile.language).toBe('en');
  });
});

describe('agreedVersion', () => {
  it('when the version shown is the current one, or none was named, then the current one is agreed to', () => {
    expect(agreedVersion(3, 3)).toBe(3);
    expect(agreedVersion(undefined, 3)).toBe(3);
  });

  it('when the terms changed since they were shown, then 409 terms_changed', () => {
    expect(() => agreedVersion(2, 3)).toThrow(
      expect.objectContaining({ status: 409, code: 'terms_changed' }),
    );
  });
});

describe('sign-up and profile schemas', () => {
  const valid = {
    name: ' Alice ',
    occupation: 'student',
    studentNumber: 'A123',
    receiveNotificationEmail: false,
    agreeToTerms: true,
  };

  it('when valid, then texts are trimmed and defaulted', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      name: 'Alice',
      profile: '',
      occupation: 'student',
      position: '',
      studentNumber: 'A123',
      place: '',
      receiveNotificationEmail: false,
      // No mail language chosen: mails in both languages.
      language: null,
      agreeToTerms: true,
    });
    expect(signUpSchema.parse({ ...valid, language: 'en' }).language).toBe('en');
  });

  it('when a non-student omits the student number, then it is null', () => {
    const { studentNumber: _n, ...staff } = { ...valid, occupation: 'staff' };
    expect(signUpSchema.parse(staff).studentNumber).toBeNull();
  });

  it.each([
    [{ ...valid, studentNumber: undefined }, 'studentNumber'],
    [{ ...valid, studentNumber: 'A-1' }, 'studentNumber'],
    [{ ...valid, studentNumber: 'x'.repeat(21) }, 'studentNumber'],
    [{ ...valid, occupation: 'professor' }, 'studentNumber'],
    [{ ...valid, agreeToTerms: false }, 'agreeToTerms'],
    [{ ...valid, name: '  ' }, 'name'],
    [{ ...valid, name: 'x'.repeat(51) }, 'name'],
    [{ ...valid, profile: 'x'.repeat(1001) }, 'profile'],
    [{ ...valid, position: 'x'.repeat(51) }, 'position'],
    [{ ...valid, place: 'x'.repeat(101) }, 'place'],
    [{ ...valid, occupation: 'pilot' }, 'occupation'],
    [{ ...valid, receiveNotificationEmail: 'yes' }, 'receiveNotificationEmail'],
    [{ ...valid, language: 'fr' }, 'language'],
    [{ ...valid, language: 'EN' }, 'language'],
  ])('when the input is invalid (%#), then %s is reported', (input, field) => {
    const result = signUpSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('when an unknown field is sent, then it is rejected', () => {
    expect(signUpSchema.safeParse({ ...valid, withdrawnAt: null }).success).toBe(false);
    const { agreeToTerms: _a, ...update } = valid;
    expect(profileUpdateSchema.safeParse(update).success).toBe(true);
    expect(profileUpdateSchema.safeParse(valid).success).toBe(false);
  });
});
