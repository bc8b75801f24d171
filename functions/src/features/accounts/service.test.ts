import { describe, expect, it } from 'vitest';
import type { PublicProfile, UserAccountRecord } from './schema';
import { toAccountCard } from './service';

const publicProfile: PublicProfile = {
  profile: 'Chemistry',
  occupation: 'student',
  position: 'M1',
  withdrawn: false,
};
const user: UserAccountRecord = {
  kind: 'user',
  id: 'alice',
  name: 'Alice',
  withdrawn: false,
  publicProfile,
};

const WITHDRAWN = {
  id: 'alice',
  kind: 'user',
  name: null,
  withdrawn: true,
  profile: '',
  occupation: null,
  position: '',
};

describe('toAccountCard', () => {
  it('when the user is active, then name, profile, occupation and position', () => {
    expect(toAccountCard(user)).toEqual({
      id: 'alice',
      kind: 'user',
      name: 'Alice',
      withdrawn: false,
      profile: 'Chemistry',
      occupation: 'student',
      position: 'M1',
    });
  });

  it('when the account, the profile or both say withdrawn, then only id and the flag remain', () => {
    expect(toAccountCard({ ...user, withdrawn: true })).toEqual(WITHDRAWN);
    expect(
      toAccountCard({ ...user, publicProfile: { ...publicProfile, withdrawn: true } }),
    ).toEqual(WITHDRAWN);
  });

  it('when the profile is missing, then the user counts as withdrawn', () => {
    const { publicProfile: _gone, ...noProfile } = user;
    expect(toAccountCard(noProfile)).toEqual(WITHDRAWN);
  });

  it('when a group, then its kind, icon and member count, never withdrawn', () => {
    expect(
      toAccountCard({
        kind: 'group',
        id: 'lab-1',
        name: 'Robotics Lab',
        profile: 'We build robots',
        groupKind: 'laboratory',
        icon: null,
        memberCount: 3,
      }),
    ).toEqual({
      id: 'lab-1',
      kind: 'group',
      name: 'Robotics Lab',
      withdrawn: false,
      profile: 'We build robots',
      groupKind: 'laboratory',
      icon: null,
      memberCount: 3,
    });
  });
});
