import type { TFunction } from 'i18next';
import type { Member } from '../api/types';

/** What an administrator may do to another member; each is confirmed first. */
export type MemberActionKind = 'makeAdmin' | 'removeAdmin' | 'remove';

export interface MemberAction {
  kind: MemberActionKind;
  member: Member;
}

/** The member's name for sentences (dialogs, results): withdrawn members have none. */
export function memberLabel(member: Member, t: TFunction): string {
  if (member.withdrawn) return t('groups.members.withdrawnUser');
  return member.name || t('groups.members.noName');
}
